#!/usr/bin/env node
import { main } from '../dist/src/cli.js';

main(process.argv).then(
  (code) => { process.exitCode = code; },
  (err) => {
    process.stderr.write(`tooldoc: internal error: ${err && err.message ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
