import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-B5RJLVB3.js";import"./chunk-MCBSYZ57.js";import"./chunk-74J6JMTV.js";import"./chunk-XDQ2R5LE.js";import"./chunk-HMRUBRHO.js";import"./chunk-LEBKGZ2E.js";import"./chunk-6RROSCAC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
