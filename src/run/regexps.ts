/**
 * How V8 compiles the rules' regular expressions. By default it first compiles each one to
 * bytecode and interprets it, then compiles it again to machine code once it has run (its
 * "tier-up"): that saves memory for a pattern run once, but the rules run hundreds of large
 * patterns (the directive lexicons, many languages each) on every tool, so nearly all of them are
 * compiled twice. Compiling each once, to machine code, measured (2026-11-28, 2 cores): the first
 * pass over the showcase 273 → 157 ms, the whole shared corpus (104 files) 5.5 → 4.6 s.
 *
 * A process-wide V8 flag, read as each pattern is first compiled: set by the CLI and the Action
 * before anything loads, in this thread and so in the workers started after. A program that
 * imports tooldoc keeps its own flags; a flag the user set (NODE_OPTIONS, node's own arguments)
 * wins.
 */
import v8 from 'node:v8';
import { userSet } from './heap.js';

export function compileRegExpsOnce(): void {
  if (!userSet(/^--(?:no-)?regexp[-_]tier[-_]up\b/)) v8.setFlagsFromString('--no-regexp-tier-up');
}
