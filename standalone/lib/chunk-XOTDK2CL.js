import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a,b,c,d,e,f}from"./chunk-6UAKWLLX.js";import"./chunk-6Z4IEQFM.js";export{c as PROGRESS_BYTES,a as WORKER_HEAP_MB,b as WORKER_YOUNG_MB,d as lintSetupModule,e as startEarlyWorker,f as takeEarlyWorker};
