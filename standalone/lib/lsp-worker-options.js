import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-GWKFAG3V.js";import"./chunk-CGQP5ZYP.js";import"./chunk-74J6JMTV.js";import"./chunk-CNNVGVUI.js";import"./chunk-WCXSS6PL.js";import"./chunk-WD6TUIR5.js";import"./chunk-EG73ROQC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
