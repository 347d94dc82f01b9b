#!/usr/bin/env node
import{createRequire as __tooldocRequire}from'node:module';const require=__tooldocRequire(import.meta.url);
import{a as n}from"./chunk-FPXMP47Q.js";import"./chunk-C4A27ZHK.js";import"./chunk-XX4HHCGU.js";import"./chunk-MYC4YZR6.js";import"./chunk-EFV2N6SD.js";import"./chunk-3LAH445X.js";import"./chunk-G4ZZZNHU.js";import"./chunk-S2O4FNKC.js";import"./chunk-VMOADO32.js";import"./chunk-5TRS5KNN.js";import"./chunk-ONFKLCO6.js";import"./chunk-UGZGQ72S.js";import"./chunk-3FZJEVQL.js";import"./chunk-7GAD4Y6D.js";import"./chunk-DKNXZECV.js";import{f as s}from"./chunk-RNNZQJ6P.js";import"./chunk-6Z4IEQFM.js";for(let e of[process.stdout,process.stderr])e.on("error",o=>{throw o&&o.code==="EPIPE"&&process.exit(process.exitCode??0),o});var t=e=>s(String(e&&e.message?e.message:e).split(`
`)[0]),r=e=>o=>{process.stderr.write(`tooldoc: ${e}: ${t(o)}${process.env.TOOLDOC_DEBUG?`
${o&&o.stack}`:""}
`),process.exit(2)};process.on("uncaughtException",r("internal error (thrown outside any rule, e.g. by a plugin timer)"));process.on("unhandledRejection",r("internal error (a promise rejected outside any rule, e.g. in a plugin)"));n(process.argv).then(e=>{process.exitCode=e},e=>{process.stderr.write(`tooldoc: internal error: ${t(e)}${process.env.TOOLDOC_DEBUG?`
${e&&e.stack}`:""}
`),process.exitCode=2});
