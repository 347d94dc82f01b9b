#!/usr/bin/env node
import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import"./chunk-6Z4IEQFM.js";import s from"node:v8";var g=192*1048576;function i(e){return process.execArgv.some(t=>e.test(t))||(process.env.NODE_OPTIONS??"").split(/\s+/).some(t=>e.test(t))}function r(){i(/^--(?:semi[-_]space[-_]growth[-_]factor|(?:max|min)[-_]semi[-_]space[-_]size)\b/)||s.setFlagsFromString("--semi-space-growth-factor=1")}process.argv[2]==="lint"&&(r(),(await import("./chunk-AKJFQIVS.js")).startEarlyWorker());var{exitOnSignals:a,main:c,safeText:p}=await import("./chunk-SGIL5474.js");for(let e of[process.stdout,process.stderr])e.on("error",t=>{throw t&&t.code==="EPIPE"&&process.exit(process.exitCode??0),t});var n=e=>p(String(e&&e.message?e.message:e).split(`
`)[0]),o=e=>t=>{process.stderr.write(`tooldoc: ${e}: ${n(t)}${process.env.TOOLDOC_DEBUG?`
${t&&t.stack}`:""}
`),process.exit(2)};process.on("uncaughtException",o("internal error (thrown outside any rule, e.g. by a plugin timer)"));process.on("unhandledRejection",o("internal error (a promise rejected outside any rule, e.g. in a plugin)"));a();c(process.argv).then(e=>{process.exitCode=e},e=>{if(e&&e.outsideRule)return o("internal error (thrown outside any rule, e.g. by a plugin timer)")(e);process.stderr.write(`tooldoc: internal error: ${n(e)}${process.env.TOOLDOC_DEBUG?`
${e&&e.stack}`:""}
`),process.exitCode=2});
