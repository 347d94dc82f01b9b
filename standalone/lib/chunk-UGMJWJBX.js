import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b,c,d,e}from"./chunk-C4A27ZHK.js";import"./chunk-MYC4YZR6.js";import"./chunk-EFV2N6SD.js";import"./chunk-5TRS5KNN.js";import"./chunk-6Z4IEQFM.js";export{a as DEFAULT_MAX_RESPONSE_BYTES,b as DEFAULT_SERVER_LIMITS,c as ServerError,d as listServerTools,e as openServer};
