import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-U2YRFRCU.js";import"./chunk-LQQMT2LB.js";import"./chunk-74J6JMTV.js";import"./chunk-LYTL3RC5.js";import"./chunk-HMRUBRHO.js";import"./chunk-M3QDDT4M.js";import"./chunk-6RROSCAC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
