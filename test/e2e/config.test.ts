/**
 * Configuration end to end, through the built CLI on real files: discovery and precedence,
 * presets, overrides, ignores, bad configs with positions, and the rules/explain/init commands.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CLEAN_TOOL, requireBuild, ROOT, runCli, writeFiles } from './support.js';

requireBuild();

/** CLEAN_TOOL without its version: one finding, version/semver, a Level 3 warning by default. */
const NO_VERSION = CLEAN_TOOL.replace(/^version:.*\n/m, '');
const TIGHT = 'rules:\n  description/max-length: [error, { max: 50 }]\n';

function json(stdout: string) {
  return JSON.parse(stdout) as {
    summary: { errors: number; warnings: number; suppressed: number; baselined?: number };
    files: Array<{ file: string; diagnostics: Array<{ ruleId: string; severity: string; line: number; suppressed?: { kind: string; justification?: string } }> }>;
  };
}
const ids = (stdout: string) => json(stdout).files.flatMap((f) => f.diagnostics.map((d) => `${f.file}:${d.ruleId}:${d.severity}`));

describe('config discovery and precedence', () => {
  it('finds tooldoc.config.yaml in a parent of the working directory', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': TIGHT, 'a/b/tool.yaml': CLEAN_TOOL });
    const r = runCli(['lint', 'tool.yaml'], { cwd: path.join(dir, 'a', 'b') });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/over 50.*description\/max-length/);
  });

  it('uses no config when none is found (tooldoc:recommended)', () => {
    const dir = writeFiles({ 'tool.yaml': CLEAN_TOOL });
    expect(runCli(['lint', 'tool.yaml'], { cwd: dir }).code).toBe(0);
  });

  it('prefers the nearest folder to the file, from wherever it is linted, and .yaml over .json in one folder', () => {
    const dir = writeFiles({
      'tooldoc.config.yaml': 'rules:\n  description/max-length: off\n',
      'sub/tooldoc.config.yaml': TIGHT,
      'sub/tooldoc.config.json': '{"rules": {"description/max-length": "off"}}',
      'sub/tool.yaml': CLEAN_TOOL,
    });
    expect(runCli(['lint', 'tool.yaml'], { cwd: path.join(dir, 'sub') }).code).toBe(1);
    // The file's nearest config, not the working directory's (as ESLint looks configs up from each file).
    expect(runCli(['lint', 'sub/tool.yaml'], { cwd: dir }).code).toBe(1);
    expect(runCli(['lint', 'sub/tool.yaml', '--config', 'tooldoc.config.yaml'], { cwd: dir }).code).toBe(0);
  });

  it('reads tooldoc.config.json, tooldoc.config.mjs and the "tooldoc" key of package.json', () => {
    for (const [name, text] of [
      ['tooldoc.config.json', JSON.stringify({ rules: { 'description/max-length': ['error', { max: 50 }] } })],
      ['tooldoc.config.mjs', "export default { rules: { 'description/max-length': ['error', { max: 50 }] } };\n"],
      ['package.json', JSON.stringify({ name: 'x', tooldoc: { rules: { 'description/max-length': ['error', { max: 50 }] } } })],
    ] as const) {
      const dir = writeFiles({ [name]: text, 'tool.yaml': CLEAN_TOOL });
      const r = runCli(['lint', 'tool.yaml'], { cwd: dir });
      expect(r.code, name).toBe(1);
      expect(r.stdout, name).toContain('description/max-length');
    }
  });

  it('skips a package.json without a "tooldoc" key and keeps looking upward', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': TIGHT, 'pkg/package.json': '{"name": "pkg"}', 'pkg/tool.yaml': CLEAN_TOOL });
    expect(runCli(['lint', 'tool.yaml'], { cwd: path.join(dir, 'pkg') }).code).toBe(1);
  });

  it('--config FILE beats discovery, and --no-config ignores every config', () => {
    const dir = writeFiles({
      'tooldoc.config.yaml': TIGHT,
      'ci/relaxed.yaml': 'rules:\n  description/max-length: off\n',
      'tool.yaml': CLEAN_TOOL,
    });
    expect(runCli(['lint', 'tool.yaml'], { cwd: dir }).code).toBe(1);
    expect(runCli(['lint', 'tool.yaml', '--config', 'ci/relaxed.yaml'], { cwd: dir }).code).toBe(0);
    expect(runCli(['lint', 'tool.yaml', '--no-config'], { cwd: dir }).code).toBe(0);
  });

  it('--config with a missing file exits 2', () => {
    const dir = writeFiles({ 'tool.yaml': CLEAN_TOOL });
    const r = runCli(['lint', 'tool.yaml', '--config', 'nope.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('tooldoc: nope.yaml: Config file not found.');
  });
});

describe('presets and extends', () => {
  const lintWith = (config: string) => {
    const dir = writeFiles({ 'tooldoc.config.yaml': config, 'tool.yaml': NO_VERSION });
    return runCli(['lint', 'tool.yaml', '-f', 'json'], { cwd: dir });
  };

  it('tooldoc:recommended keeps default severities', () => {
    const r = lintWith('extends: tooldoc:recommended\n');
    expect(r.code).toBe(0);
    expect(ids(r.stdout)).toEqual(['tool.yaml:version/semver:warning']);
  });

  it('tooldoc:strict makes every warning an error', () => {
    const r = lintWith('extends: tooldoc:strict\n');
    expect(r.code).toBe(1);
    expect(ids(r.stdout)).toEqual(['tool.yaml:version/semver:error']);
  });

  it('tooldoc:minimal runs Level 1 rules only', () => {
    const r = lintWith('extends: tooldoc:minimal\n');
    expect(r.code).toBe(0);
    expect(ids(r.stdout)).toEqual([]);
  });

  it("a file's own rules win over what it extends, and relative files chain", () => {
    const dir = writeFiles({
      'base/strict.yaml': 'extends: tooldoc:strict\nrules:\n  description/max-length: [warn, { max: 50 }]\n',
      'tooldoc.config.yaml': 'extends: [./base/strict.yaml]\nrules:\n  version/semver: warn\n',
      'tool.yaml': NO_VERSION,
    });
    const r = runCli(['lint', 'tool.yaml', '-f', 'json'], { cwd: dir });
    expect(ids(r.stdout).sort()).toEqual(['tool.yaml:description/max-length:warning', 'tool.yaml:version/semver:warning']);
    expect(r.code).toBe(0);
  });

  it('refuses an extends cycle with its position', () => {
    const dir = writeFiles({
      'tooldoc.config.yaml': 'extends: ./a.yaml\n',
      'a.yaml': 'extends:\n  - tooldoc:strict\n  - ./tooldoc.config.yaml\n',
      'tool.yaml': CLEAN_TOOL,
    });
    const r = runCli(['lint', 'tool.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('tooldoc: a.yaml:3:5: "extends" makes a cycle: tooldoc.config.yaml → a.yaml → tooldoc.config.yaml.\n');
  });
});

describe('overrides and ignores', () => {
  it('applies override settings to files matching its globs, relative to the config', () => {
    const dir = writeFiles({
      'tooldoc.config.yaml': TIGHT + 'overrides:\n  - files: ["legacy/**"]\n    rules:\n      description/max-length: off\n  - files: "*.json"\n    rules:\n      description/max-length: warn\n',
      'legacy/old.yaml': CLEAN_TOOL,
      'tools/new.yaml': CLEAN_TOOL,
      'tools/new.json': JSON.stringify(parseYaml(CLEAN_TOOL), null, 2),
    });
    const r = runCli(['lint', '.', '-f', 'json'], { cwd: path.join(dir) });
    const maxLength = (out: string) => ids(out).filter((x) => x.includes('description/max-length')).sort();
    expect(maxLength(r.stdout)).toEqual(['tools/new.json:description/max-length:warning', 'tools/new.yaml:description/max-length:error']);
    expect(r.code).toBe(1);
    // From a subfolder the globs still resolve against the config file's folder.
    const sub = runCli(['lint', 'old.yaml', '-f', 'json'], { cwd: path.join(dir, 'legacy') });
    expect(maxLength(sub.stdout)).toEqual([]);
  });

  it('leaves out files matching "ignores"', () => {
    const dir = writeFiles({
      'tooldoc.config.yaml': 'ignores: ["vendor/**", "*.draft.yaml"]\n',
      'vendor/broken.yaml': 'name: [',
      'tools/a.draft.yaml': 'name: [',
      'tools/tool.yaml': CLEAN_TOOL,
    });
    const r = runCli(['lint', '.', '-f', 'json'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(json(r.stdout).files.map((f) => f.file)).toEqual(['tools/tool.yaml']);
    const all = runCli(['lint', 'vendor'], { cwd: dir });
    expect(all.code).toBe(2);
    expect(all.stderr).toContain('are ignored by the config\'s "ignores"');
  });
});

describe('bad configs exit 2 with file:line:col', () => {
  const bad = (config: string, name = 'tooldoc.config.yaml') => {
    const dir = writeFiles({ [name]: config, 'tool.yaml': CLEAN_TOOL });
    const r = runCli(['lint', 'tool.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(r.stdout).toBe('');
    return r.stderr;
  };

  it('unknown keys, with a suggestion', () => {
    expect(bad('extends: tooldoc:strict\nrule:\n  name/snake-case: off\n')).toBe('tooldoc: tooldoc.config.yaml:2:1: Unknown key "rule" in the config; did you mean "rules"?\n');
    expect(bad('overrides:\n  - files: x\n    rulez: {}\n')).toContain('tooldoc.config.yaml:3:5: Unknown key "rulez" in overrides[0]; did you mean "rules"?');
  });

  it('unknown rule ids, with a suggestion, in rules and in overrides', () => {
    const err = bad('rules:\n  name/snak-case: off\noverrides:\n  - files: x\n    rules:\n      parameters/max-dept: warn\n');
    expect(err).toContain('invalid configuration (2 problems)');
    expect(err).toContain('tooldoc.config.yaml:2:3: Unknown rule "name/snak-case"; did you mean "name/snake-case"?');
    expect(err).toContain('tooldoc.config.yaml:6:7: Unknown rule "parameters/max-dept"; did you mean "parameters/max-depth"?');
  });

  it('a removed rule, with the rule that now reports what it did', () => {
    expect(bad('rules:\n  platform/object-root: off\n')).toBe(
      'tooldoc: tooldoc.config.yaml:2:3: Rule "platform/object-root" was removed; "parameters/root-object" reports what it did. Remove "platform/object-root" here, or configure "parameters/root-object".\n',
    );
  });

  it('severities as users of other linters write them: "warning" and 0, 1, 2', () => {
    const dir = writeFiles({
      'tooldoc.config.yaml': 'rules:\n  name/snake-case: warning\n  version/semver: 2\n  examples/required: 0\n  description/sentence-count: [1]\n',
      'tool.yaml': 'name: BadName\ndescription: x\nversion: one\n',
    });
    const { stdout } = runCli(['lint', 'tool.yaml', '--format', 'json'], { cwd: dir });
    const found = new Map((JSON.parse(stdout) as { files: Array<{ diagnostics: Array<{ ruleId: string; severity: string }> }> }).files[0]!.diagnostics.map((d) => [d.ruleId, d.severity]));
    expect(found.get('name/snake-case')).toBe('warning');
    expect(found.get('version/semver')).toBe('error');
    expect(found.get('description/sentence-count')).toBe('warning');
    expect(found.has('examples/required')).toBe(false);
  });

  it('bad severities and options, checked against the rule\'s options schema', () => {
    expect(bad('rules:\n  name/snake-case: warnings\n')).toContain('tooldoc.config.yaml:2:20: "warnings" is not a severity for rule "name/snake-case"; use "off", "warn" or "error" (or 0, 1, 2) (did you mean "warning"?).');
    expect(bad('rules:\n  name/snake-case: 3\n')).toContain('tooldoc.config.yaml:2:20: 3 is not a severity for rule "name/snake-case"; use "off", "warn" or "error" (or 0, 1, 2).');
    expect(bad('rules:\n  description/max-length: [warn, { max: -1 }]\n')).toContain('tooldoc.config.yaml:2:41: Option "max" of rule "description/max-length" must be >= 1.');
    expect(bad('rules:\n  description/max-length: [warn, { maxx: 5 }]\n')).toContain('tooldoc.config.yaml:2:36: Rule "description/max-length" has no option "maxx"; did you mean "max"');
    expect(bad('rules:\n  name/snake-case: [warn, { x: 1 }]\n')).toContain('tooldoc.config.yaml:2:27: Rule "name/snake-case" takes no options');
  });

  it('unknown presets, YAML syntax errors, and JSON configs', () => {
    const stricter = bad('extends: tooldoc:stricter\n');
    expect(stricter).toContain('tooldoc.config.yaml:1:10: Cannot extend "tooldoc:stricter"');
    expect(stricter).toContain('did you mean "tooldoc:strict"?');
    expect(bad('rules:\n  name/snake-case: off\n  name/snake-case: warn\n')).toMatch(/^tooldoc: tooldoc\.config\.yaml:3:3: .*key/);
    expect(bad('{\n  "rules": {\n    "name/snake-case": "eror"\n  }\n}\n', 'tooldoc.config.json')).toContain('tooldoc.config.json:3:24: "eror" is not a severity');
    expect(bad('{"rules": {', 'tooldoc.config.json')).toMatch(/tooldoc\.config\.json:1:\d+: Invalid JSON/);
  });

  it('a JavaScript config names the place without a position', () => {
    const err = bad("export default { rules: { 'name/snak-case': 'off' } };\n", 'tooldoc.config.mjs');
    expect(err).toBe('tooldoc: tooldoc.config.mjs (rules["name/snak-case"]): Unknown rule "name/snak-case"; did you mean "name/snake-case"?\n');
  });

  it('a config that is not a mapping', () => {
    expect(bad('- rules\n')).toContain('tooldoc.config.yaml:1:1: The config must be a mapping');
  });
});

describe('tooldoc rules, explain and init', () => {
  it('rules shows the severity as configured, with the default when it differs', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': 'extends: tooldoc:strict\nrules:\n  name/snake-case: off\n' });
    const r = runCli(['rules'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Configured by tooldoc.config.yaml');
    expect(r.stdout).toMatch(/^name\/snake-case\s+Level 1\s+off \(error\)\s+/m);
    expect(r.stdout).toMatch(/^version\/semver\s+Level 3\s+error \(warn\)\s+/m);
    const rows = JSON.parse(runCli(['rules', '--json'], { cwd: dir }).stdout) as Array<{ id: string; severity: string; defaultSeverity: string }>;
    expect(rows.find((x) => x.id === 'version/semver')).toMatchObject({ severity: 'error', defaultSeverity: 'warning' });
    expect(runCli(['rules', '--no-config'], { cwd: dir }).stdout).toMatch(/^name\/snake-case\s+Level 1\s+error\s+/m);
  });

  it('rules --for FILE shows the settings after overrides', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': 'overrides:\n  - files: ["legacy/**"]\n    rules:\n      examples/required: off\n' });
    expect(runCli(['rules'], { cwd: dir }).stdout).toMatch(/^examples\/required\s+Level 1\s+error\s+/m);
    const r = runCli(['rules', '--for', 'legacy/a.yaml'], { cwd: dir });
    expect(r.stdout).toContain('Configured by tooldoc.config.yaml, for legacy/a.yaml');
    expect(r.stdout).toMatch(/^examples\/required\s+Level 1\s+off \(error\)\s+/m);
  });

  it('explain prints the rule docs page, and suggests a rule for a typo', () => {
    const r = runCli(['explain', 'name/snake-case']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('# name/snake-case');
    expect(r.stdout).toContain('## ❌ Bad');
    const typo = runCli(['explain', 'name/snake-cas']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe('tooldoc: Unknown rule "name/snake-cas"; did you mean "name/snake-case"?\n');
  });

  it('init writes a starter config that lints, and refuses to overwrite without --force', () => {
    const dir = writeFiles({ 'tool.yaml': CLEAN_TOOL });
    const first = runCli(['init'], { cwd: dir });
    expect(first.code).toBe(0);
    expect(existsSync(path.join(dir, 'tooldoc.config.yaml'))).toBe(true);
    expect(runCli(['lint', 'tool.yaml'], { cwd: dir }).code).toBe(0);
    writeFileSync(path.join(dir, 'tooldoc.config.yaml'), '# mine\n');
    const again = runCli(['init'], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('tooldoc.config.yaml already exists; pass --force');
    expect(readFileSync(path.join(dir, 'tooldoc.config.yaml'), 'utf8')).toBe('# mine\n');
    expect(runCli(['init', '--force', '--preset', 'strict'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(path.join(dir, 'tooldoc.config.yaml'), 'utf8')).toContain('extends: tooldoc:strict');
  });

  it("init's $schema line is a path that reaches the installed schema, or a note when there is none", () => {
    // tooldoc runs from this repository, outside the temp project: no path from the config reaches it.
    const dir = writeFiles({ 'tool.yaml': CLEAN_TOOL });
    runCli(['init'], { cwd: dir });
    const text = readFileSync(path.join(dir, 'tooldoc.config.yaml'), 'utf8');
    expect(text.split('\n').slice(0, 2)).toEqual([
      '# For completion in your editor, install tooldoc in this project (npm install -D tooldoc) and add:',
      '# # yaml-language-server: $schema=./node_modules/tooldoc/schemas/config.schema.json',
    ]);
    // Run from a folder inside this repository, the path reaches the schema.
    const inside = path.join(ROOT, 'tmp-init-test');
    mkdirSync(inside, { recursive: true });
    try {
      runCli(['init'], { cwd: inside });
      const line = readFileSync(path.join(inside, 'tooldoc.config.yaml'), 'utf8').split('\n')[0]!;
      expect(line).toBe('# yaml-language-server: $schema=../schemas/config.schema.json');
    } finally {
      rmSync(inside, { recursive: true, force: true });
    }
  });

  it('extends takes a bare relative path', () => {
    const dir = writeFiles({ 'base.yaml': 'rules:\n  name/snake-case: off\n', 'tooldoc.config.yaml': 'extends: base.yaml\n', 'tool.yaml': 'name: BadName\ndescription: x\n' });
    expect(runCli(['lint', 'tool.yaml'], { cwd: dir }).stdout).not.toContain('name/snake-case');
  });
});


describe('config files tooldoc does not read', () => {
  const NAMES = 'The names tooldoc reads: tooldoc.config.yaml, .yml, .json, .mjs, .js, or a "tooldoc" key in package.json.';

  it('each is named once on stderr with what to do, and the run goes on with the defaults', () => {
    const dir = writeFiles({
      'tooldoc.config.ts': "export default { rules: { 'description/max-length': ['error', { max: 50 }] } };\n",
      'tooldoc.config.cjs': "module.exports = { rules: { 'description/max-length': ['error', { max: 50 }] } };\n",
      '.tooldocrc': TIGHT,
      'tooldoc.conf.yaml': TIGHT,
      'tooldoc.config.example.yaml': TIGHT,
      'tool.yaml': CLEAN_TOOL,
    });
    const r = runCli(['lint', 'tool.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    const none = 'No other config applies: the defaults (tooldoc:recommended) are used.';
    expect(r.stderr).toBe(
      [
        `tooldoc: .tooldocrc is not a config file tooldoc reads, so it is ignored; rename it tooldoc.config.yaml, or tooldoc.config.json if it is JSON. ${NAMES} ${none}`,
        `tooldoc: tooldoc.conf.yaml is not a config file tooldoc reads, so it is ignored; rename it tooldoc.config.yaml. ${NAMES} ${none}`,
        `tooldoc: tooldoc.config.cjs is not a config file tooldoc reads (it loads JavaScript configs as ES modules), so it is ignored; rename it tooldoc.config.mjs and write \`export default\` for \`module.exports =\`. ${NAMES} ${none}`,
        `tooldoc: tooldoc.config.ts is not a config file tooldoc reads (it does not load TypeScript), so it is ignored; write it as tooldoc.config.mjs (the same \`export default\`, without types) or as tooldoc.config.yaml. ${NAMES} ${none}`,
        '',
      ].join('\n'),
    );
  });

  it('beside a config tooldoc reads, it is said to be ignored in favour of that one', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': TIGHT, 'tooldoc.config.toml': '[rules]\n', 'tool.yaml': CLEAN_TOOL });
    const r = runCli(['lint', 'tool.yaml'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('description/max-length');
    expect(r.stderr).toBe(
      `tooldoc: tooldoc.config.toml is not a config file tooldoc reads (it does not read TOML), so it is ignored; write it as tooldoc.config.yaml. ${NAMES} tooldoc.config.yaml beside it is used instead.\n`,
    );
  });

  it('between the working directory and the config found above, it names the config used', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': TIGHT, 'pkg/tooldoc-config.json': '{"rules": {"description/max-length": "off"}}', 'pkg/tool.yaml': CLEAN_TOOL });
    const r = runCli(['lint', 'tool.yaml'], { cwd: path.join(dir, 'pkg') });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `tooldoc: tooldoc-config.json is not a config file tooldoc reads, so it is ignored; rename it tooldoc.config.json. ${NAMES} ${path.join(dir, 'tooldoc.config.yaml')} is used instead.\n`,
    );
  });

  it('is not mentioned when the config is named (--config) or refused (--no-config)', () => {
    const dir = writeFiles({ 'tooldoc.config.ts': '', 'ci.yaml': TIGHT, 'tool.yaml': CLEAN_TOOL });
    const named = runCli(['lint', 'tool.yaml', '--config', 'ci.yaml'], { cwd: dir });
    expect([named.code, named.stderr]).toEqual([1, '']);
    const none = runCli(['lint', 'tool.yaml', '--no-config'], { cwd: dir });
    expect([none.code, none.stderr]).toEqual([0, '']);
  });
});

describe('discovery stops at the repository root', () => {
  const git = (dir: string, ...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });

  it('a config above a repository does not apply inside it; the repository\'s own, at its root, does', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': TIGHT, 'repo/tools/tool.yaml': CLEAN_TOOL });
    expect(git(path.join(dir, 'repo'), 'init', '-q').status).toBe(0);
    const inside = runCli(['lint', 'tool.yaml'], { cwd: path.join(dir, 'repo', 'tools') });
    expect([inside.code, inside.stderr]).toEqual([0, '']);
    writeFileSync(path.join(dir, 'repo', 'tooldoc.config.yaml'), TIGHT);
    expect(runCli(['lint', 'tool.yaml'], { cwd: path.join(dir, 'repo', 'tools') }).code).toBe(1);
  });

  it('outside any repository, the search goes on upward, as before', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': TIGHT, 'work/tools/tool.yaml': CLEAN_TOOL });
    const r = runCli(['lint', 'tool.yaml'], { cwd: path.join(dir, 'work', 'tools') });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('description/max-length');
  });
});

describe('paths in a config are relative to the config that names them, through extends', () => {
  it("an extended config in another folder matches its overrides and ignores from its own folder and loads its plugins from there", () => {
    const named = (name: string) => CLEAN_TOOL.replace(/^name: get_weather$/m, `name: ${name}`);
    const plugin = "export default { rules: [{ meta: { id: 'local/always', level: null, severity: 'warning', description: 'Reports every tool.', spec: '-', messages: { m: 'Seen.' } }, check({ report }) { report({ path: ['name'], messageId: 'm' }); } }] };\n";
    const dir = writeFiles({
      'shared/base.yaml': 'plugins: [./plugin.mjs]\nrules:\n  local/always: warn\noverrides:\n  - files: ["legacy/**"]\n    rules:\n      description/max-length: [error, { max: 50 }]\nignores: [drafts/]\n',
      'shared/plugin.mjs': plugin,
      'shared/legacy/tool.yaml': named('get_weather_shared'),
      'shared/drafts/tool.yaml': named('get_weather_draft'),
      'project/tooldoc.config.yaml': 'extends: ../shared/base.yaml\n',
      'project/legacy/tool.yaml': named('get_weather_legacy'),
      'project/drafts/tool.yaml': named('get_weather_project_draft'),
    });
    // --config: the project's config for every file, ../shared's too (each file's nearest would be none there).
    const r = runCli(['lint', '.', '../shared', '-f', 'json', '--config', 'tooldoc.config.yaml'], { cwd: path.join(dir, 'project') });
    expect(r.stderr).toBe('');
    // The rules the configs set; the others (examples, similar descriptions of copies of one tool) are beside the point.
    const set = ['local/always', 'description/max-length'];
    const found = json(r.stdout).files.flatMap((f) => f.diagnostics.filter((d) => set.includes(d.ruleId)).map((d) => `${path.relative(dir, path.resolve(dir, 'project', f.file))}:${d.ruleId}:${d.severity}`));
    expect(found.sort()).toEqual([
      'project/drafts/tool.yaml:local/always:warning',
      'project/legacy/tool.yaml:local/always:warning',
      'shared/legacy/tool.yaml:description/max-length:error',
      'shared/legacy/tool.yaml:local/always:warning',
    ]);
    expect(r.code).toBe(1);
  });
});
