import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-LKBVBMRF.js";import"./chunk-AU6UQKED.js";import"./chunk-74J6JMTV.js";import"./chunk-AK4PU7XI.js";import"./chunk-HMRUBRHO.js";import"./chunk-4PNICKHB.js";import"./chunk-6RROSCAC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
