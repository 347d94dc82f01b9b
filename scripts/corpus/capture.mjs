#!/usr/bin/env node
/**
 * Captures the `tools/list` result of real MCP servers published on npm, for the corpus in
 * corpus/mcp-servers/ (one file per server, plus SOURCES.md).
 *
 *   node scripts/corpus/capture.mjs [--dir SCRATCH] [--only slug,slug] [--out corpus/mcp-servers]
 *                                   [--manifest scripts/corpus/servers.json] [--timeout 60] [--jobs 2]
 *
 * For each manifest entry without `skip` it:
 *   - installs the pinned version into SCRATCH/<slug>/pkg (`npm install --ignore-scripts`, unless the
 *     entry says `"scripts": true`), unless that version is there already;
 *   - starts the entry's bin over stdio, in a fresh empty working directory and HOME under
 *     SCRATCH/<slug> (HOME holding the entry's `files`, if any), with a minimal PATH and the entry's
 *     `env` (dummy values only) as the whole environment;
 *   - sends `initialize`, then `tools/list` following `nextCursor`, within --timeout seconds, and
 *     always stops the server's process group (and, on Linux, whatever it left running with that
 *     HOME) at the end;
 *   - writes the tools, merged across pages, each object as the server sent it (key order kept), to
 *     OUT/<slug>.json as `{"tools": [...]}`.
 * A server that lists no tool, answers only an error, or lists exactly the tools of a server before
 * it in the manifest is reported and not written (a file from an earlier run is left as it was).
 * SOURCES.md is then rewritten from the manifest and the files in OUT. One line is printed per
 * server. The exit code is 0 whatever the servers did, 2 when the script itself is misused.
 *
 * SCRATCH defaults to ../mcp-capture beside the repository; a second run reuses its installs.
 *
 * Manifest entries: `slug` (the file name), `package` and exact `version`, `bin` (when the package
 * has several), `args`, `env`, `files` (paths under HOME and their text), `scripts`, `kind`,
 * `language` (of the tool descriptions), `licence` (as `npm view` gives it), `note` (why each
 * argument or variable is there), and `skip` (why the entry is not captured) for the ones left out.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const KINDS = ['database', 'cloud', 'saas', 'browser', 'developer', 'docs', 'search', 'productivity', 'payments', 'maps', 'media', 'finance', 'other'];
const PROTOCOL_VERSION = '2025-06-18';
const MAX_PAGES = 100;
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000;
const STDERR_KEEP = 4000;

const USAGE = `usage: node scripts/corpus/capture.mjs [--dir SCRATCH] [--only slug,slug] [--out DIR]
         [--manifest FILE] [--timeout SECONDS] [--jobs 1|2]`;

function misuse(message) {
  console.error(`capture: ${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = {
    manifest: path.join(ROOT, 'scripts', 'corpus', 'servers.json'),
    dir: path.resolve(ROOT, '..', 'mcp-capture'),
    out: path.join(ROOT, 'corpus', 'mcp-servers'),
    only: null,
    timeout: 60,
    jobs: 2,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') misuse(`${flag} needs a value`);
      return v;
    };
    if (flag === '--manifest') opts.manifest = path.resolve(value());
    else if (flag === '--dir') opts.dir = path.resolve(value());
    else if (flag === '--out') opts.out = path.resolve(value());
    else if (flag === '--only') opts.only = value().split(',').map((s) => s.trim()).filter(Boolean);
    else if (flag === '--timeout') opts.timeout = Number(value());
    else if (flag === '--jobs') opts.jobs = Number(value());
    else misuse(`unknown argument ${arg}`);
  }
  if (!Number.isFinite(opts.timeout) || opts.timeout <= 0) misuse('--timeout takes a positive number of seconds');
  if (![1, 2].includes(opts.jobs)) misuse('--jobs takes 1 or 2 (the capture machines have 2 cores)');
  if (opts.dir === ROOT || opts.dir.startsWith(ROOT + path.sep)) misuse('--dir must be outside the repository');
  return opts;
}

/** The manifest, checked: every entry's fields, unique slugs, pinned versions. */
function loadManifest(file) {
  let entries;
  try {
    entries = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    misuse(`cannot read the manifest ${file}: ${err.message}`);
  }
  if (!Array.isArray(entries)) misuse(`${file} must hold an array`);
  const seen = new Set();
  for (const e of entries) {
    const where = `manifest entry ${JSON.stringify(e.slug ?? e.package)}`;
    if (typeof e.slug !== 'string' || !/^[a-z0-9][a-z0-9._-]*$/.test(e.slug)) misuse(`${where}: slug must be lower-case letters, digits, '.', '_' or '-'`);
    if (seen.has(e.slug)) misuse(`${where}: duplicate slug`);
    seen.add(e.slug);
    if (typeof e.package !== 'string' || !e.package) misuse(`${where}: package missing`);
    const exact = typeof e.version === 'string' && /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(e.version);
    if (e.skip !== undefined) {
      // A skipped entry keeps the version tried, if the registry had one.
      if (typeof e.skip !== 'string' || !e.skip) misuse(`${where}: skip must give a reason`);
      if (e.version !== undefined && !exact) misuse(`${where}: version must be exact`);
      continue;
    }
    if (!exact) misuse(`${where}: version must be exact`);
    if (!KINDS.includes(e.kind)) misuse(`${where}: kind must be one of ${KINDS.join(', ')}`);
    if (typeof e.language !== 'string' || !/^[a-z]{2}$/.test(e.language)) misuse(`${where}: language must be a two-letter code`);
    if (typeof e.licence !== 'string' || !e.licence) misuse(`${where}: licence missing`);
    if (e.args !== undefined && !(Array.isArray(e.args) && e.args.every((a) => typeof a === 'string'))) misuse(`${where}: args must be strings`);
    if (e.env !== undefined && !(e.env && typeof e.env === 'object' && Object.values(e.env).every((v) => typeof v === 'string'))) misuse(`${where}: env must map names to strings`);
    if (e.files !== undefined && !(e.files && typeof e.files === 'object' && Object.entries(e.files).every(([f, t]) => typeof t === 'string' && !path.isAbsolute(f) && !f.split(/[\\/]/).includes('..')))) {
      misuse(`${where}: files must map paths under HOME to their text`);
    }
  }
  return entries;
}

/** Runs a command to its end (used for npm install), killing its process group past the time-out. */
function run(command, args, options, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-STDERR_KEEP);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ code: -1, output: `${output}\n${err.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output: signal ? `${output}\nkilled by ${signal}` : output });
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the server's process group, then SIGKILL to whatever is left after two seconds. */
async function stopGroup(child) {
  if (!child.pid) return;
  child.stdin.destroy();
  killGroup(child, 'SIGTERM');
  for (let i = 0; i < 20 && groupAlive(child.pid); i++) await sleep(100);
  killGroup(child, 'SIGKILL');
  for (let i = 0; i < 20 && groupAlive(child.pid); i++) await sleep(100);
}

/**
 * Kills what the server left behind outside its process group (a daemon that called setsid):
 * on Linux, every process whose environment has this server's HOME, which no other process has.
 */
async function stopStragglers(home) {
  if (!existsSync('/proc')) return;
  const mark = Buffer.from(`\0HOME=${home}\0`);
  const find = () => readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && Number(pid) !== process.pid).filter((pid) => {
    try {
      return Buffer.concat([Buffer.from([0]), readFileSync(`/proc/${pid}/environ`), Buffer.from([0])]).includes(mark);
    } catch {
      return false; // Gone, or not ours to read.
    }
  });
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    const pids = find();
    if (!pids.length) return;
    for (const pid of pids) {
      try {
        process.kill(Number(pid), signal);
      } catch {
        // Already gone.
      }
    }
    await sleep(1000);
  }
}

function packageDir(opts, entry) {
  return path.join(opts.dir, entry.slug, 'pkg');
}

function installedManifest(opts, entry) {
  const file = path.join(packageDir(opts, entry), 'node_modules', ...entry.package.split('/'), 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Installs the pinned version into SCRATCH/<slug>/pkg unless it is there already. */
async function install(opts, entry) {
  const installed = installedManifest(opts, entry);
  if (installed?.version === entry.version) return null;
  const dir = packageDir(opts, entry);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  const args = ['install', '--prefix', dir, `${entry.package}@${entry.version}`, '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'];
  if (entry.scripts !== true) args.push('--ignore-scripts');
  const { code, output } = await run('npm', args, { cwd: dir, env: process.env }, INSTALL_TIMEOUT_MS);
  if (code !== 0) return `npm install failed: ${npmError(output)}`;
  if (installedManifest(opts, entry)?.version !== entry.version) return 'npm install did not leave the pinned version';
  return null;
}

/**
 * The command to start: the entry's `bin`, else the package's only bin, else the one named like
 * the package; its link in node_modules/.bin, or node on the file when npm made no link (a bin
 * named like a scoped package).
 */
function binCommand(opts, entry) {
  const manifest = installedManifest(opts, entry);
  const bins = typeof manifest.bin === 'string' ? { [manifest.name.split('/').pop()]: manifest.bin } : (manifest.bin ?? {});
  const names = Object.keys(bins);
  let name = entry.bin;
  if (name === undefined) {
    if (names.length === 1) name = names[0];
    else name = names.find((n) => n === manifest.name.split('/').pop());
  }
  if (name === undefined || !names.includes(name)) {
    throw new Error(names.length ? `choose a bin: ${names.join(', ')}` : 'the package has no bin');
  }
  const link = path.join(packageDir(opts, entry), 'node_modules', '.bin', name);
  if (existsSync(link)) return [link, []];
  return [process.execPath, [path.join(packageDir(opts, entry), 'node_modules', ...entry.package.split('/'), bins[name])]];
}

/** The telling lines of npm's error output (not the pointer to its log file). */
function npmError(output) {
  const lines = output.split('\n').filter((l) => l.startsWith('npm error') && !l.includes('complete log of this run'));
  return lines.slice(0, 3).map((l) => l.replace(/^npm error\s*/, '')).filter(Boolean).join(' / ').slice(0, 300) || lastLine(output);
}

function lastLine(text) {
  const lines = String(text).split('\n').map((l) => l.trim()).filter(Boolean);
  return (lines.at(-1) ?? '').slice(0, 200);
}

/**
 * Starts the server, initializes, lists every page of tools and stops the server.
 * Resolves to { tools } or { error }, never rejects.
 */
async function listTools(opts, entry) {
  const base = path.join(opts.dir, entry.slug);
  const home = path.join(base, 'home');
  const cwd = path.join(base, 'work');
  for (const dir of [home, cwd]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  for (const [file, text] of Object.entries(entry.files ?? {})) {
    mkdirSync(path.dirname(path.join(home, file)), { recursive: true });
    writeFileSync(path.join(home, file), text);
  }
  let command, prefix;
  try {
    [command, prefix] = binCommand(opts, entry);
  } catch (err) {
    return { error: err.message };
  }
  const env = {
    PATH: [path.dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(path.delimiter),
    HOME: home,
    ...entry.env,
  };
  const child = spawn(command, [...prefix, ...(entry.args ?? [])], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_KEEP);
  });
  child.stdin.on('error', () => {
    // A server that exits early closes its stdin; the exit is reported below.
  });

  const pending = new Map();
  let nextId = 1;
  let failure = null;
  let failed;
  const failedPromise = new Promise((resolve) => {
    failed = (message) => {
      failure ??= message;
      resolve();
    };
  });

  const send = (message) => {
    if (child.stdin.writable) child.stdin.write(`${JSON.stringify(message)}\n`);
  };
  const request = (method, params) => {
    const id = nextId++;
    send({ jsonrpc: '2.0', id, method, params });
    return Promise.race([
      new Promise((resolve) => pending.set(id, resolve)),
      failedPromise.then(() => ({ error: { message: failure } })),
    ]);
  };

  let buffer = '';
  child.stdout.on('data', (chunk) => {
    buffer += chunk.toString();
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('{')) continue; // A log line on stdout: not protocol.
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        continue;
      }
      if (message.id !== undefined && message.method === undefined) {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      } else if (message.id !== undefined) {
        // A request from the server: answer ping, refuse the rest (this client declares no capability).
        send(message.method === 'ping'
          ? { jsonrpc: '2.0', id: message.id, result: {} }
          : { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } });
      }
    }
  });
  child.on('error', (err) => failed(`could not start: ${err.message}`));
  child.on('exit', (code, signal) => failed(`exited (${signal ?? `code ${code}`}) before answering: ${lastLine(stderr) || 'no stderr'}`));
  const timer = setTimeout(() => failed(`no answer within ${opts.timeout} s: ${lastLine(stderr) || 'no stderr'}`), opts.timeout * 1000);

  try {
    const init = await request('initialize', {
      protocolVersion: PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'tooldoc-corpus-capture', version: '1.0.0' },
    });
    if (init.error) return { error: `initialize: ${init.error.message}` };
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const tools = [];
    let cursor;
    for (let page = 0; page < MAX_PAGES; page++) {
      const res = await request('tools/list', cursor === undefined ? {} : { cursor });
      if (res.error) return { error: `tools/list: ${res.error.message}` };
      if (!Array.isArray(res.result?.tools)) return { error: 'tools/list: the result has no tools array' };
      tools.push(...res.result.tools);
      cursor = res.result.nextCursor;
      if (cursor === undefined || cursor === null || cursor === '') return { tools };
    }
    return { error: `tools/list: more than ${MAX_PAGES} pages` };
  } finally {
    clearTimeout(timer);
    child.removeAllListeners('exit');
    await stopGroup(child);
    await stopStragglers(home);
  }
}

async function captureOne(opts, entry) {
  const started = Date.now();
  const installError = await install(opts, entry);
  if (installError) return { error: installError, ms: Date.now() - started };
  const result = await listTools(opts, entry);
  return { ...result, ms: Date.now() - started };
}

const cell = (text) => String(text).replace(/\|/g, '\\|');

/** SOURCES.md from the manifest and the files in OUT (so a partial run keeps the others' rows). */
function writeSources(opts, entries) {
  const rows = [];
  const byKind = new Map();
  const byLanguage = new Map();
  const tally = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  let total = 0;
  for (const e of entries) {
    if (e.skip !== undefined) continue;
    const file = path.join(opts.out, `${e.slug}.json`);
    if (!existsSync(file)) continue;
    const count = JSON.parse(readFileSync(file, 'utf8')).tools.length;
    total += count;
    tally(byKind, e.kind);
    tally(byLanguage, e.language);
    rows.push(`| ${cell(e.slug)} | \`${cell(e.package)}\` | ${cell(e.version)} | ${cell(e.licence)} | ${e.kind} | ${e.language} | ${count} |`);
  }
  const rel = path.relative(ROOT, opts.out).split(path.sep).join('/') || '.';
  const text = [
    '# MCP servers from npm',
    '',
    'Each `<slug>.json` here is the `tools/list` result of one MCP server published on the npm registry,',
    'as `{"tools": [...]}`: every tool object exactly as the server sent it (key order kept), the pages',
    'of a paginated list merged in order. Nothing in them is edited by hand.',
    '',
    'They were captured by `scripts/corpus/capture.mjs` from the manifest `scripts/corpus/servers.json`:',
    'each server pinned to the version below, installed into a scratch folder of its own outside the',
    'repository (`npm install --ignore-scripts` unless the manifest says otherwise; dependencies resolve at',
    'install time), started over stdio with an empty HOME and working directory, no network but the npm',
    'registry, and dummy credentials where a server will not start without one (see each entry\'s `note`).',
    'The manifest also keeps the servers that were tried and left out, with the reason.',
    '',
    'To repeat (or refresh some):',
    '',
    '```sh',
    `node scripts/corpus/capture.mjs --dir ../mcp-capture --out ${rel}`,
    `node scripts/corpus/capture.mjs --only slug,slug   # just those`,
    '```',
    '',
    `Last run: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}. Servers: ${rows.length}, tools: ${total}.`,
    `By kind: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}.`,
    `By the language of the descriptions: ${[...byLanguage].map(([k, n]) => `${k} ${n}`).join(', ')}.`,
    '',
    '| slug | package | version | licence | kind | language | tools |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(path.join(opts.out, 'SOURCES.md'), text);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const entries = loadManifest(opts.manifest);
  if (opts.only) {
    const unknown = opts.only.filter((slug) => !entries.some((e) => e.slug === slug));
    if (unknown.length) misuse(`no manifest entry for ${unknown.join(', ')}`);
  }
  const todo = entries.filter((e) => e.skip === undefined && (!opts.only || opts.only.includes(e.slug)));
  for (const e of entries.filter((x) => x.skip !== undefined && opts.only?.includes(x.slug))) console.log(`skipped ${e.slug}: ${e.skip}`);
  mkdirSync(opts.dir, { recursive: true });
  mkdirSync(opts.out, { recursive: true });

  const results = new Map();
  const queue = [...todo];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      try {
        results.set(entry.slug, await captureOne(opts, entry));
      } catch (err) {
        results.set(entry.slug, { error: `capture failed: ${err.message}`, ms: 0 });
      }
    }
  };
  const started = Date.now();
  // Results are reported and written in manifest order once all are in, so that duplicates are
  // judged against the same earlier server whatever the run's interleaving.
  await Promise.all(Array.from({ length: Math.min(opts.jobs, todo.length) }, worker));

  const written = new Map();
  for (const e of entries) {
    if (e.skip !== undefined) continue;
    const file = path.join(opts.out, `${e.slug}.json`);
    const result = results.get(e.slug);
    const text = result?.tools?.length ? `${JSON.stringify({ tools: result.tools }, null, 2)}\n` : null;
    const earlier = text ?? (!result && existsSync(file) ? readFileSync(file, 'utf8') : null);
    const twin = earlier && [...written].find(([, t]) => t === earlier)?.[0];
    if (earlier && !twin) written.set(e.slug, earlier);
    if (!result) continue;
    const secs = `${(result.ms / 1000).toFixed(1)} s`;
    if (result.error) console.log(`failed  ${e.slug}: ${result.error} (${secs})`);
    else if (!text) console.log(`failed  ${e.slug}: no tools listed (${secs})`);
    else if (twin) console.log(`failed  ${e.slug}: the same tools as ${twin}, not written (${secs})`);
    else {
      writeFileSync(file, text);
      console.log(`ok      ${e.slug}: ${result.tools.length} tool${result.tools.length === 1 ? '' : 's'} (${secs})`);
    }
  }
  writeSources(opts, entries);
  const kept = new Set(entries.filter((e) => e.skip === undefined).map((e) => `${e.slug}.json`));
  for (const f of readdirSync(opts.out).filter((name) => name.endsWith('.json') && !kept.has(name))) {
    console.log(`stale   ${f}: no manifest entry captures it; remove it by hand if it is not wanted`);
  }
  const ok = todo.filter((e) => results.get(e.slug)?.tools?.length && written.has(e.slug)).length;
  console.log(`${ok} of ${todo.length} servers captured in ${((Date.now() - started) / 1000).toFixed(0)} s; ${readdirSync(opts.out).filter((f) => f.endsWith('.json')).length} files in ${opts.out}`);
}

await main();
