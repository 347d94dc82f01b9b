/**
 * What `npm pack` ships — and so what pre-commit and `npm install -g` get: the CLI entry, the built
 * JavaScript for every source and rule, the rule docs pages (SARIF help and `tooldoc explain` read
 * them at run time) and the published schemas; no TypeScript sources or tests. Also the two
 * settings pre-commit's node installer depends on.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers.js';
import { requireBuild } from '../e2e/support.js';

function walk(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...walk(rel, ext));
    else if (e.name.endsWith(ext) && !e.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

describe('the npm package', () => {
  requireBuild();

  it('ships the CLI, the built code of every source and rule, the rule docs and the schemas', () => {
    const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const files = new Set((JSON.parse(r.stdout) as Array<{ files: Array<{ path: string }> }>)[0]!.files.map((f) => f.path));
    expect(files).toContain('bin/tooldoc.js');
    expect(files).toContain('package.json');
    for (const ts of [...walk('src', '.ts'), ...walk('rules', '.ts')]) expect(files, ts).toContain(`dist/${ts.replace(/\.ts$/, '.js')}`);
    for (const md of walk('rules', '.md')) expect(files, md).toContain(md);
    for (const schema of readdirSync(path.join(ROOT, 'schemas'))) expect(files).toContain(`schemas/${schema}`);
    for (const f of files) expect(f).not.toMatch(/^(src|test|fixtures)\/|\.tgz$/);
  });

  it('builds in the prepare lifecycle, and keeps npm pack quiet for pre-commit', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; bin: Record<string, string> };
    expect(pkg.scripts.prepare).toMatch(/build|tsc/);
    expect(pkg.bin.tooldoc).toBe('bin/tooldoc.js');
    // pre-commit takes `npm pack`'s whole stdout as the tarball's name: prepare's banners must not reach it.
    expect(readFileSync(path.join(ROOT, '.npmrc'), 'utf8')).toMatch(/^foreground-scripts=false$/m);
  });

  it('declares the pre-commit hook', () => {
    const hooks = parse(readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Array<Record<string, unknown>>;
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({ id: 'tooldoc', language: 'node', entry: 'tooldoc lint --ignore-unknown', types_or: ['yaml', 'json'], require_serial: true });
    expect(existsSync(path.join(ROOT, 'action.yml'))).toBe(true);
  });
});
