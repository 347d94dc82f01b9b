#!/usr/bin/env node
import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import"./chunk-6Z4IEQFM.js";import n from"node:v8";var f=192*1048576;function i(e){return process.execArgv.some(o=>e.test(o))||(process.env.NODE_OPTIONS??"").split(/\s+/).some(o=>e.test(o))}function t(){i(/^--(?:semi[-_]space[-_]growth[-_]factor|(?:max|min)[-_]semi[-_]space[-_]size)\b/)||n.setFlagsFromString("--semi-space-growth-factor=1")}process.argv[2]==="lint"&&t();var{exitOnSignals:a,main:c,safeText:p}=await import("./chunk-SGIV5LAT.js");for(let e of[process.stdout,process.stderr])e.on("error",o=>{throw o&&o.code==="EPIPE"&&process.exit(process.exitCode??0),o});var s=e=>p(String(e&&e.message?e.message:e).split(`
`)[0]),r=e=>o=>{process.stderr.write(`tooldoc: ${e}: ${s(o)}${process.env.TOOLDOC_DEBUG?`
${o&&o.stack}`:""}
`),process.exit(2)};process.on("uncaughtException",r("internal error (thrown outside any rule, e.g. by a plugin timer)"));process.on("unhandledRejection",r("internal error (a promise rejected outside any rule, e.g. in a plugin)"));a();c(process.argv).then(e=>{process.exitCode=e},e=>{process.stderr.write(`tooldoc: internal error: ${s(e)}${process.env.TOOLDOC_DEBUG?`
${e&&e.stack}`:""}
`),process.exitCode=2});
