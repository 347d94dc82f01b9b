import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-DARIJGR7.js";import"./chunk-Y5IX3HPG.js";import"./chunk-74J6JMTV.js";import"./chunk-WJE4FLHA.js";import"./chunk-5TRS5KNN.js";import"./chunk-UGZGQ72S.js";import"./chunk-RNNZQJ6P.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
