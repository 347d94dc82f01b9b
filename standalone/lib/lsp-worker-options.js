import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-ZPQO2FU7.js";import"./chunk-Z6O2S3DV.js";import"./chunk-74J6JMTV.js";import"./chunk-EPLGAK6D.js";import"./chunk-HMRUBRHO.js";import"./chunk-WD6TUIR5.js";import"./chunk-EG73ROQC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
