import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-N2XXSOCF.js";import"./chunk-3RXPRMOA.js";import"./chunk-74J6JMTV.js";import"./chunk-TTCCSMIV.js";import"./chunk-OGKEEABQ.js";import"./chunk-NHC2N6GR.js";import"./chunk-EG73ROQC.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
