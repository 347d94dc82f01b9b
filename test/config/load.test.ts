/**
 * The config loader in process: presets from metadata, settings merging, overrides, globs, and the
 * published schema agreeing with what the loader accepts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { starterConfig } from '../../src/commands/init.js';
import { ConfigError, discoverConfig, globMatcher, loadConfig } from '../../src/config/load.js';
import { presetSettings } from '../../src/config/presets.js';
import { defineRule } from '../../src/toolkit/define-rule.js';
import { compileSchema, validateValue } from '../../src/schema/index.js';
import { newAjv, ROOT, writeFiles } from '../helpers.js';

const load = (files: Record<string, string>, cwd = '') => {
  const dir = writeFiles(files);
  return loadConfig({ cwd: path.join(dir, cwd), builtinRules });
};

const problemsOf = async (files: Record<string, string>) => {
  try {
    await load(files);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems.map((p) => `${p.range?.start.line}:${p.range?.start.column} ${p.message}`);
    throw err;
  }
  return [];
};

describe('presets', () => {
  const plugin = defineRule({
    meta: { id: 'x/y', level: 2, severity: 'warning', description: 'd', spec: '-', messages: { m: 'm' } },
    check() {},
  });
  const rules = [...builtinRules, plugin];

  it('recommended keeps defaults; strict makes everything an error; minimal keeps Level 1 only, plugin rules included', () => {
    const rec = presetSettings('tooldoc:recommended', rules);
    const strict = presetSettings('tooldoc:strict', rules);
    const minimal = presetSettings('tooldoc:minimal', rules);
    for (const r of rules) {
      const recommended = r.meta.recommended !== false;
      expect(rec[r.meta.id]!.severity).toBe(recommended ? r.meta.severity : 'off');
      expect(strict[r.meta.id]!.severity).toBe('error');
      expect(minimal[r.meta.id]!.severity).toBe(r.meta.level === 1 && recommended ? r.meta.severity : 'off');
    }
    expect(minimal['x/y']!.severity).toBe('off');
  });
  it('leaves rules marked recommended: false to strict, which also applies their strictOptions', () => {
    const off = defineRule({
      meta: { id: 'x/strict-only', level: null, severity: 'warning', description: 'd', spec: '-', messages: { m: 'm' }, recommended: false, strictOptions: { scope: 'all' } },
      check() {},
    });
    expect(presetSettings('tooldoc:recommended', [off])['x/strict-only']).toEqual({ severity: 'off' });
    expect(presetSettings('tooldoc:minimal', [off])['x/strict-only']).toEqual({ severity: 'off' });
    expect(presetSettings('tooldoc:strict', [off])['x/strict-only']).toEqual({ severity: 'error', options: { scope: 'all' } });
    expect(presetSettings('tooldoc:strict', builtinRules)['parameters/bounds']).toEqual({ severity: 'error', options: { scope: 'all' } });
  });
});

describe('loadConfig', () => {
  it('without a config file, every rule has its default severity', async () => {
    const c = await load({});
    expect(c.file).toBeUndefined();
    expect(c.rules).toHaveLength(builtinRules.length);
    expect(c.settings['name/snake-case']).toEqual({ severity: 'error' });
    expect(c.settings['suppression/unused']).toEqual({ severity: 'warning' });
  });

  it('merges extends in order; a severity alone keeps inherited options, [severity, options] replaces them', async () => {
    const c = await load({
      'base.yaml': 'rules:\n  description/max-length: [error, { max: 100 }]\n  parameters/max-depth: [warn, { max: 2 }]\n',
      'tooldoc.config.yaml': 'extends: [tooldoc:strict, ./base.yaml]\nrules:\n  description/max-length: warn\n  parameters/max-depth: [error, {}]\n',
    });
    expect(c.settings['description/max-length']).toEqual({ severity: 'warning', options: { max: 100 } });
    expect(c.settings['parameters/max-depth']).toEqual({ severity: 'error', options: {} });
    expect(c.settings['version/semver']!.severity).toBe('error');
  });

  it('overrides apply in order to matching files, relative to the config file', async () => {
    const c = await load(
      {
        'tooldoc.config.yaml':
          'overrides:\n  - files: ["legacy/**"]\n    rules: { examples/required: off }\n  - files: "*.json"\n    rules: { examples/required: warn }\n',
        'sub/.keep': '',
      },
      'sub',
    );
    expect(c.settingsFor('../legacy/a.yaml')).toEqual({ 'examples/required': { severity: 'off' } });
    expect(c.settingsFor('../legacy/a.json')).toEqual({ 'examples/required': { severity: 'warning' } });
    expect(c.settingsFor('x.yaml')).toBeUndefined();
  });

  it('reports every rule problem of a file at once, positioned', async () => {
    expect(
      await problemsOf({ 'tooldoc.config.yaml': 'rules:\n  name/snak-case: off\n  description/max-length: [warn, { max: 0 }]\n' }),
    ).toEqual(['2:3 Unknown rule "name/snak-case"; did you mean "name/snake-case"?', '3:41 Option "max" of rule "description/max-length" must be >= 1.']);
  });

  it('refuses a YAML config with several documents, and a missing extended file', async () => {
    expect(await problemsOf({ 'tooldoc.config.yaml': 'rules: {}\n---\nrules: {}\n' })).toEqual([
      '3:1 A config file holds one YAML document; remove the extra "---" document.',
    ]);
    expect((await problemsOf({ 'tooldoc.config.yaml': 'extends: ./nope.yaml\n' }))[0]).toMatch(/^1:10 Cannot extend "\.\/nope\.yaml": no file /);
  });

  it('an empty config file, or keys left empty, are the defaults', async () => {
    const c = await load({ 'tooldoc.config.yaml': '# nothing yet\n' });
    expect(c.settings['name/snake-case']).toEqual({ severity: 'error' });
    const d = await load({ 'tooldoc.config.yaml': 'rules:\n  # name/snake-case: off\nignores:\noverrides:\n  - files: x\n    rules:\n' });
    expect(d.settings['name/snake-case']).toEqual({ severity: 'error' });
  });
});

describe('discoverConfig', () => {
  it('stops at the first folder with a config, nearest first', () => {
    const dir = writeFiles({ 'tooldoc.config.json': '{}', 'a/tooldoc.config.yml': '', 'a/b/c/.keep': '' });
    expect(discoverConfig(path.join(dir, 'a', 'b', 'c'))).toBe(path.join(dir, 'a', 'tooldoc.config.yml'));
    expect(discoverConfig(dir)).toBe(path.join(dir, 'tooldoc.config.json'));
  });
});

describe('configs above the working directory: trusted only in a repository git confirms', () => {
  const JS = `import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran', import.meta.url), 'yes');\nexport default {};\n`;
  const git = (dir: string, ...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  const refusal = async (cwd: string) => {
    try {
      await loadConfig({ cwd, builtinRules });
    } catch (err) {
      if (err instanceof ConfigError) return err.problems.map((p) => p.message);
      throw err;
    }
    return [];
  };

  it('an empty .git folder or file planted beside the config does not make it a repository: the JavaScript is not run', async () => {
    for (const plant of [(d: string) => mkdirSync(path.join(d, '.git')), (d: string) => writeFileSync(path.join(d, '.git'), ''), (d: string) => writeFileSync(path.join(d, '.git'), 'gitdir: /nowhere\n')]) {
      const dir = writeFiles({ 'tooldoc.config.mjs': JS, 'work/.keep': '' });
      plant(dir);
      expect(await refusal(path.join(dir, 'work'))).toEqual([
        `Found above the working directory, outside any repository, and it is JavaScript; tooldoc does not run code from there unasked. Use it with --config ${path.join(dir, 'tooldoc.config.mjs')}, or lint without it with --no-config.`,
      ]);
      expect(existsSync(path.join(dir, 'ran'))).toBe(false);
    }
    // Nor may a data config there load plugins.
    const plugged = writeFiles({ 'tooldoc.config.yaml': 'plugins: [./p.mjs]\n', 'p.mjs': JS, 'work/.keep': '' });
    mkdirSync(path.join(plugged, '.git'));
    expect((await refusal(path.join(plugged, 'work')))[0]).toMatch(/^Found above the working directory, outside any repository, and it loads plugins; /);
    expect(existsSync(path.join(plugged, 'ran'))).toBe(false);
  });

  it('in a repository git confirms, a config above the working directory is the repository\'s own, and runs', async () => {
    const dir = writeFiles({ 'tooldoc.config.mjs': JS, 'work/.keep': '' });
    expect(git(dir, 'init', '-q').status).toBe(0);
    const c = await loadConfig({ cwd: path.join(dir, 'work'), builtinRules });
    expect(c.file).toBe(path.join(dir, 'tooldoc.config.mjs'));
    expect(existsSync(path.join(dir, 'ran'))).toBe(true);
  });

  it('without git, no repository is confirmed: a config above is read as data, never run, and the message says why', async () => {
    const dir = writeFiles({ 'tooldoc.config.mjs': JS, 'data/tooldoc.config.yaml': 'rules:\n  name/snake-case: off\n', 'data/work/.keep': '', 'work/.keep': '' });
    expect(git(dir, 'init', '-q').status).toBe(0);
    const saved = process.env.PATH;
    process.env.PATH = path.join(dir, 'no-such-folder');
    try {
      expect(await refusal(path.join(dir, 'work'))).toEqual([
        `Found above the working directory, in no repository git could confirm (git is not on the PATH), and it is JavaScript; tooldoc does not run code from there unasked. Use it with --config ${path.join(dir, 'tooldoc.config.mjs')}, or lint without it with --no-config.`,
      ]);
      const data = await loadConfig({ cwd: path.join(dir, 'data', 'work'), builtinRules });
      expect(data.settings['name/snake-case']!.severity).toBe('off');
      // The working directory's own config is the user's choice, git or not.
      expect((await loadConfig({ cwd: dir, builtinRules })).file).toBe(path.join(dir, 'tooldoc.config.mjs'));
    } finally {
      process.env.PATH = saved;
    }
  });
});

describe('globMatcher', () => {
  const m = globMatcher(['legacy/**', '*.json', 'drafts/', 'vendor'], '/p');
  it.each([
    ['/p/legacy/a.yaml', true],
    ['/p/tools/a.json', true],
    ['/p/drafts/x/y.yaml', true],
    ['/p/src/vendor/a.yaml', true],
    ['/p/tools/a.yaml', false],
    ['/q/legacy/a.yaml', false],
  ])('%s → %s', (file, expected) => expect(m(file)).toBe(expected));
});

describe('schemas/config.schema.json', () => {
  const schema = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'config.schema.json'), 'utf8')) as { properties: Record<string, unknown> };
  const compiled = compileSchema(schema);

  it('is a valid schema that accepts the starter config of every preset', async () => {
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const { parse } = await import('yaml');
    for (const preset of ['recommended', 'strict', 'minimal']) {
      expect(validateValue(compiled.validate, parse(starterConfig(preset)))).toEqual([]);
      await load({ 'tooldoc.config.yaml': starterConfig(preset) });
    }
  });

  it('keeps the starter config valid when the examples under a key are uncommented', async () => {
    const { parse } = await import('yaml');
    const starter = starterConfig('recommended');
    if (!compiled.ok) throw new Error('schemas/config.schema.json does not compile');
    // What a user does: under one key, delete the "# " of its commented lines.
    const uncomment = (key: string) => starter.replace(new RegExp(`^${key}:\\n((?:  # .*\\n)+)`, 'm'), (_m, body: string) => `${key}:\n${body.replace(/^( +)# /gm, '$1')}`);
    for (const key of ['rules', 'overrides', 'ignores']) {
      const edited = uncomment(key);
      expect(edited, key).not.toBe(starter);
      expect(validateValue(compiled.validate, parse(edited)), edited).toEqual([]);
      await load({ 'tooldoc.config.yaml': edited });
    }
    expect(validateValue(compiled.validate, parse(starter.replace('# baseline:', 'baseline:')))).toEqual([]);
  });

  it('lists exactly the keys the loader knows', () => {
    expect(Object.keys(schema.properties).sort()).toEqual(['$schema', 'baseline', 'extends', 'ignores', 'limits', 'overrides', 'plugins', 'rules', 'servers', 'since', 'targets', 'unsuppressible']);
  });
});

describe('schemas/config.schema.json under a strict Ajv', () => {
  it('compiles without strict-mode complaints', () => {
    const ajv = newAjv({ strict: true, strictRequired: false, allErrors: true });
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'config.schema.json'), 'utf8')) as object;
    expect(() => ajv.compile(schema)).not.toThrow();
  });
});
