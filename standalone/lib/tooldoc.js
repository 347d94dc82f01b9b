#!/usr/bin/env node
import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
process.argv[2]==="lint"&&(await import("./chunk-XOTDK2CL.js")).startEarlyWorker();var{exitOnSignals:n,main:r,safeText:i}=await import("./chunk-EVGFLUA4.js");for(let e of[process.stdout,process.stderr])e.on("error",o=>{throw o&&o.code==="EPIPE"&&process.exit(process.exitCode??0),o});var t=e=>i(String(e&&e.message?e.message:e).split(`
`)[0]),s=e=>o=>{process.stderr.write(`tooldoc: ${e}: ${t(o)}${process.env.TOOLDOC_DEBUG?`
${o&&o.stack}`:""}
`),process.exit(2)};process.on("uncaughtException",s("internal error (thrown outside any rule, e.g. by a plugin timer)"));process.on("unhandledRejection",s("internal error (a promise rejected outside any rule, e.g. in a plugin)"));n();r(process.argv).then(e=>{process.exitCode=e},e=>{if(e&&e.outsideRule)return s("internal error (thrown outside any rule, e.g. by a plugin timer)")(e);process.stderr.write(`tooldoc: internal error: ${t(e)}${process.env.TOOLDOC_DEBUG?`
${e&&e.stack}`:""}
`),process.exitCode=2});
