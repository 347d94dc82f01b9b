import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-LSB22MLF.js";import"./chunk-CIO6CJQH.js";import"./chunk-74J6JMTV.js";import"./chunk-KVWQQ6OF.js";import"./chunk-HMRUBRHO.js";import"./chunk-S5DU2M4X.js";import"./chunk-6RROSCAC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
