import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-ITLV4JTU.js";import"./chunk-5LEKWXP5.js";import"./chunk-74J6JMTV.js";import"./chunk-KBA3F7U4.js";import"./chunk-HMRUBRHO.js";import"./chunk-M3QDDT4M.js";import"./chunk-6RROSCAC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
