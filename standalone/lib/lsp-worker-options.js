import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-VLIKI3UX.js";import"./chunk-Z4NHNYXR.js";import"./chunk-74J6JMTV.js";import"./chunk-IXQZM4KW.js";import"./chunk-HMRUBRHO.js";import"./chunk-4PNICKHB.js";import"./chunk-6RROSCAC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
