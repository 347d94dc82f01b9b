#!/usr/bin/env node
import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import"./chunk-6Z4IEQFM.js";import a from"node:v8";var m=192*1048576;function t(e){return process.execArgv.some(o=>e.test(o))||(process.env.NODE_OPTIONS??"").split(/\s+/).some(o=>e.test(o))}function n(){t(/^--(?:semi[-_]space[-_]growth[-_]factor|(?:max|min)[-_]semi[-_]space[-_]size)\b/)||a.setFlagsFromString("--semi-space-growth-factor=1")}import p from"node:v8";function s(){t(/^--(?:no-)?regexp[-_]tier[-_]up\b/)||p.setFlagsFromString("--no-regexp-tier-up")}s();process.argv[2]==="lint"&&(n(),(await import("./chunk-DEF23K57.js")).startEarlyWorker());var{exitOnSignals:c,main:g,safeText:u}=await import("./chunk-7YCDQZBH.js");for(let e of[process.stdout,process.stderr])e.on("error",o=>{throw o&&o.code==="EPIPE"&&process.exit(process.exitCode??0),o});var i=e=>u(String(e&&e.message?e.message:e).split(`
`)[0]),r=e=>o=>{process.stderr.write(`tooldoc: ${e}: ${i(o)}${process.env.TOOLDOC_DEBUG?`
${o&&o.stack}`:""}
`),process.exit(2)};process.on("uncaughtException",r("internal error (thrown outside any rule, e.g. by a plugin timer)"));process.on("unhandledRejection",r("internal error (a promise rejected outside any rule, e.g. in a plugin)"));c();g(process.argv).then(e=>{process.exitCode=e},e=>{if(e&&e.outsideRule)return r("internal error (thrown outside any rule, e.g. by a plugin timer)")(e);process.stderr.write(`tooldoc: internal error: ${i(e)}${process.env.TOOLDOC_DEBUG?`
${e&&e.stack}`:""}
`),process.exitCode=2});
