import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b}from"./chunk-EFV2N6SD.js";import"./chunk-6Z4IEQFM.js";export{b as serverName,a as splitCommand};
