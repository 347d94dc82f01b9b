/**
 * Test helpers: lint a snippet with chosen rules (RuleTester-style), and run the built CLI as a
 * user would, in a child process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ajv, Options as AjvOptions } from 'ajv';
import { builtinRules } from '../rules/index.js';
import { lintTexts, type RuleSetting } from '../src/run/lint.js';
import type { Diagnostic, LintResult, Rule } from '../src/types/index.js';
import type { ListedServer } from '../src/servers/sidecars.js';
import { lockReader, type Lock } from '../src/diff/lock.js';

/** The catalog at an earlier revision, for `lint --since` rules: descriptors, all from one file. */
export interface Previous {
  ref: string;
  tools: Array<Record<string, unknown>>;
  /** The file every tool was in (default tool.yaml), unless `files` names another for it. */
  file?: string;
  /** The file a tool was in, by the tool's name. */
  files?: Record<string, string>;
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SHARED = path.resolve(ROOT, '..', 'shared');
export const BIN = path.join(ROOT, 'bin', 'tooldoc.js');

/** A fresh temp folder, inside the run's own (test/setup/temp.ts), which is removed when the run ends. */
export function tempDir(prefix = 'tooldoc-test-'): string {
  const root = process.env.TOOLDOC_TEST_TMP ?? tmpdir();
  mkdirSync(root, { recursive: true });
  return mkdtempSync(path.join(root, prefix));
}

/** Writes files (name → content) into a fresh temp folder and returns its path. */
export function writeFiles(files: Record<string, string | Buffer>): string {
  const dir = tempDir();
  for (const [name, content] of Object.entries(files)) {
    const p = path.join(dir, name);
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, content);
  }
  return dir;
}

const require = createRequire(import.meta.url);

/**
 * A fresh Ajv of one build (`ajv` is draft-07, `ajv/dist/2020` is 2020-12), loaded with `require` as
 * src/schema/ajv.ts loads it, with ajv-formats when asked. The builds are CommonJS modules that export
 * their class as `default`; they differ in meta-schemas, not in API, so each is typed as `Ajv`.
 */
export function newAjv(options: AjvOptions, { build = 'ajv', formats = false }: { build?: 'ajv' | 'ajv/dist/2020'; formats?: boolean } = {}): Ajv {
  const { default: AjvClass } = require(build) as { default: typeof Ajv };
  const ajv = new AjvClass(options);
  if (formats) (require('ajv-formats') as { default: (ajv: Ajv) => unknown }).default(ajv);
  return ajv;
}

export function ruleById(id: string): Rule {
  const r = builtinRules.find((x) => x.meta.id === id);
  if (!r) throw new Error(`no rule ${id}`);
  return r;
}

export interface Finding {
  ruleId: string;
  message: string;
  line: number;
  column: number;
}

/**
 * Lints `code` (YAML unless `file` ends in .json) with only the given rules, in memory (with
 * `extraFiles` in the same run, in path order, as a folder would be read); returns all findings.
 */
export async function lintText(
  code: string,
  rules: string | string[],
  opts: { file?: string; settings?: Record<string, Partial<RuleSetting>>; extraFiles?: Record<string, string>; servers?: ListedServer[]; previous?: Previous; lock?: Lock['catalogs']; fixes?: boolean } = {},
): Promise<{ findings: Finding[]; diagnostics: Diagnostic[]; result: LintResult }> {
  const file = opts.file ?? 'tool.yaml';
  const texts = Object.entries({ [file]: code, ...opts.extraFiles })
    .map(([p, text]) => ({ path: p, text }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const ids = Array.isArray(rules) ? rules : [rules];
  const result = await Promise.resolve(lintTexts(texts, {
      rules: ids.map(ruleById),
      settings: opts.settings,
      ...(opts.fixes ? { fixes: true } : {}),
      ...(opts.servers ? { servers: opts.servers } : {}),
      ...(opts.lock ? { locked: lockReader({ lockfileVersion: 1, catalogs: opts.lock }, 'tooldoc.lock.json') } : {}),
      ...(opts.previous ? { previous: { ref: opts.previous.ref, tools: new Map(opts.previous.tools.map((d) => [String(d.name), { descriptor: d, file: `${opts.previous!.ref}:${opts.previous!.files?.[String(d.name)] ?? opts.previous!.file ?? 'tool.yaml'}` }])) } } : {}),
    }));
  const diagnostics = result.files.flatMap((f) => f.diagnostics);
  return {
    diagnostics,
    result,
    findings: diagnostics.map((d) => ({ ruleId: d.ruleId, message: d.message, line: d.range.start.line, column: d.range.start.column })),
  };
}

/** Runs the built CLI (`bin/tooldoc.js`) in a child process. */
export function runCli(args: string[], opts: { cwd?: string; env?: Record<string, string>; input?: string; timeoutMs?: number } = {}) {
  const timeout = opts.timeoutMs ?? 120_000;
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', ...opts.env },
    encoding: 'utf8',
    input: opts.input,
    maxBuffer: 256 * 1024 * 1024,
    // A CLI that hangs fails its test, named, instead of stalling the whole suite.
    timeout,
    killSignal: 'SIGKILL',
  });
  const error: NodeJS.ErrnoException | undefined = r.error;
  if (error?.code === 'ETIMEDOUT') {
    throw new Error(`tooldoc ${args.join(' ')} did not finish within ${timeout / 1000} s (killed)`);
  }
  // Ended by a signal nobody in the test sent (a crash): said as such, with what it wrote, not as a wrong exit code.
  if (r.status === null && r.signal) throw new Error(`tooldoc ${args.join(' ')} was ended by ${r.signal}; stderr: ${JSON.stringify(r.stderr.slice(0, 2000))}`);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Runs the built CLI without blocking the test's event loop (so that a server the test runs in its
 * own process can answer), killing it after `timeoutMs`. `input` is written to its stdin: a string,
 * or pieces from an iterable (written until the CLI stops reading), then stdin is closed.
 */
export function runCliAsync(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string>; input?: string | Iterable<string>; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? ROOT, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', ...opts.env } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let killed = false;
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    const timer = setTimeout(() => ((killed = true), child.kill('SIGKILL')), opts.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), ms: Date.now() - started, killed });
    });
    child.stdin.on('error', () => undefined);
    if (opts.input === undefined) child.stdin.end();
    else if (typeof opts.input === 'string') child.stdin.end(opts.input);
    else {
      const pieces = opts.input[Symbol.iterator]();
      let open = true;
      child.stdin.once('close', () => (open = false));
      child.once('exit', () => (open = false));
      const more = () => {
        for (;;) {
          if (!open) return;
          const next = pieces.next();
          if (next.done) return void child.stdin.end();
          if (!child.stdin.write(next.value)) return void child.stdin.once('drain', more);
        }
      };
      more();
    }
  });
}

/** A complete descriptor that passes every Level 1 rule, for tests that change one thing. */
export const GOOD_TOOL = `name: get_weather
description: >-
  Fetch the current weather for a city. Use when the user asks about "current weather"
  or "is it raining". Returns conditions for the next 24 hours only.
parameters:
  type: object
  additionalProperties: false
  required: [city]
  properties:
    city: {type: string, minLength: 1, maxLength: 100, description: "City name, e.g. London"}
    units: {type: string, enum: [celsius, fahrenheit], default: celsius, description: Temperature unit}
returns:
  description: Current conditions for the city.
  type: object
  properties:
    temperature: {type: number, description: Temperature in the requested unit}
errors:
  - {code: NOT_FOUND, http_status: 404, retryable: false, description: The city is unknown., recovery: Confirm the city with the user.}
idempotency: {idempotent: true, safe: true, destructive: false}
examples:
  - prompt: What's the weather in London?
    tool_call: {name: get_weather, arguments: {city: London}}
    result: {temperature: 11}
  - prompt: Weather in Atlantis?
    tool_call: {name: get_weather, arguments: {city: Atlantis}}
    result: {error: {code: NOT_FOUND, message: Unknown city}}
    notes: Unknown places return the error envelope.
`;

/**
 * Canonical JSON for comparing payloads: keys sorted, null fields left out (Python MCP servers send
 * an unset field as null, which the MCP schema does not allow, so export leaves it out).
 */
export function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .filter((k) => o[k] !== null)
        .sort()
        .map((k) => [k, canonical(o[k])]),
    );
  }
  return v;
}

/** A seeded generator (mulberry32, as the judging scripts draw samples): the same cases on every run, and a failure names one that can be run again. */
export { seeded as seededRandom } from '../scripts/judgement/random.mjs';
