#!/usr/bin/env node
process.argv[2]==="lint"&&(await import("./early-worker.js")).startEarlyWorker();var{exitOnSignals:n,main:r,safeText:i,saveCodeCache:a}=await import("./cli.js");for(let e of[process.stdout,process.stderr])e.on("error",s=>{throw s&&s.code==="EPIPE"&&process.exit(process.exitCode??0),s});var t=e=>i(String(e&&e.message?e.message:e).split(`
`)[0]),o=e=>s=>{process.stderr.write(`tooldoc: ${e}: ${t(s)}${process.env.TOOLDOC_DEBUG?`
${s&&s.stack}`:""}
`),process.exit(2)};process.on("uncaughtException",o("internal error (thrown outside any rule, e.g. by a plugin timer)"));process.on("unhandledRejection",o("internal error (a promise rejected outside any rule, e.g. in a plugin)"));n();r(process.argv).then(e=>{process.exitCode=e,process.argv[2]==="lint"&&a()},e=>{if(e&&e.outsideRule)return o("internal error (thrown outside any rule, e.g. by a plugin timer)")(e);process.stderr.write(`tooldoc: internal error: ${t(e)}${process.env.TOOLDOC_DEBUG?`
${e&&e.stack}`:""}
`),process.exitCode=2});
