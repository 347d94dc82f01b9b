import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{b as a,c as b,d as c,e as d}from"./chunk-MZRH3I43.js";import"./chunk-EFV2N6SD.js";import"./chunk-NHIBVQID.js";export{a as DEFAULT_SERVER_LIMITS,b as ServerError,c as listServerTools,d as openServer};
