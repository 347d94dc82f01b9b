import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-NLXIIVFX.js";import"./chunk-YVMIYPMT.js";import"./chunk-74J6JMTV.js";import"./chunk-IFA6MA5X.js";import"./chunk-YDTCRC6N.js";import"./chunk-LHWXVSGH.js";import"./chunk-GV66CRHS.js";import"./chunk-6Z4IEQFM.js";export{a as projectLintOptions,b as workerLintOptions};
