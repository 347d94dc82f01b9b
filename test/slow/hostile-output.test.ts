/**
 * Issue 12, the output's part: no input can lose the report, forge a line in a terminal or CI log,
 * or have tooldoc write over a file it lints. Each case runs the built CLI on generated files and
 * checks the exit code, the message, the report and that the inputs are byte for byte unchanged.
 * The time bounds are generous safety nets, not benchmarks.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, linkSync, openSync, readFileSync, readSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers.js';
import { CLEAN_TOOL, expectNoCrash, parseReport, requireBuild, writeFiles } from '../e2e/support.js';

requireBuild();

/**
 * Runs the built CLI as runCli does, but kills it after `timeout` ms, so that a hang fails the test
 * (with a null exit code) instead of blocking the suite.
 */
function runCli(args: string[], opts: { cwd: string; timeout?: number }) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: opts.timeout ?? 50_000,
    killSignal: 'SIGKILL',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** runCli without blocking the test worker (vitest's own messages must get through during long runs). */
function runCliAsync(args: string[], opts: { cwd: string; timeout: number }): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeout);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}

/** A catalog of `n` tools, one JSON object a line (so that lines stay short, as in real files). */
const catalog = (n: number, name = (i: number) => `tool_${'x'.repeat(30)}${i}`) =>
  '{"tools": [\n' + Array.from({ length: n }, (_, i) => JSON.stringify({ name: name(i), description: 'x' })).join(',\n') + '\n]}\n';

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isTokenChar = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45;
const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
const ESCAPES = new Set([...'"\\/bfnrt'].map((ch) => ch.charCodeAt(0)));

/**
 * Checks that a file is one JSON value, reading it a piece at a time (a report can be larger than the
 * longest string V8 can hold), and counts the elements of the root object's arrays; returns the
 * text of the root's chosen members (`summary`) too. Yields to the event loop between pieces.
 */
async function scanJson(file: string, keep: readonly string[] = ['summary']): Promise<{ counts: Record<string, number>; kept: Record<string, string> }> {
  const stack: number[] = []; // 0x7b '{' or 0x5b '['
  const counts: Record<string, number> = {};
  const kept: Record<string, string> = {};
  // Set in the closures below as well, so declared with casts (TypeScript does not narrow them).
  let state = 'value' as 'value' | 'key' | 'colon' | 'after' | 'string' | 'token' | 'done';
  let inKey = false;
  let escape = 0; // 1 after a backslash, 2–5 inside \uXXXX
  let token = '';
  let key = '';
  let topKey = '';
  let capture = null as string | null;
  let emptyOk = false;
  const fail = (why: string, at: number): never => {
    throw new Error(`${file} is not JSON at byte ${at}: ${why}`);
  };
  const startValue = (c: number) => {
    if (stack.length === 2 && stack[1] === 0x5b) counts[topKey] = (counts[topKey] ?? 0) + 1;
    if (stack.length === 1 && keep.includes(topKey)) capture = String.fromCharCode(c);
  };
  const endValue = (trailing: number) => {
    state = stack.length ? 'after' : 'done';
    if (stack.length === 1 && capture !== null) {
      kept[topKey] = capture.slice(0, capture.length - trailing);
      capture = null;
    }
  };
  const buf = Buffer.alloc(1 << 24);
  const fd = openSync(file, 'r');
  let offset = 0;
  try {
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (!n) break;
      for (let i = 0; i < n; i++) {
        const c = buf[i]!;
        if (capture !== null && state !== 'value') capture += String.fromCharCode(c);
        if (state === 'string') {
          if (escape === 1) {
            if (c === 0x75) escape = 2;
            else if (ESCAPES.has(c)) escape = 0;
            else fail('bad escape', offset + i);
          } else if (escape >= 2) {
            if (!isHex(c)) fail('bad \\u escape', offset + i);
            escape = escape === 5 ? 0 : escape + 1;
          } else if (c === 0x5c) escape = 1;
          else if (c === 0x22) {
            if (inKey) {
              if (stack.length === 1) topKey = key;
              state = 'colon';
            } else endValue(0);
          } else if (c < 0x20) fail('raw control character in a string', offset + i);
          else if (inKey && stack.length === 1) key += String.fromCharCode(c);
          continue;
        }
        if (state === 'token') {
          if (isTokenChar(c)) {
            token += String.fromCharCode(c);
            continue;
          }
          if (!/^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?)$/.test(token)) fail(`bad token ${token}`, offset + i);
          endValue(1);
        }
        if (isSpace(c)) continue;
        if (state === 'value') {
          if (c === 0x5d && emptyOk) {
            stack.pop();
            emptyOk = false;
            if (capture !== null) capture += ']';
            endValue(0);
            continue;
          }
          emptyOk = false;
          startValue(c);
          if (c === 0x7b || c === 0x5b) {
            if (capture !== null && stack.length > 1) capture += String.fromCharCode(c);
            stack.push(c);
            state = c === 0x7b ? 'key' : 'value';
            emptyOk = true;
          } else if (c === 0x22) {
            if (capture !== null && stack.length > 1) capture += '"';
            state = 'string';
            inKey = false;
          } else if (c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e) {
            if (capture !== null && stack.length > 1) capture += String.fromCharCode(c);
            state = 'token';
            token = String.fromCharCode(c);
          } else fail(`unexpected ${String.fromCharCode(c)}`, offset + i);
        } else if (state === 'key') {
          if (c === 0x7d && emptyOk) {
            stack.pop();
            emptyOk = false;
            endValue(0);
          } else if (c === 0x22) {
            emptyOk = false;
            state = 'string';
            inKey = true;
            key = '';
          } else fail(`expected a key, not ${String.fromCharCode(c)}`, offset + i);
        } else if (state === 'colon') {
          if (c !== 0x3a) fail('expected :', offset + i);
          state = 'value';
        } else if (state === 'after') {
          const top = stack[stack.length - 1];
          if (c === 0x2c) state = top === 0x7b ? 'key' : 'value';
          else if ((c === 0x7d && top === 0x7b) || (c === 0x5d && top === 0x5b)) {
            stack.pop();
            endValue(0);
          } else fail(`unexpected ${String.fromCharCode(c)}`, offset + i);
        } else fail(`text after the end: ${String.fromCharCode(c)}`, offset + i);
      }
      offset += n;
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    closeSync(fd);
  }
  if (state !== 'done') fail('unexpected end', offset);
  return { counts, kept };
}

describe('reports of huge catalogs', () => {
  // Their files are large (a report of the 130,000-tool catalog is about 1 GB): removed when done.
  const made: string[] = [];
  const bigDir = (files: Record<string, string>) => {
    const dir = writeFiles(files);
    made.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it('the JSON report of 130,000 tools in one file is written whole and parses', { timeout: 300_000 }, async () => {
    const dir = bigDir({ 'big.json': catalog(130_000) });
    // About 25 s of CPU on two cores: a machine busy with other work must not stop it at the default
    // 30 s --max-file-time, which test/slow/time-limit.test.ts holds; this test is about the report.
    const r = await runCliAsync(['lint', 'big.json', '-f', 'json', '-o', 'report.json', '--max-file-time', '200'], { cwd: dir, timeout: 240_000 });
    expectNoCrash(r);
    expect(r.stderr).not.toMatch(/Invalid string length|Could not write/);
    expect(r.code, r.stderr).toBe(1);
    const { counts, kept } = await scanJson(path.join(dir, 'report.json'));
    expect(counts).toEqual({ tools: 130_000, files: 1 });
    expect(JSON.parse(kept.summary!)).toMatchObject({ files: 1, filesLinted: 1, tools: 130_000 });
  });

  it('stylish on 30,000 tools in one file (300,000 findings) ends with the summary lines', { timeout: 120_000 }, async () => {
    const dir = bigDir({ 'big.json': catalog(30_000, (i) => `t${i}`) });
    const r = await runCliAsync(['lint', 'big.json'], { cwd: dir, timeout: 100_000 });
    expectNoCrash(r);
    expect(r.code).toBe(1);
    // The tools are alike, and so are their scores: one band holds them all.
    expect(r.stdout).toMatch(/\n30000 tools in 1 file \(Level 0: 30000, Level 1: 0, Level 2: 0, Level 3: 0\)\nScores: min \d+, median \d+, mean [\d.]+, max \d+ \(\d+-\d+: 30000\)\n$/);
  });

  it('junit on 30,000 tools in one file takes no quadratic pass', { timeout: 120_000 }, async () => {
    const dir = bigDir({ 'big.json': catalog(30_000, (i) => `t${i}`) });
    const r = await runCliAsync(['lint', 'big.json', '-f', 'junit', '-o', 'junit.xml'], { cwd: dir, timeout: 100_000 });
    expectNoCrash(r);
    expect(r.code).toBe(1);
    const xml = readFileSync(path.join(dir, 'junit.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="tooldoc" tests="30000" failures="30000" /);
    expect(xml.endsWith('</testsuites>\n')).toBe(true);
  });

  it('a reader that goes away early (| head) ends the run quietly', { timeout: 120_000 }, () => {
    const dir = bigDir({ 'big.json': catalog(30_000, (i) => `t${i}`) });
    for (const format of ['stylish', 'json']) {
      const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" lint big.json -f ${format} 2>err.txt | head -n 2 >/dev/null; echo "\${PIPESTATUS[0]}"`], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
        timeout: 50_000,
        killSignal: 'SIGKILL',
      });
      expect(r.status).toBe(0);
      expect(['0', '1']).toContain(r.stdout.trim());
      const stderr = readFileSync(path.join(dir, 'err.txt'), 'utf8');
      expectNoCrash({ stdout: '', stderr });
      expect(stderr).toBe('');
    }
  });
});

describe('control characters from descriptors', () => {
  const EVIL = 'evil\u001b[2J\u0007\r\n::error file=x::forged\u202Eend';
  const files = () =>
    writeFiles({
      'tools.json': JSON.stringify({
        tools: [
          { name: EVIL, description: 'x' },
          { name: '::warning file=y::tool-forged', description: 'x' },
          { name: 'set ##vso[task.setvariable variable=x]1', description: 'x' },
        ],
      }),
      '::error file=z::file-forged.json': JSON.stringify({ name: 'ok_name', description: 'x' }),
    });

  it('stylish shows them as \\uXXXX, and no line of a text format reads as a CI command', { timeout: 60_000 }, () => {
    const dir = files();
    const stylish = runCli(['lint', '.'], { cwd: dir });
    expectNoCrash(stylish);
    expect(stylish.code).toBe(1);
    expect(stylish.stdout).toContain('Tool name "evil\\u001B[2J\\u0007\\u000D\\u000A::error file=x::forged\\u202Eend" has characters other than');
    expect(stylish.stdout).toMatch(/^ {2}evil\\u001B\[2J\\u0007\\u000D\\u000A::error file=x::forged\\u202Eend {2}Level 0 /m);
    expect(stylish.stdout).toMatch(/^ {2}\\u003A:warning file=y::tool-forged +Level 0 /m);
    expect(stylish.stdout).toMatch(/^\\u003A:error file=z::file-forged\.json$/m);
    expect(stylish.stdout).toContain('set ##vso\\u005Btask.setvariable variable=x]1');
    for (const format of ['stylish', 'github', 'gitlab', 'markdown', 'junit', 'json', 'sarif']) {
      const r = format === 'stylish' ? stylish : runCli(['lint', '.', '-f', format], { cwd: dir });
      expectNoCrash(r);
      // eslint-disable-next-line no-control-regex -- the point
      expect(r.stdout, format).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202E]|##vso\[/i);
      const commands = r.stdout.split('\n').filter((l) => /^\s*(::|##\[)/.test(l));
      if (format === 'github') {
        expect(commands.length).toBeGreaterThan(3);
        for (const c of commands) expect(c, format).toMatch(/^::(error|warning) file=[^,:]*,line=\d+,col=\d+(,endLine=\d+,endColumn=\d+)?,title=[^:]*::[^\r]*$/);
        expect(r.stdout).toContain('::Tool name "evil\\u001B[2J\\u0007%0D%0A::error file=x::forged\\u202Eend" has characters other than');
      } else expect(commands, format).toEqual([]);
    }
    // JSON readers get the names back unchanged.
    const report = parseReport(runCli(['lint', '.', '-f', 'json'], { cwd: dir }).stdout);
    expect(report.tools.map((t) => t.name)).toEqual(expect.arrayContaining([EVIL, '::warning file=y::tool-forged', 'set ##vso[task.setvariable variable=x]1']));
  });
});

describe('output paths', () => {
  it.skipIf(!existsSync('/proc/self'))('-o and --write-baseline under a folder that cannot be created exit 2 at once, naming the path', { timeout: 60_000 }, () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL });
    const report = runCli(['lint', 'good.yaml', '-f', 'json', '-o', '/proc/nope/report.json'], { cwd: dir, timeout: 15_000 });
    expect(report.code).toBe(2);
    expect(report.stderr).toBe('tooldoc: Could not write the json report to /proc/nope/report.json: ENOENT.\n');
    const baseline = runCli(['lint', 'good.yaml', '--write-baseline', '/proc/nope/b.json'], { cwd: dir, timeout: 15_000 });
    expect(baseline.code).toBe(2);
    expect(baseline.stderr).toBe('tooldoc: Could not write the baseline to /proc/nope/b.json: ENOENT.\n');
    expect(baseline.stdout).toBe('');
    const exported = runCli(['export', '--target', 'mcp', 'good.yaml', '-o', '/proc/nope/tools.json'], { cwd: dir, timeout: 15_000 });
    expect(exported.code).toBe(2);
    expect(exported.stderr).toMatch(/^tooldoc: Could not write the payload to \/proc\/nope\/tools\.json: ENOENT\.\n/m);
  });

  it('refuses to write a report, a baseline, the cache, a payload, a lock or a diff over a file it read, which stays untouched', { timeout: 120_000 }, () => {
    const dir = writeFiles({ 'tools/good.yaml': CLEAN_TOOL, 'tools/other.yaml': CLEAN_TOOL.replace('get_weather', 'get_forecast') });
    const input = path.join(dir, 'tools', 'good.yaml');
    symlinkSync(input, path.join(dir, 'link.yaml'));
    linkSync(input, path.join(dir, 'hard.txt'));
    const before = readFileSync(input);
    const cases: Array<[string[], string]> = [
      [['lint', 'tools', '-o', 'tools/good.yaml'], 'Refusing to write the stylish report to tools/good.yaml: it is one of the files being linted; name another file.'],
      [['lint', 'tools', '-f', 'json', '-f', 'sarif=./tools/good.yaml'], 'Refusing to write the sarif report to ./tools/good.yaml: it is one of the files being linted; name another file.'],
      [['lint', 'tools', '-f', 'json=report.json', '-f', 'sarif=link.yaml'], 'Refusing to write the sarif report to link.yaml: it is the same file as tools/good.yaml, which is being linted; name another file.'],
      [['lint', 'tools', '-o', 'hard.txt'], 'Refusing to write the stylish report to hard.txt: it is the same file as tools/good.yaml, which is being linted; name another file.'],
      [['lint', 'tools', '-f', 'json=report.json', '--write-baseline', 'tools/good.yaml'], 'Refusing to write the baseline to tools/good.yaml: it is one of the files being linted; name another file.'],
      [['lint', 'tools', '--cache', '--cache-location', 'tools/good.yaml'], 'Refusing to write the cache to tools/good.yaml: it is one of the files being linted; give --cache-location another file.'],
      [['lint', 'tools', '--cache', '--cache-location', 'hard.txt'], 'Refusing to write the cache to hard.txt: it is the same file as tools/good.yaml, which is being linted; give --cache-location another file.'],
      [['export', '--target', 'mcp', 'tools', '-o', 'tools/good.yaml'], 'Refusing to write the payload to tools/good.yaml: it is one of the files being linted; name another file.'],
      [['lock', 'tools', '--lockfile', 'tools/good.yaml'], 'Refusing to write the lock to tools/good.yaml: it is one of the files being locked; name another file.'],
      [['lock', 'tools', '--lockfile', 'link.yaml'], 'Refusing to write the lock to link.yaml: it is the same file as tools/good.yaml, which is being locked; name another file.'],
      [['diff', 'tools/other.yaml', 'tools', '-o', 'tools/good.yaml'], 'Refusing to write the diff to tools/good.yaml: it is one of the files being compared; name another file.'],
      [['diff', 'tools/good.yaml', 'tools/other.yaml', '-o', 'hard.txt'], 'Refusing to write the diff to hard.txt: it is the same file as tools/good.yaml, which is being compared; name another file.'],
    ];
    for (const [args, message] of cases) {
      const r = runCli(args, { cwd: dir });
      expectNoCrash(r);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(`tooldoc: ${message}\n`);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(readFileSync(input).equals(before), args.join(' ')).toBe(true);
      // Nothing else was written either: the check comes before the first file is opened.
      expect(existsSync(path.join(dir, 'report.json')), args.join(' ')).toBe(false);
    }
  });

  it('import refuses to write a descriptor over the platform file it imports, even with --force', { timeout: 60_000 }, () => {
    const openai = JSON.stringify([{ type: 'function', function: { name: 'get_weather', description: 'Fetch the weather.', parameters: { type: 'object' } } }]);
    const dir = writeFiles({ 'openai/get_weather.yaml': openai });
    const r = runCli(['import', '--from', 'openai', 'openai/get_weather.yaml', '--out', 'openai', '--force'], { cwd: dir });
    expectNoCrash(r);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tooldoc: Refusing to write the descriptor of "get_weather" to openai/get_weather.yaml: it is one of the files being imported; name another file.\n');
    expect(readFileSync(path.join(dir, 'openai', 'get_weather.yaml'), 'utf8')).toBe(openai);
    // Into another folder, it is written.
    expect(runCli(['import', '--from', 'openai', 'openai/get_weather.yaml', '--out', 'tools'], { cwd: dir }).code).toBe(0);
    expect(existsSync(path.join(dir, 'tools', 'get_weather.yaml'))).toBe(true);
  });

  it('refuses a cache location that is an input the cache never stored (over --max-file-size)', { timeout: 60_000 }, () => {
    // The cache sees only the files it stores or answers for; src/run/lint.ts passes it the run's other
    // inputs when it saves (cache.save(inputs)).
    const dir = writeFiles({ 'big.yaml': CLEAN_TOOL + '#'.repeat(100) + '\n', 'good.yaml': CLEAN_TOOL });
    const before = readFileSync(path.join(dir, 'big.yaml'));
    const r = runCli(['lint', '.', '--max-file-size', `${CLEAN_TOOL.length + 10}`, '--cache', '--cache-location', 'big.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tooldoc: Refusing to write the cache to big.yaml: it is one of the files being linted; give --cache-location another file.\n');
    expect(readFileSync(path.join(dir, 'big.yaml')).equals(before)).toBe(true);
  });

  it('two outputs naming one file are refused before linting', () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL });
    const cases: Array<[string[], string]> = [
      [['-o', 'out.txt', '--write-baseline', 'out.txt'], 'The stylish report and the baseline would both be out.txt; give each its own file.'],
      [['-f', 'json=out.json', '--cache', '--cache-location', './out.json'], 'The json report and the cache would both be ./out.json; give each its own file.'],
      [['--write-baseline', 'b.json', '--cache', '--cache-location', 'b.json'], 'The baseline and the cache would both be b.json; give each its own file.'],
    ];
    for (const [args, message] of cases) {
      const r = runCli(['lint', 'good.yaml', ...args], { cwd: dir });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(`tooldoc: ${message}\n`);
    }
    expect(existsSync(path.join(dir, 'out.txt')) || existsSync(path.join(dir, 'out.json')) || existsSync(path.join(dir, 'b.json'))).toBe(false);
  });

  it('outputs beside the inputs that are not descriptors are still rewritten run after run', { timeout: 60_000 }, () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL });
    for (let run = 0; run < 2; run++) {
      const r = runCli(['lint', '.', '-f', 'json', '-o', 'report.json', '-f', 'sarif=report.sarif', '--write-baseline', 'baseline.json', '--cache', '--cache-location', 'cache.json'], { cwd: dir });
      expectNoCrash(r);
      expect(r.code, r.stderr).toBe(0);
      const report = parseReport(readFileSync(path.join(dir, 'report.json'), 'utf8'));
      expect(report.summary.filesLinted).toBe(1);
      // The second run finds report.json, baseline.json and cache.json: tooldoc's own files, neither linted nor counted as skipped.
      expect(report.summary.filesSkipped).toBe(0);
      expect(report.files.map((f) => f.file)).toEqual(['good.yaml']);
    }
  });
});
