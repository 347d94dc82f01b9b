#!/usr/bin/env node
// The language server's latency (`npm run bench` runs it; alone: `node bench/lsp.mjs [--tools 5461]`).
// Starts `tooldoc lsp --stdio` on a workspace of a generated corpus, as an editor does (initialize,
// then open a document at once), and times:
//
// - the opened document's first diagnostics, from its didOpen;
// - the workspace read (the server's trace says when it is done);
// - edits (didChange, incremental) to the published diagnostics of the edited document: an edit to a
//   parameter's schema and an edit to the tool's description, each made and undone in turn, with a
//   pause between them so that each is linted on its own, as when someone types and stops.
//
// Medians; a shared machine is noisy, so compare figures of one run only.
import { execFileSync, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { clearTimeout, setTimeout } from 'node:timers';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.resolve(ROOT, '..', 'shared', 'bench');
const BIN = path.join(ROOT, 'bin', 'tooldoc.js');
const WAIT_MS = 120_000;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first descriptor file of a generated corpus, in sorted order. */
export function firstFile(dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return firstFile(p);
    if (e.name.endsWith('.yaml')) return p;
  }
  throw new Error(`bench: no .yaml file in ${dir}`);
}

/** An edit of one line of `text`, and the edit that undoes it, as LSP content changes. */
function lineEdit(text, pattern, change) {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => pattern.test(l));
  if (line === -1) throw new Error(`bench: no line matching ${pattern}`);
  const before = lines[line];
  const after = change(before);
  const whole = (from, to) => ({ range: { start: { line, character: 0 }, end: { line, character: from.length } }, text: to });
  return { forth: whole(before, after), back: whole(after, before) };
}

/**
 * Measures the server on `dir` (the workspace folder), with `file` (in it) opened. `edits` of each
 * kind; returns seconds.
 */
export async function measureLsp({ dir, file = firstFile(dir), edits = 20, pause = 400 }) {
  const child = spawn(process.execPath, [BIN, 'lsp', '--stdio'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const listeners = new Set();
  const published = [];
  const traces = [];
  const record = (push) => {
    push();
    for (const l of [...listeners]) l();
  };
  connection.onNotification('textDocument/publishDiagnostics', (p) => record(() => published.push({ at: performance.now(), ...p })));
  connection.onNotification('$/logTrace', (p) => record(() => traces.push({ at: performance.now(), message: p.message })));
  connection.onNotification('window/logMessage', () => undefined);
  connection.onNotification('window/showMessage', () => undefined);
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  const waitFor = (what, check) =>
    new Promise((resolve, reject) => {
      const now = check();
      if (now !== undefined) return resolve(now);
      const timer = setTimeout(() => reject(new Error(`bench: no ${what} within ${WAIT_MS / 1000} s; server stderr: ${stderr}`)), WAIT_MS);
      const listener = () => {
        const value = check();
        if (value === undefined) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(value);
      };
      listeners.add(listener);
    });

  const folder = pathToFileURL(dir).href;
  const uri = pathToFileURL(file).href;
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: folder, workspaceFolders: [{ uri: folder, name: 'bench' }], capabilities: {}, trace: 'verbose' });
  await connection.sendNotification('initialized', {});
  const text = readFileSync(file, 'utf8');
  let version = 1;
  const nextFor = (from) => waitFor(`diagnostics for ${uri}`, () => published.slice(from).find((p) => p.uri === uri));
  const opened = performance.now();
  let from = published.length;
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version, text } });
  const first = (await nextFor(from)).at - opened;
  const read = (await waitFor('the workspace read', () => traces.find((t) => t.message.startsWith('Read the workspace')))).at - opened;
  // What the server does once the workspace is read (the catalog findings of the open document) is not an edit's.
  await sleep(2000);

  const kinds = {
    parameter: lineEdit(text, /^ +minLength: \d+$/, (l) => l.replace(/\d+$/, (n) => String(Number(n) + 1))),
    description: lineEdit(text, /^description: /, (l) => l.replace(/^description: "(.*)"$/, 'description: "$1 Also for archived ones."')),
  };
  const times = {};
  for (const [kind, { forth, back }] of Object.entries(kinds)) {
    times[kind] = [];
    for (let i = 0; i < edits; i++) {
      const change = i % 2 ? back : forth;
      from = published.length;
      const sent = performance.now();
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: ++version }, contentChanges: [change] });
      times[kind].push((await nextFor(from)).at - sent);
      await sleep(pause);
    }
    if (edits % 2) {
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: ++version }, contentChanges: [back] });
      await sleep(pause);
    }
  }
  await connection.sendRequest('shutdown');
  await connection.sendNotification('exit');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  connection.dispose();
  return {
    first: first / 1000,
    read: read / 1000,
    edit: Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs) / 1000])),
    edits: Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, xs.map((x) => x / 1000)])),
  };
}

/** One line per figure, for the bench's output. */
export function describeLsp(tools, r) {
  const ms = (s) => `${Math.round(s * 1000)} ms`;
  return [
    `Language server, ${tools.toLocaleString('en')} tools, 1 per file: first diagnostics of the opened document ${ms(r.first)} after it was opened (target ≤ 2 s); workspace read in ${ms(r.read)}.`,
    `Language server, edit to diagnostics (median of ${r.edits.parameter.length} edits; target ≤ 100 ms): ${ms(r.edit.parameter)} for an edit to a parameter, ${ms(r.edit.description)} for an edit to the description.`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--tools');
  const tools = at === -1 ? 5461 : Number(args[at + 1]);
  const work = mkdtempSync(path.join(os.tmpdir(), 'tooldoc-bench-lsp-'));
  try {
    const dir = path.join(work, 'corpus');
    execFileSync(process.execPath, [path.join(SHARED, 'gen-corpus.mjs'), '--out', dir, '--tools', String(tools), '--per-file', '1'], { stdio: 'ignore' });
    const r = await measureLsp({ dir });
    console.log(describeLsp(tools, r).join('\n'));
    if (args.includes('--verbose')) console.log(JSON.stringify(r.edits));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
