import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-CYOLMMZW.js";import"./chunk-J75IVDVW.js";import"./chunk-RVQKXGVO.js";import"./chunk-QAXF3SX7.js";import"./chunk-WCXSS6PL.js";import"./chunk-WD6TUIR5.js";import"./chunk-EG73ROQC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
