/**
 * Issue 12, the reporters' part: every format is produced piece by piece, exactly as the whole
 * string it used to be; huge results are formatted without a giant string, a spread into a call or
 * a quadratic pass; text from descriptors cannot act on a terminal or forge a CI command; writers
 * respect backpressure and end quietly when the reader goes away.
 */
import { existsSync, linkSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputAt, makeParentDir, writeFileChunks, writeStreamChunks } from '../../src/files/write.js';
import { safeChunks, visible } from '../../src/reporters/escape.js';
import { outputPolicy } from '../../src/reporters/types.js';
import { formatNames, loadReporter } from '../../src/reporters/index.js';
import { jsonStream, LazyObject, lazyArray, streamable, streamed } from '../../src/reporters/json-stream.js';
import type { Diagnostic, LintResult, ToolResult } from '../../src/types/index.js';
import { tempDir, writeFiles } from '../helpers.js';
import { HOSTILE, injections } from './ci-runners.js';
import { GOLDEN_INPUT, goldenResult, REPORTERS } from './golden-helpers.js';

const OPTIONS = { colorLevel: 0, cwd: GOLDEN_INPUT, sourceRoot: GOLDEN_INPUT } as const;
const join = (chunks: Iterable<string>) => [...chunks].join('');

describe('jsonStream', () => {
  it('writes exactly what JSON.stringify writes, indented and compact, whatever is marked lazy', () => {
    const value = {
      a: [1, 'two', null, undefined, () => 0, { b: [], c: {}, d: undefined }],
      e: { f: [[1, [2]], { g: 'h' }], n: NaN, i: -Infinity, t: new Date(0) },
      empty: [],
      none: {},
      skip: undefined,
    };
    const lazy = streamed({
      a: lazyArray(value.a, (x) => x),
      e: new LazyObject(() => Object.entries(value.e).map(([k, v]) => [k, k === 'f' ? lazyArray(v as unknown[], (x) => x) : v] as const)),
      empty: lazyArray([], (x) => x),
      none: streamed({}),
      skip: undefined,
    });
    expect(join(jsonStream(lazy))).toBe(JSON.stringify(value, null, 2));
    expect(join(jsonStream(lazy, 0, ''))).toBe(JSON.stringify(value));
    expect(join(jsonStream(streamable(value)))).toBe(JSON.stringify(value, null, 2));
  });

  it('matches JSON.stringify on generated values, and reads back the same for any text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 1, max: 4 }), (value, levels) => {
        const text = join(jsonStream(streamable(value, levels)));
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        if (!/[\u0080-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]|##vso\[/i.test(JSON.stringify(value))) {
          expect(text).toBe(JSON.stringify(value, null, 2));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('writes bidi and C1 controls and "##vso[" inside strings as escapes, which read back unchanged', () => {
    const s = 'a\u202Eb\u0085c\u2028d ##VSO[task.setvariable variable=x]1';
    const text = join(jsonStream(streamed({ s, list: lazyArray([s], (x) => x) })));
    expect(text).toContain('"a\\u202Eb\\u0085c\\u2028d ##VSO\\u005Btask.setvariable variable=x]1"');
    expect(text).not.toMatch(/[\u0085\u2028\u202E]|##vso\[/i);
    expect(JSON.parse(text)).toEqual({ s, list: [s] });
  });

  it('writes DEL, Unicode tag characters and "##[" inside strings as escapes too, and adds nothing to the value', () => {
    // A tag character is two UTF-16 units: it was once written with a "[" after it, which changed the value.
    const s = 'a\u{E0041}b\u007Fc ##[error]d ##vSo[e';
    const text = join(jsonStream({ s }));
    expect(text).toBe('{\n  "s": "a\\uDB40\\uDC41b\\u007Fc ##\\u005Berror]d ##vSo\\u005Be"\n}');
    expect(JSON.parse(text)).toEqual({ s });
  });

  // Fuzzed: any text in any value reads back the same, and no hostile piece is left for the way out (which does not scan JSON again).
  it('leaves nothing in any value that a terminal or a CI runner acts on, and reads back the same', () => {
    const piece = fc.constantFrom(...HOSTILE, '\n', '\r', ' ', '\t', ':', '::', '#', '##', '[', 'vso', '\u001B', '\u{E0041}', '\u007F', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), fc.boolean(), (pieces, compact) => {
        const value = { [pieces.join('')]: [pieces.join(''), { k: pieces.join('') }] };
        const text = join(jsonStream(streamable(value), 0, compact ? '' : '  '));
        expect(injections(text), JSON.stringify(text)).toEqual([]);
        expect(JSON.parse(text)).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });
});

describe('every format, piece by piece', () => {
  it('joins its chunks, made safe on the way out, into exactly the report it returns', async () => {
    const result = await goldenResult();
    for (const name of formatNames) {
      const reporter = await loadReporter(name);
      expect(join(safeChunks(reporter.chunks(result, OPTIONS), outputPolicy(reporter, OPTIONS))), name).toBe(REPORTERS[name]!(result, OPTIONS));
    }
  });
});

/** A result of one file holding `tools` tools with `perTool` findings each, built directly (no lint). */
function bigResult(tools: number, perTool: number, name = (i: number) => `t${i}`): LintResult {
  const file = 'big.json';
  const range = (line: number) => ({ start: { line, column: 3 }, end: { line, column: 9 } });
  const toolResults: ToolResult[] = [];
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < tools; i++) {
    toolResults.push({ name: name(i), file, doc: 0, pointer: `/tools/${i}`, range: range(i + 2), inputFormat: 'native', level: 0, score: 0, blockers: [{ ruleId: 'errors/required', message: 'm', line: i + 2, column: 3 }], errors: perTool, warnings: 0 });
    for (let k = 0; k < perTool; k++) {
      diagnostics.push({ ruleId: `rule/r${k}`, severity: 'error', level: 1, message: `Tool "${name(i)}" has problem ${k}.`, file, pointer: `/tools/${i}`, path: [], doc: 0, range: range(i + 2), tool: name(i), toolIndex: i });
    }
  }
  const n = tools * perTool;
  return {
    version: '0.0.0',
    cwd: '/tmp',
    files: [{ file, status: 'linted', tools, diagnostics }],
    tools: toolResults,
    summary: { files: 1, filesLinted: 1, filesSkipped: 0, filesFailed: 0, tools, problems: n, errors: n, warnings: 0, suppressed: 0, levels: { 0: tools, 1: 0, 2: 0, 3: 0 } },
    rules: [],
  };
}

describe('huge results', () => {
  it('stylish formats 300,000 findings in one file (no spread into Math.max) and ends with the summary', { timeout: 60_000 }, async () => {
    const result = bigResult(30_000, 10);
    const reporter = await loadReporter('stylish');
    let last = '';
    let lines = 0;
    // Every tool's row too (--max-tool-rows 0): the widths are taken over 30,000 names.
    for (const chunk of reporter.chunks(result, { colorLevel: 0, cwd: '/tmp', maxToolRows: 0 })) {
      lines++;
      last = chunk;
    }
    expect(lines).toBeGreaterThan(330_000);
    expect(last).toBe('30000 tools in 1 file (Level 0: 30000, Level 1: 0, Level 2: 0, Level 3: 0)\n');
  });

  it('junit groups findings by tool in one pass: 20,000 tools with 200,000 findings in one file take seconds', { timeout: 60_000 }, async () => {
    const result = bigResult(20_000, 10);
    const reporter = await loadReporter('junit');
    const started = Date.now();
    let testcases = 0;
    let head = '';
    for (const chunk of reporter.chunks(result, { colorLevel: 0, cwd: '/tmp' })) {
      if (!head) head = chunk;
      if (chunk.includes('<testcase ')) testcases++;
    }
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(testcases).toBe(20_000);
    expect(head).toContain('<testsuites name="tooldoc" tests="20000" failures="20000" errors="0" time="0">');
  });

  it('json and sarif yield a tool or a finding at a time, never one piece the size of the report', { timeout: 60_000 }, async () => {
    const result = bigResult(20_000, 5);
    for (const name of ['json', 'sarif']) {
      const reporter = await loadReporter(name);
      let total = 0;
      let largest = 0;
      for (const chunk of reporter.chunks(result, { colorLevel: 0, cwd: '/tmp' })) {
        total += chunk.length;
        largest = Math.max(largest, chunk.length);
      }
      expect(total, name).toBeGreaterThan(10_000_000);
      expect(largest, name).toBeLessThan(100_000);
    }
  });

  it('markdown survives a tool name of 200,000 backtick runs (no spread into Math.max)', () => {
    const result = bigResult(1, 1, () => '`a'.repeat(200_000));
    expect(() => REPORTERS.markdown!(result, { colorLevel: 0, cwd: '/tmp' })).not.toThrow();
  });
});

describe('text from descriptors in text formats', () => {
  const EVIL = 'evil\u001b[2J\u0007\r\n::error file=x::forged\u202Eend\u0085\u009B';

  it('shows control, C1 and bidi characters as \\uXXXX', () => {
    expect(visible(EVIL)).toBe('evil\\u001B[2J\\u0007\\u000D\\u000A::error file=x::forged\\u202Eend\\u0085\\u009B');
    expect(visible('plain ünïcödé 😀 text')).toBe('plain ünïcödé 😀 text');
  });

  it('stylish, github, markdown and junit write no raw control character and no forged command line', () => {
    const result = bigResult(2, 1, (i) => (i ? '::warning file=y::tool-forged' : EVIL));
    result.files[0]!.file = 'dir\u001b]0;title\u0007/::error::file-forged.json';
    for (const d of result.files[0]!.diagnostics) d.file = result.files[0]!.file;
    for (const t of result.tools) t.file = result.files[0]!.file;
    for (const name of ['stylish', 'github', 'markdown', 'junit']) {
      const text = REPORTERS[name]!(result, { colorLevel: 0, cwd: '/tmp' });
      // eslint-disable-next-line no-control-regex -- the point
      expect(text, name).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202E]/);
      const lines = text.split('\n');
      const commands = lines.filter((l) => /^\s*(::|##\[)/.test(l));
      if (name === 'github') {
        expect(commands).toHaveLength(2);
        for (const c of commands) expect(c).toMatch(/^::error file=[^,]*,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=[^:]*::[^\n]*$/);
      } else expect(commands, name).toEqual([]);
    }
    const stylish = REPORTERS.stylish!(result, { colorLevel: 0, cwd: '/tmp' });
    expect(stylish).toMatch(/^ {2}\\u003A:warning file=y::tool-forged +Level 0 /m);
    expect(stylish).toContain('Tool "evil\\u001B[2J\\u0007\\u000D\\u000A::error file=x::forged\\u202Eend\\u0085\\u009B" has problem 0.');
    expect(stylish.split('\n')[0]).toBe('dir\\u001B]0;title\\u0007/::error::file-forged.json');
    const github = REPORTERS.github!(result, { colorLevel: 0, cwd: '/tmp' });
    expect(github).toContain('::Tool "evil\\u001B[2J\\u0007%0D%0A::error file=x::forged\\u202Eend\\u0085\\u009B" has problem 0.');
  });
});

describe('writing', () => {
  it('waits for a slow stream to drain and writes everything in order', async () => {
    let got = '';
    let writes = 0;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _enc, done) {
        got += chunk.toString();
        writes++;
        setTimeout(done, 1);
      },
    });
    const pieces = Array.from({ length: 20_000 }, (_, i) => `line ${i}\n`);
    expect(await writeStreamChunks(slow, pieces)).toBe(true);
    expect(got).toBe(pieces.join(''));
    expect(writes).toBeGreaterThan(1);
    expect(slow.writableLength).toBe(0);
  });

  it('ends quietly when the reader goes away (EPIPE), without hanging or an unhandled error', { timeout: 10_000 }, async () => {
    let calls = 0;
    const broken = new Writable({
      highWaterMark: 1024,
      write(_chunk, _enc, done) {
        calls++;
        setTimeout(() => done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })), 1);
      },
    });
    let produced = 0;
    function* endless() {
      for (;;) {
        produced++;
        yield 'x'.repeat(1000);
      }
    }
    expect(await writeStreamChunks(broken, endless())).toBe(false);
    expect(calls).toBe(1);
    expect(produced).toBeLessThan(1000);
  });

  it.skipIf(!existsSync('/proc/self'))('refuses a folder that cannot be created at once, instead of retrying forever', { timeout: 10_000 }, () => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- vitest types asymmetric matchers (expect.objectContaining) as any; the matcher is what this assertion means
    expect(() => makeParentDir('/proc/nope/deeper/report.json')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });

  it('creates missing folders and refuses a file where a folder should be', () => {
    const dir = tempDir();
    makeParentDir(path.join(dir, 'a', 'b', 'c', 'report.json'));
    expect(existsSync(path.join(dir, 'a', 'b', 'c'))).toBe(true);
    writeFileSync(path.join(dir, 'file'), 'x');
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- vitest types asymmetric matchers (expect.objectContaining) as any; the matcher is what this assertion means
    expect(() => makeParentDir(path.join(dir, 'file', 'report.json'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
  });

  it('recognises an input by path, real path, symbolic link and hard link', () => {
    const dir = tempDir();
    const input = path.join(dir, 'tools', 'a.yaml');
    mkdirSync(path.dirname(input));
    writeFileSync(input, 'name: a\n');
    symlinkSync(input, path.join(dir, 'link.yaml'));
    linkSync(input, path.join(dir, 'hard.txt'));
    writeFileSync(path.join(dir, 'other.json'), '{}');
    expect(inputAt(path.join(dir, 'tools', '..', 'tools', 'a.yaml'), [input])).toBe(input);
    expect(inputAt(path.join(dir, 'link.yaml'), [input])).toBe(input);
    expect(inputAt(path.join(dir, 'hard.txt'), [input])).toBe(input);
    expect(inputAt(path.join(dir, 'other.json'), [input])).toBeUndefined();
    expect(inputAt(path.join(dir, 'new.json'), [input])).toBeUndefined();
    // The other way round: an input that is a link to the target, or found through a linked folder,
    // among many plain inputs (which are not stated one by one); the first such input, in order.
    const report = path.join(dir, 'report.json');
    writeFileSync(report, '{}');
    const many = Array.from({ length: 50 }, (_, i) => path.join(dir, 'tools', `t${i}.yaml`));
    for (const f of many) writeFileSync(f, 'name: t\n');
    symlinkSync(report, path.join(dir, 'tools', 'linked.yaml'));
    mkdirSync(path.join(dir, 'real'));
    writeFileSync(path.join(dir, 'real', 'out.json'), '{}');
    const aliased = Array.from({ length: 20 }, (_, i) => path.join(dir, 'alias', `a${i}.yaml`));
    for (const f of aliased) writeFileSync(f.replace(`${path.sep}alias${path.sep}`, `${path.sep}real${path.sep}`), 'name: a\n');
    symlinkSync(path.join(dir, 'real'), path.join(dir, 'alias'), 'dir');
    const viaLink = path.join(dir, 'tools', 'linked.yaml');
    expect(inputAt(report, [...many, viaLink, input])).toBe(viaLink);
    expect(inputAt(report, many)).toBeUndefined();
    // Through a linked folder, one that holds many inputs (listed) or one (stated).
    expect(inputAt(path.join(dir, 'real', 'out.json'), [...many, ...aliased, path.join(dir, 'alias', 'out.json')])).toBe(path.join(dir, 'alias', 'out.json'));
    expect(inputAt(path.join(dir, 'real', 'out.json'), [input, path.join(dir, 'alias', 'out.json')])).toBe(path.join(dir, 'alias', 'out.json'));
    expect(inputAt(path.join(dir, 'real', 'out.json'), [...many, ...aliased])).toBeUndefined();
    // A target with a hard link: found under its other name among plain inputs.
    linkSync(report, path.join(dir, 'tools', 'hard.yaml'));
    expect(inputAt(report, [input, path.join(dir, 'tools', 'hard.yaml'), viaLink])).toBe(path.join(dir, 'tools', 'hard.yaml'));
  });

  it('writes a file over a longer one in place, and leaves none of its old end, also when writing stops part way', () => {
    const dir = writeFiles({ 'report.json': 'x'.repeat(200_000), 'short.json': 'y'.repeat(100) });
    const file = path.join(dir, 'report.json');
    writeFileChunks(file, ['{"a":', '1}\n']);
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n');
    // Longer than before: the whole text, nothing cut.
    writeFileChunks(path.join(dir, 'short.json'), ['z'.repeat(70_000), 'w'.repeat(70_000)]);
    expect(readFileSync(path.join(dir, 'short.json'), 'utf8')).toBe('z'.repeat(70_000) + 'w'.repeat(70_000));
    // A report whose making fails part way (after more than one write): the file holds a beginning of
    // the new text, none of the old file's tail.
    writeFileSync(file, 'x'.repeat(5_000_000));
    function* failing() {
      for (let i = 0; i < 30; i++) yield 'a'.repeat(100_000);
      throw new Error('stopped');
    }
    expect(() => writeFileChunks(file, failing())).toThrow('stopped');
    const left = readFileSync(file, 'utf8');
    expect(left.length).toBeGreaterThan(0);
    expect(left).toBe('a'.repeat(left.length));
    // A new file is created.
    writeFileChunks(path.join(dir, 'new.json'), ['{}']);
    expect(readFileSync(path.join(dir, 'new.json'), 'utf8')).toBe('{}');
  });
});
