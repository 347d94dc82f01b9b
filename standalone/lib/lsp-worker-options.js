import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-73EH27EB.js";import"./chunk-PX4EKSW4.js";import"./chunk-74J6JMTV.js";import"./chunk-4PLJPYPP.js";import"./chunk-HMRUBRHO.js";import"./chunk-WD6TUIR5.js";import"./chunk-EG73ROQC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
