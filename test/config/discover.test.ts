/**
 * Discovery in process: which config a folder gets, where the search stops (the repository root),
 * and the files meant as a config that tooldoc does not read, by the naming rule of
 * src/config/unread.ts: what it catches, and that it raises no false alarm on the repository's own
 * files.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverConfig, lookUpConfig } from '../../src/config/discover.js';
import { unreadConfigMessage, unreadConfigName, unreadConfigsIn } from '../../src/config/unread.js';
import { ROOT, writeFiles } from '../helpers.js';

const git = (dir: string, ...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });

describe('unreadConfigName: which names are meant as a tooldoc config', () => {
  it('catches other formats of the read name, misspellings and rc-style names', () => {
    const caught = [
      'tooldoc.config.cjs',
      'tooldoc.config.ts',
      'tooldoc.config.mts',
      'tooldoc.config.cts',
      'tooldoc.config.toml',
      'tooldoc.config.jsonc',
      'tooldoc.config.json5',
      'tooldoc.config',
      'tooldoc.conf.yaml',
      'tooldoc-config.yaml',
      'tooldoc_config.json',
      'tooldocconfig.yml',
      'tooldoc.configs.yaml',
      'toolsdoc.config.yaml',
      'tooldoc.cofnig.yaml',
      'tool-doc.config.yaml',
      'tooldoc.cfg',
      '.tooldocrc',
      '.tooldocrc.json',
      '.tooldocrc.yaml',
      '.tooldoc.yaml',
      '.tooldoc.json',
      '.tooldoc.config.yaml',
      'Tooldoc.config.yaml',
      'TOOLDOC.CONFIG.YML',
    ];
    for (const name of caught) expect(unreadConfigName(name), name).toBeDefined();
  });

  it('leaves alone the names read, variants kept on purpose, backups, type declarations and unrelated files', () => {
    const left = [
      'tooldoc.config.yaml',
      'tooldoc.config.yml',
      'tooldoc.config.json',
      'tooldoc.config.mjs',
      'tooldoc.config.js',
      'package.json',
      'tooldoc.config2.yaml',
      'tooldoc.config.v1.yaml',
      'tooldoc.config.example.yaml',
      'tooldoc.config.base.yaml',
      'tooldoc.config.yaml.bak',
      'tooldoc.config.yaml~',
      'tooldoc.config.bak',
      'tooldoc.config.d.ts',
      'tooldoc.base.yaml',
      'tooldoc.ci.yaml',
      'tooldoc.yaml',
      'tooldoc.json',
      'tooldoc-baseline.json',
      'tooldoc.lock.json',
      '.tooldoccache',
      'toolconfig.yaml',
      'eslint.config.js',
      'tsconfig.json',
      'weather.yaml',
    ];
    for (const name of left) expect(unreadConfigName(name), name).toBeUndefined();
  });

  it('says what to use instead, by format', () => {
    expect(unreadConfigName('tooldoc.config.ts')).toEqual({ reason: 'it does not load TypeScript', advice: 'write it as tooldoc.config.mjs (the same `export default`, without types) or as tooldoc.config.yaml' });
    expect(unreadConfigName('tooldoc.config.cjs')).toEqual({ reason: 'it loads JavaScript configs as ES modules', advice: 'rename it tooldoc.config.mjs and write `export default` for `module.exports =`' });
    expect(unreadConfigName('tooldoc.conf.json')).toEqual({ advice: 'rename it tooldoc.config.json' });
    expect(unreadConfigName('Tooldoc.config.yaml')).toEqual({ advice: 'rename it tooldoc.config.yaml' });
    expect(unreadConfigName('.tooldocrc')).toEqual({ advice: 'rename it tooldoc.config.yaml, or tooldoc.config.json if it is JSON' });
  });

  it('raises no false alarm on any file of this repository', () => {
    const files = git(ROOT, 'ls-files').stdout.split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => unreadConfigName(path.basename(f)) !== undefined)).toEqual([]);
  });
});

describe('lookUpConfig: the config, and the unread configs on the way to it', () => {
  it('notes unread files in the start folder and each folder up to the config, nearest first, each naming the config used instead', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': '', 'tooldoc.config.ts': '', 'a/.tooldocrc': '', 'a/b/tooldoc.conf.yaml': '', 'a/b/tools/.keep': '' });
    mkdirSync(path.join(dir, 'a', 'tooldoc.config.toml')); // a folder, not a file: never a config
    const found = lookUpConfig(path.join(dir, 'a', 'b', 'tools'));
    const config = path.join(dir, 'tooldoc.config.yaml');
    expect(found.file).toBe(config);
    expect(found.unread.map((u) => [path.relative(dir, u.file), u.instead])).toEqual([
      ['a/b/tooldoc.conf.yaml', config],
      ['a/.tooldocrc', config],
      ['tooldoc.config.ts', config],
    ]);
    expect(unreadConfigMessage(found.unread[2]!, dir)).toBe(
      'tooldoc.config.ts is not a config file tooldoc reads (it does not load TypeScript), so it is ignored; write it as tooldoc.config.mjs (the same `export default`, without types) or as tooldoc.config.yaml. The names tooldoc reads: tooldoc.config.yaml, .yml, .json, .mjs, .js, or a "tooldoc" key in package.json. tooldoc.config.yaml beside it is used instead.',
    );
    expect(unreadConfigMessage(found.unread[0]!, path.join(dir, 'a', 'b'))).toBe(
      `tooldoc.conf.yaml is not a config file tooldoc reads, so it is ignored; rename it tooldoc.config.yaml. The names tooldoc reads: tooldoc.config.yaml, .yml, .json, .mjs, .js, or a "tooldoc" key in package.json. ${config} is used instead.`,
    );
    // Above the config, nothing is searched, so nothing is noted; discoverConfig is the same search without the notes.
    expect(lookUpConfig(path.join(dir, 'a')).unread.map((u) => path.basename(u.file))).toEqual(['.tooldocrc', 'tooldoc.config.ts']);
    expect(discoverConfig(path.join(dir, 'a', 'b', 'tools'))).toBe(config);
  });

  it('with no config anywhere, the unread ones name none', () => {
    const dir = writeFiles({ 'sub/tooldoc.config.cjs': 'module.exports = {};\n', '.git/.keep': '' });
    const found = lookUpConfig(path.join(dir, 'sub'));
    expect(found.file).toBeUndefined();
    expect(found.unread).toEqual([{ file: path.join(dir, 'sub', 'tooldoc.config.cjs'), reason: 'it loads JavaScript configs as ES modules', advice: 'rename it tooldoc.config.mjs and write `export default` for `module.exports =`' }]);
    expect(unreadConfigMessage(found.unread[0]!, path.join(dir, 'sub'))).toMatch(/ No other config applies: the defaults \(tooldoc:recommended\) are used\.$/);
  });

  it('a name that differs from the config found only in case is another file where names have case, and is reported', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': '' });
    // (Where the file system ignores case, it is the config itself, the same file, and is not.)
    writeFileSync(path.join(dir, 'Tooldoc.config.yaml'), '');
    const same = unreadConfigsIn(dir, path.join(dir, 'tooldoc.config.yaml'));
    expect(same.map((u) => path.basename(u.file))).toEqual(['Tooldoc.config.yaml']);
  });
});

describe('discovery stops at the repository root', () => {
  it('a config above a git repository is not used inside it, nor are unread files above it noted', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': '', 'tooldoc.config.ts': '', 'repo/tools/.keep': '' });
    expect(git(path.join(dir, 'repo'), 'init', '-q').status).toBe(0);
    expect(lookUpConfig(path.join(dir, 'repo', 'tools'))).toEqual({ unread: [] });
    expect(discoverConfig(path.join(dir, 'repo', 'tools'))).toBeUndefined();
    // The repository's own config, at its root, is found.
    writeFileSync(path.join(dir, 'repo', 'tooldoc.config.json'), '{}');
    expect(discoverConfig(path.join(dir, 'repo', 'tools'))).toBe(path.join(dir, 'repo', 'tooldoc.config.json'));
  });

  it('outside any repository, the search goes on upward (a config there is read as data, never run)', () => {
    const dir = writeFiles({ 'tooldoc.config.yaml': '', 'work/tools/.keep': '' });
    const found = lookUpConfig(path.join(dir, 'work', 'tools'));
    expect(found.file).toBe(path.join(dir, 'tooldoc.config.yaml'));
    expect(found.untrusted).toEqual({ why: 'outside any repository' });
    // Asked for the file alone, git is not asked.
    expect(lookUpConfig(path.join(dir, 'work', 'tools'), { trust: false })).toEqual({ file: path.join(dir, 'tooldoc.config.yaml'), unread: [] });
  });
});
