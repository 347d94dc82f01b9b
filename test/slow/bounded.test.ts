/**
 * Issue 12, the core's part: inputs that used to hang a run, lose its report or run code nobody
 * asked for. Each case is generated, linted by the built CLI beside a clean file, and checked for
 * the finding or message, the exit code, and that the clean file is still reported. The time
 * bounds are generous safety nets, not benchmarks (npm run bench measures speed).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers.js';
import { CLEAN_TOOL, expectNoCrash, parseReport, requireBuild, runCli, writeFiles, type JsonReport } from '../e2e/support.js';

requireBuild();

const tool = (name: string, extra = '') => `name: ${name}\ndescription: Looks up the ${name} record by its id and returns it.\nparameters: {type: object, properties: {id: {type: string, description: The id.}}}\n${extra}`;

function lintDir(dir: string, args: string[] = []): { code: number | null; report: JsonReport; stderr: string } {
  const r = runCli(['lint', '.', '-f', 'json', ...args], { cwd: dir });
  expectNoCrash(r);
  return { code: r.code, report: parseReport(r.stdout), stderr: r.stderr };
}

const findings = (report: JsonReport, file: string) => report.files.find((f) => f.file === file)?.diagnostics.map((d) => ({ ruleId: d.ruleId, line: d.line, column: d.column })) ?? [];
const cleanStillLinted = (report: JsonReport) => expect(report.tools.find((t) => t.file === 'good.yaml'), 'the clean file is still linted').toMatchObject({ name: 'get_weather', level: 3 });

describe('YAML anchors and multi-document files', () => {
  it('one anchor shared by 300 tools is linted, and each use counts once', { timeout: 30_000 }, () => {
    const uses = Array.from({ length: 300 }, (_, i) => `  - name: t${i}\n    description: Looks up thing ${i} by id.\n    parameters: {type: object}\n    errors: *common\n`).join('');
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'shared.yaml': `common: &common\n  - {code: NOT_FOUND, retryable: false, description: Not found.}\ntools:\n${uses}` });
    const { report } = lintDir(dir);
    expect(report.tools.filter((t) => t.file === 'shared.yaml')).toHaveLength(300);
    expect(findings(report, 'shared.yaml').some((d) => d.ruleId === 'input/resource-limit')).toBe(false);
    // The shared definition's findings are shown once, at the anchor.
    expect(findings(report, 'shared.yaml').filter((d) => d.ruleId === 'errors/required' && d.line === 2)).toHaveLength(2);
    cleanStillLinted(report);
  });

  it('an alias inside the node it names is refused, not followed forever', { timeout: 30_000 }, () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'loop.yaml': 'name: get_x\nx: &a\n  - *a\n' });
    const { report, code } = lintDir(dir);
    expect(code).toBe(1);
    expect(findings(report, 'loop.yaml').map((d) => d.ruleId)).toEqual([expect.stringMatching(/^(input\/resource-limit|parse-error)$/)]);
    cleanStillLinted(report);
  });

  it('1,000 documents sharing a name: every document is positioned, the first one too, in seconds', { timeout: 60_000 }, () => {
    const docs = Array.from({ length: 1000 }, (_, i) => `name: same\ndescription: Looks up thing ${i} by id.\nparameters: {type: object}\n`).join('---\n');
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'docs.yaml': docs });
    const { report } = lintDir(dir);
    const unique = report.files.find((f) => f.file === 'docs.yaml')!.diagnostics.filter((d) => d.ruleId === 'name/unique');
    expect(unique).toHaveLength(999);
    // Document k (0-based) starts on line 4k + 1; its name is on that line.
    expect(unique.map((d) => [d.doc, d.line, d.column])).toEqual(Array.from({ length: 999 }, (_, k) => [k + 1, 4 * (k + 1) + 1, 7]));
    const tools = report.tools.filter((t) => t.file === 'docs.yaml');
    expect(tools[0]).toMatchObject({ doc: 0, line: 1, column: 1 });
    expect(tools[999]).toMatchObject({ doc: 999, line: 3997, column: 1 });
    cleanStillLinted(report);
  });
});

describe('catalog rules stay linear in the number of tools', () => {
  it('3,000 tools with one description and 1,000 sharing a name, across files: one finding each, in seconds', { timeout: 60_000 }, () => {
    const same = 'Looks up a customer record by its id and returns the record to the caller.';
    const catalog = `tools:\n${Array.from({ length: 3000 }, (_, i) => `  - name: t${i}\n    description: ${same}\n    parameters: {type: object}\n`).join('')}`;
    const files: Record<string, string> = { 'good.yaml': CLEAN_TOOL, 'catalog.yaml': catalog };
    for (let i = 0; i < 1000; i++) files[`dup/d${String(i).padStart(4, '0')}.yaml`] = tool('get_dup');
    const { report } = lintDir(writeFiles(files));
    const similar = report.files.find((f) => f.file === 'catalog.yaml')!.diagnostics.filter((d) => d.ruleId === 'search/similar-descriptions');
    expect(similar).toHaveLength(2999);
    // Tool i's description is on line 3 + 3i; the first tool is the one the others resemble.
    expect(similar.map((d) => d.line)).toEqual(Array.from({ length: 2999 }, (_, k) => 3 + 3 * (k + 1)));
    const dupes = report.files.filter((f) => f.file.startsWith('dup/')).flatMap((f) => f.diagnostics.filter((d) => d.ruleId === 'name/unique'));
    expect(dupes).toHaveLength(999);
    cleanStillLinted(report);
  });
});

describe('large tools are located by index', () => {
  it('a schema with 10,000 properties: each finding at its own property', { timeout: 60_000 }, () => {
    const props = Array.from({ length: 10_000 }, (_, i) => `      p${i}: {type: strin, description: Property ${i}.}\n`).join('');
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'wide.yaml': `name: get_wide\ndescription: Returns a wide record.\nparameters:\n  type: object\n  properties:\n${props}` });
    const { report } = lintDir(dir);
    const typeFindings = report.files.find((f) => f.file === 'wide.yaml')!.diagnostics.filter((d) => d.ruleId === 'parameters/valid-schema');
    expect(typeFindings.length).toBeGreaterThan(0);
    // Property i is on line 6 + i; the finding points inside its line.
    for (const d of typeFindings) expect(d.line).toBe(6 + Number(/\/properties\/p(\d+)/.exec(d.pointer)![1]));
    cleanStillLinted(report);
  });
});

describe('files that cannot be read do not end the run', () => {
  const canDropPrivileges = process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;

  it.skipIf(process.getuid?.() !== 0 ? false : !canDropPrivileges)('an unreadable folder is one positioned finding; the rest is linted', { timeout: 30_000 }, () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'locked/inner.yaml': CLEAN_TOOL });
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, 'locked'), 0o000);
    // As root every folder is readable: run the CLI as an unprivileged user, as CI runners do.
    const cmd = process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', process.execPath] : [process.execPath];
    const r = spawnSync(cmd[0]!, [...cmd.slice(1), BIN, 'lint', '.', '-f', 'json'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    chmodSync(path.join(dir, 'locked'), 0o755);
    expectNoCrash(r);
    expect(r.status, r.stderr).toBe(1);
    const report = parseReport(r.stdout);
    expect(findings(report, 'locked')).toEqual([{ ruleId: 'input/unreadable', line: 1, column: 1 }]);
    expect(report.files.find((f) => f.file === 'locked')!.diagnostics[0]!.message).toBe('Could not read the folder (EACCES); its files were not linted.');
    cleanStillLinted(report);
  });

  it('symbolic links: followed inside the working directory, reported when dangling, skipped (and said) when they leave it', { timeout: 30_000 }, () => {
    const outside = writeFiles({ 'secret.yaml': tool('get_secret') });
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'shared/real.yaml': tool('get_real') });
    symlinkSync(path.join(dir, 'shared', 'real.yaml'), path.join(dir, 'alias.yaml'));
    symlinkSync(path.join(dir, 'missing.yaml'), path.join(dir, 'dangling.yaml'));
    symlinkSync(path.join(outside, 'secret.yaml'), path.join(dir, 'outside.yaml'));
    symlinkSync(path.join(dir, 'shared'), path.join(dir, 'folder-link.yaml'));
    const r = runCli(['lint', '.', '-f', 'json', '--verbose'], { cwd: dir });
    expectNoCrash(r);
    const report = parseReport(r.stdout);
    expect(report.tools.map((t) => `${t.file}:${t.name}`).sort()).toEqual(['alias.yaml:get_real', 'good.yaml:get_weather', 'shared/real.yaml:get_real']);
    expect(report.files.find((f) => f.file === 'dangling.yaml')!.diagnostics.map((d) => [d.ruleId, d.message])).toEqual([
      ['input/unreadable', 'The symbolic link points to a file that does not exist; fix or remove the link.'],
    ]);
    expect(report.files.find((f) => f.file === 'outside.yaml')).toMatchObject({ status: 'skipped', tools: 0, diagnostics: [] });
    expect(r.stderr).toContain(`tooldoc: skipped outside.yaml (symbolic link to ${path.join(outside, 'secret.yaml')}, outside the working directory; lint that file by its own path)`);
    expect(report.files.some((f) => f.file === 'folder-link.yaml')).toBe(false);
    expect(r.code).toBe(1);
    const stylish = runCli(['lint', '.'], { cwd: dir });
    expect(stylish.stdout).toContain('1 file skipped (links out of the working directory; --verbose lists them)');
    // With the cache (and on its second run) the link out is still neither read nor forgotten.
    for (let i = 0; i < 2; i++) {
      const cached = runCli(['lint', '.', '-f', 'json', '--verbose', '--cache'], { cwd: dir });
      expect(cached.stdout).toBe(r.stdout);
      expect(cached.stderr).toContain('tooldoc: skipped outside.yaml (symbolic link to ');
    }
  });
});

describe('plugins that misbehave', () => {
  const project = (rule: string) =>
    writeFiles({
      'tooldoc.config.yaml': 'plugins: [./bad.mjs]\n',
      'bad.mjs': `export const rules = [{ meta: { id: 'bad/rule', level: 1, severity: 'error', description: 'x', messages: { m: 'x' } }, check: ${rule} }];\n`,
      'good.yaml': CLEAN_TOOL,
    });

  it('a rule that returns a rejected promise is an internal/rule-error; the report is kept', { timeout: 30_000 }, () => {
    const dir = project('() => Promise.reject(new Error("late failure"))');
    const r = runCli(['lint', '.', '-f', 'json'], { cwd: dir });
    expectNoCrash(r);
    expect(r.code).toBe(2);
    const report = parseReport(r.stdout);
    const d = report.files.find((f) => f.file === 'good.yaml')!.diagnostics.find((x) => x.ruleId === 'internal/rule-error')!;
    expect(d.message).toBe('Rule "bad/rule" crashed on tool "get_weather" in good.yaml: it returned a promise; rules must report synchronously (remove `async` and any `await` from check).');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a rule that throws from a timer ends the run with exit 2 and one line, no stack trace', { timeout: 30_000 }, () => {
    const dir = project('() => { setTimeout(() => { throw new Error("boom from a timer"); }, 0); }');
    const r = runCli(['lint', '.', '-f', 'json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n').at(-1)).toBe('tooldoc: internal error (thrown outside any rule, e.g. by a plugin timer): boom from a timer');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('config discovery stops at the working tree', () => {
  it('a JavaScript config above the working directory, outside any repository, is not run', { timeout: 30_000 }, () => {
    const root = writeFiles({
      'tooldoc.config.mjs': `import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran', import.meta.url), 'yes');\nexport default {};\n`,
      'work/good.yaml': CLEAN_TOOL,
    });
    const r = runCli(['lint', '.'], { cwd: path.join(root, 'work') });
    expect(r.code).toBe(2);
    const config = path.join(root, 'tooldoc.config.mjs');
    expect(r.stderr).toBe(
      `tooldoc: ${config}: Found above the working directory, outside any repository, and it is JavaScript; tooldoc does not run code from there unasked. Use it with --config ${config}, or lint without it with --no-config.\n`,
    );
    expect(existsSync(path.join(root, 'ran'))).toBe(false);
    // Named explicitly, it is the user's choice.
    const named = runCli(['lint', '.', '--config', '../tooldoc.config.mjs'], { cwd: path.join(root, 'work') });
    expect(named.code).toBe(0);
    expect(existsSync(path.join(root, 'ran'))).toBe(true);
  });

  it('an empty repository mark planted beside it does not make it a repository: the JavaScript is still not run', { timeout: 30_000 }, () => {
    const root = writeFiles({
      'tooldoc.config.mjs': `import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran', import.meta.url), 'yes');\nexport default {};\n`,
      '.git/HEAD': 'ref: refs/heads/main\n',
      'work/good.yaml': CLEAN_TOOL,
    });
    const r = runCli(['lint', '.'], { cwd: path.join(root, 'work') });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/: Found above the working directory, outside any repository, and it is JavaScript; /);
    expect(existsSync(path.join(root, 'ran'))).toBe(false);
  });

  // A whole repository planted by another user is not taken either: git refuses it (dubious ownership).
  it.skipIf(process.getuid?.() !== 0 || spawnSync('setpriv', ['--version']).status !== 0)('a repository another user planted above is not confirmed by git: the JavaScript is not run', { timeout: 30_000 }, () => {
    const root = writeFiles({
      'tooldoc.config.mjs': `import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran', import.meta.url), 'yes');\nexport default {};\n`,
      'work/good.yaml': CLEAN_TOOL,
    });
    expect(spawnSync('git', ['init', '-q'], { cwd: root }).status).toBe(0);
    chmodSync(root, 0o777);
    chmodSync(path.join(root, 'work'), 0o777);
    const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, BIN, 'lint', '.'], { cwd: path.join(root, 'work'), encoding: 'utf8', env: { ...process.env, HOME: writeFiles({}), NO_COLOR: '1' } });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/: Found above the working directory, outside any repository, and it is JavaScript; /);
    expect(existsSync(path.join(root, 'ran'))).toBe(false);
  });

  it('a data config above is still used, but not its plugins; inside a repository, nothing above the root is read', { timeout: 30_000 }, () => {
    const root = writeFiles({
      'tooldoc.config.yaml': 'rules:\n  hints/latency: off\n',
      'work/tools/weather.yaml': CLEAN_TOOL.replace(/\nlatency_p50_ms: .*\n/, '\n'),
      'plugged/tooldoc.config.yaml': 'plugins: [./p.mjs]\n',
      'plugged/p.mjs': 'throw new Error("must not be imported");\n',
      'plugged/work/good.yaml': CLEAN_TOOL,
    });
    expect(CLEAN_TOOL).toMatch(/\nlatency_p50_ms: /);
    const above = runCli(['lint', 'tools', '-f', 'json'], { cwd: path.join(root, 'work') });
    expect(parseReport(above.stdout).summary.warnings).toBe(0);
    expect(above.code).toBe(0);

    const plugged = runCli(['lint', '.'], { cwd: path.join(root, 'plugged', 'work') });
    expect(plugged.code).toBe(2);
    expect(plugged.stderr).toContain(`tooldoc: ${path.join(root, 'plugged', 'tooldoc.config.yaml')}: Found above the working directory, outside any repository, and it loads plugins; `);

    // In a repository, a config in a folder above the working directory (below the root) is the
    // repository's own: its plugins load.
    const repo = writeFiles({
      'sub/tooldoc.config.yaml': 'plugins: [./p.mjs]\n',
      'sub/p.mjs': `export const rules = [{ meta: { id: 'acme/ran', level: 1, severity: 'error', description: 'x', messages: { m: 'ran' } }, check: ({ report }) => report({ path: [], messageId: 'm' }) }];\n`,
      'sub/work/good.yaml': CLEAN_TOOL,
    });
    expect(spawnSync('git', ['init', '-q'], { cwd: repo }).status).toBe(0);
    const own = runCli(['lint', '.', '-f', 'json'], { cwd: path.join(repo, 'sub', 'work') });
    expect(own.stderr).toBe('');
    expect(parseReport(own.stdout).files[0]!.diagnostics.map((d) => d.ruleId)).toEqual(['acme/ran']);

    expect(spawnSync('git', ['init', '-q'], { cwd: path.join(root, 'work') }).status).toBe(0);
    const inRepo = runCli(['lint', 'tools', '-f', 'json'], { cwd: path.join(root, 'work') });
    expect(parseReport(inRepo.stdout).files[0]!.diagnostics.map((d) => d.ruleId)).toEqual(['hints/latency']);
  });
});

describe('suppressions that hide everything are visible, and can be forbidden', () => {
  const bare = `# tooldoc-disable\n${tool('get_thing')}`;

  it('a directive that names no rule is listed in the summary with what it hid', { timeout: 30_000 }, () => {
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'hidden.yaml': bare });
    const { report, code } = lintDir(dir);
    expect(code).toBe(0);
    const hidden = report.files.find((f) => f.file === 'hidden.yaml')!.diagnostics.filter((d) => d.suppressed).length;
    expect(hidden).toBeGreaterThan(3);
    expect(report.summary.blanketSuppressions).toEqual([{ file: 'hidden.yaml', line: 1, column: 1, suppressed: hidden }]);
    const stylish = runCli(['lint', '.'], { cwd: dir });
    expect(stylish.stdout.trim().split('\n').at(-1)).toBe(
      `${hidden} of the suppressed hidden by a suppression that names no rule (hidden.yaml:1:1); name the rules, or make rules unsuppressible in the config.`,
    );
  });

  it('rules the config makes unsuppressible keep their findings, and the directive is reported', { timeout: 30_000 }, () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': 'unsuppressible: [errors/*, examples/required]\n', 'good.yaml': CLEAN_TOOL, 'hidden.yaml': bare });
    const { report, code } = lintDir(dir);
    expect(code).toBe(1);
    const ds = report.files.find((f) => f.file === 'hidden.yaml')!.diagnostics;
    expect(ds.filter((d) => !d.suppressed && d.severity === 'error').map((d) => d.ruleId).sort()).toEqual(['errors/required', 'examples/required']);
    expect(ds.filter((d) => d.ruleId === 'suppression/invalid').map((d) => [d.line, d.column, d.message])).toEqual([
      [1, 1, '"tooldoc-disable" cannot hide "errors/required": the config lists it as unsuppressible; fix the finding instead.'],
      [1, 1, '"tooldoc-disable" cannot hide "examples/required": the config lists it as unsuppressible; fix the finding instead.'],
    ]);
  });

  it('an unknown id in unsuppressible is a config error with a suggestion', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': 'unsuppressible:\n  - errors/requird\n', 'good.yaml': CLEAN_TOOL });
    const r = runCli(['lint', '.'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tooldoc: tooldoc.config.yaml:2:5: "errors/requird" is no rule id, group ("group/*") or "*"; did you mean "errors/required"?\n');
  });
});

describe('the per-file time budget', () => {
  it('a file past its budget gets a positioned finding, loses its unchecked tools, and the run goes on', { timeout: 60_000 }, () => {
    const many = `tools:\n${Array.from({ length: 3000 }, (_, i) => `  - name: t${i}\n    description: Looks up thing ${i} by its id.\n    parameters: {type: object}\n`).join('')}`;
    const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'many.yaml': many });
    const { report, code } = lintDir(dir, ['--max-file-time', '0.05']);
    expect(code).toBe(1);
    const limit = report.files.find((f) => f.file === 'many.yaml')!.diagnostics.find((d) => d.ruleId === 'input/resource-limit')!;
    const m = /^Checking this file took longer than 0\.05 s; (\d+) of its 3000 tools, from "t(\d+)" on, were not checked\. Split the file or raise --max-file-time\.$/.exec(limit.message);
    expect(m, limit.message).not.toBeNull();
    const first = Number(m![2]);
    expect(Number(m![1])).toBe(3000 - first);
    // At the name of the first tool not checked: tool i's entry starts on line 2 + 3i.
    expect([limit.line, limit.column]).toEqual([2 + 3 * first, 5]);
    expect(report.tools.filter((t) => t.file === 'many.yaml')).toHaveLength(first);
    expect(report.files.find((f) => f.file === 'many.yaml')!.status).toBe('failed');
    cleanStillLinted(report);
  });

  it('limits come from the config too, and bad values are refused', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': 'limits: {maxFileSize: 1KiB}\n', 'good.yaml': CLEAN_TOOL });
    const r = lintDir(dir);
    expect(findings(r.report, 'good.yaml')).toEqual([{ ruleId: 'input/too-large', line: 1, column: 1 }]);
    const zero = runCli(['lint', '.', '--max-file-size', '0'], { cwd: dir });
    expect(zero.code).toBe(2);
    expect(zero.stderr).toBe('tooldoc: --max-file-size must be at least 1 byte, not "0" (no file could be linted).\n');
    const time = runCli(['lint', '.', '--max-file-time', '-1'], { cwd: dir });
    expect(time.code).toBe(2);
    expect(time.stderr).toBe('tooldoc: --max-file-time takes a number of seconds above 0, such as 30 or 2.5, not "-1".\n');
  });
});

describe('keys that the two parse paths used to read differently', () => {
  it('a list or mapping used as a key is a parse error on both paths, and nothing leaks to stderr', () => {
    for (const env of [{}, { TOOLDOC_NO_FAST_PATHS: '1' }] as Array<Record<string, string>>) {
      const dir = writeFiles({ 'good.yaml': CLEAN_TOOL, 'complex.yaml': 'name: get_x\n? [a, b]\n: 1\n' });
      const r = runCli(['lint', '.', '-f', 'json'], { cwd: dir, env });
      expect(r.stderr).toBe('');
      const report = parseReport(r.stdout);
      expect(findings(report, 'complex.yaml')).toEqual([{ ruleId: 'parse-error', line: 2, column: 3 }]);
      cleanStillLinted(report);
    }
  });
});

describe('more worker threads than cores', () => {
  it('--concurrency 64 runs with at most one worker per core and reports what a serial run does', { timeout: 60_000 }, () => {
    const files: Record<string, string> = { 'good.yaml': CLEAN_TOOL };
    for (let i = 0; i < 40; i++) files[`t${i}.yaml`] = tool(`get_t${i}`);
    const dir = writeFiles(files);
    const serial = runCli(['lint', '.', '-f', 'json', '--concurrency', 'off'], { cwd: dir });
    const wide = runCli(['lint', '.', '-f', 'json', '--concurrency', '64'], { cwd: dir });
    expect(wide.code).toBe(serial.code);
    expect(wide.stdout).toBe(serial.stdout);
  });
});

describe('memory', () => {
  it('a run keeps what it found in each file, not the file: 200 files of 250 KB leave the heap small', { timeout: 60_000 }, () => {
    // In this thread (the API runs no workers unless asked). Each file is one tool and a long comment. The parsers hand out substrings of the text, and V8
    // keeps a substring as a pointer into its parent: a tool name kept until the report would keep
    // the whole 250 KB text alive (50 MB for the run).
    const padding = `# ${'x'.repeat(250_000)}\n`;
    const files = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`t${i}.yaml`, `${padding}${tool(`lookup_record_number_${i}`)}`]));
    const dir = writeFiles(files);
    const script = `
      const { lint, builtinRules } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'dist/src/index.js')).href)});
      const result = await lint({ patterns: ['.'], cwd: process.cwd(), rules: builtinRules });
      globalThis.gc(); globalThis.gc();
      console.log(JSON.stringify({ tools: result.tools.length, heapMiB: process.memoryUsage().heapUsed / 1048576 }));
      globalThis.keep = result;`;
    const r = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8', timeout: 50_000 });
    expect(r.stderr).toBe('');
    const { tools, heapMiB } = JSON.parse(r.stdout) as { tools: number; heapMiB: number };
    expect(tools).toBe(200);
    // The texts alone are 50 MB; what the run keeps of 200 small tools is well under 1 MB.
    expect(heapMiB).toBeLessThan(40);
  });
});
