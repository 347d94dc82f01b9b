import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-PUKZOPI7.js";import"./chunk-DHUTHNEJ.js";import"./chunk-RVQKXGVO.js";import"./chunk-KDSLNF7M.js";import"./chunk-5TRS5KNN.js";import"./chunk-UGZGQ72S.js";import"./chunk-RNNZQJ6P.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
