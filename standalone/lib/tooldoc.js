#!/usr/bin/env node
import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a as n}from"./chunk-NU4JXJE5.js";import{c as s}from"./chunk-XE5MNP5V.js";import"./chunk-6Z4IEQFM.js";n();process.argv[2]==="lint"&&(s(),(await import("./chunk-IVU5THSP.js")).startEarlyWorker());var{exitOnSignals:i,main:a,safeText:c}=await import("./chunk-SXWUGNAP.js");for(let e of[process.stdout,process.stderr])e.on("error",o=>{throw o&&o.code==="EPIPE"&&process.exit(process.exitCode??0),o});var r=e=>c(String(e&&e.message?e.message:e).split(`
`)[0]),t=e=>o=>{process.stderr.write(`tooldoc: ${e}: ${r(o)}${process.env.TOOLDOC_DEBUG?`
${o&&o.stack}`:""}
`),process.exit(2)};process.on("uncaughtException",t("internal error (thrown outside any rule, e.g. by a plugin timer)"));process.on("unhandledRejection",t("internal error (a promise rejected outside any rule, e.g. in a plugin)"));i();a(process.argv).then(e=>{process.exitCode=e},e=>{if(e&&e.outsideRule)return t("internal error (thrown outside any rule, e.g. by a plugin timer)")(e);process.stderr.write(`tooldoc: internal error: ${r(e)}${process.env.TOOLDOC_DEBUG?`
${e&&e.stack}`:""}
`),process.exitCode=2});
