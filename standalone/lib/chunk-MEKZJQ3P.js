import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{b as a,c as b,d as c,e as d}from"./chunk-MGAS5CS4.js";import"./chunk-EFV2N6SD.js";import"./chunk-MYC4YZR6.js";import"./chunk-6Z4IEQFM.js";export{a as DEFAULT_SERVER_LIMITS,b as ServerError,c as listServerTools,d as openServer};
