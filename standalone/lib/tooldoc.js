#!/usr/bin/env node
import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a as s}from"./chunk-JE364W37.js";import"./chunk-L6GEEG4Q.js";import"./chunk-SAS4EDXH.js";import"./chunk-MYC4YZR6.js";import"./chunk-EFV2N6SD.js";import"./chunk-5Q4UVJYL.js";import"./chunk-L2GSYTP3.js";import"./chunk-S2O4FNKC.js";import"./chunk-JURNE4LH.js";import"./chunk-YDTCRC6N.js";import"./chunk-ONFKLCO6.js";import"./chunk-LHWXVSGH.js";import"./chunk-3FZJEVQL.js";import"./chunk-7GAD4Y6D.js";import"./chunk-PV67FY2I.js";import"./chunk-GV66CRHS.js";import"./chunk-6Z4IEQFM.js";for(let e of[process.stdout,process.stderr])e.on("error",o=>{throw o&&o.code==="EPIPE"&&process.exit(process.exitCode??0),o});var n=e=>String(e&&e.message?e.message:e).split(`
`)[0],t=e=>o=>{process.stderr.write(`tooldoc: ${e}: ${n(o)}${process.env.TOOLDOC_DEBUG?`
${o&&o.stack}`:""}
`),process.exit(2)};process.on("uncaughtException",t("internal error (thrown outside any rule, e.g. by a plugin timer)"));process.on("unhandledRejection",t("internal error (a promise rejected outside any rule, e.g. in a plugin)"));s(process.argv).then(e=>{process.exitCode=e},e=>{process.stderr.write(`tooldoc: internal error: ${n(e)}${process.env.TOOLDOC_DEBUG?`
${e&&e.stack}`:""}
`),process.exitCode=2});
