import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-XHKXXQMN.js";import"./chunk-MKEGCNYS.js";import"./chunk-74J6JMTV.js";import"./chunk-X2O7BHUX.js";import"./chunk-776YQAHI.js";import"./chunk-WD6TUIR5.js";import"./chunk-EG73ROQC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
