import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-XNCK43UN.js";import"./chunk-ZYK2OZGZ.js";import"./chunk-74J6JMTV.js";import"./chunk-CU5H5JOS.js";import"./chunk-CYDEPG53.js";import"./chunk-WD6TUIR5.js";import"./chunk-EG73ROQC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
