import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-UEPXLJMH.js";import"./chunk-CJWDHC4J.js";import"./chunk-74J6JMTV.js";import"./chunk-5LVEYZRL.js";import"./chunk-HMRUBRHO.js";import"./chunk-LEBKGZ2E.js";import"./chunk-6RROSCAC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
