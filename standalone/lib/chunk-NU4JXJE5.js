import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a as e}from"./chunk-XE5MNP5V.js";import r from"node:v8";function p(){e(/^--(?:no-)?regexp[-_]tier[-_]up\b/)||r.setFlagsFromString("--no-regexp-tier-up")}export{p as a};
