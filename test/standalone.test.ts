/**
 * standalone/, the committed bundle that the pre-commit hook `tooldoc` and the GitHub Action run
 * (scripts/standalone.mjs), is what the sources build today, byte for byte. That it runs with no
 * node_modules is tested in test/slow/standalone.test.ts (npm run test:e2e).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers.js';
import { requireBuild } from './e2e/support.js';

const STANDALONE = path.join(ROOT, 'standalone');

/** Every file under `dir`, relative, with forward slashes, sorted; not V8's code that runs kept (lib/code-cache/, ignored by git). */
function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (r === 'lib/code-cache') continue;
      if (e.isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk('');
  return out.sort();
}

describe('standalone/ is up to date', () => {
  // The bundle inlines the meta-schema checks that the build writes to dist/meta/.
  requireBuild();

  it('is what scripts/standalone.mjs builds from the sources', () => {
    const fresh = tempDir('tooldoc-standalone-');
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'standalone.mjs'), '--outdir', fresh], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const hint = 'standalone/ is out of date: run `npm run build:standalone` and commit standalone/';
    const committed = files(STANDALONE);
    expect(committed, hint).toEqual(files(fresh));
    const differ = committed.filter((f) => !readFileSync(path.join(STANDALONE, f)).equals(readFileSync(path.join(fresh, f))));
    expect(differ, `${hint} (these files differ)`).toEqual([]);
    expect(statSync(path.join(STANDALONE, 'tooldoc.mjs')).mode & 0o111, 'standalone/tooldoc.mjs must be executable (pre-commit runs it)').not.toBe(0);
  });

  it('is neither ignored by git nor, once tracked, committed without its executable bit', () => {
    const ignored = spawnSync('git', ['check-ignore', '--no-index', 'standalone/tooldoc.mjs', 'standalone/lib/tooldoc.js', 'standalone/lib/core.bundle.cjs', 'standalone/lib/core.cjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(ignored.stdout, 'standalone/ must not be in .gitignore').toBe('');
    expect(ignored.status).toBe(1);
    // What its runs write beside the bundle is.
    const cache = spawnSync('git', ['check-ignore', '--no-index', 'standalone/lib/code-cache/main-0123456789abcdef-v20.0.0-x64.bin'], { cwd: ROOT, encoding: 'utf8' });
    expect(cache.status, 'standalone/lib/code-cache/ must be in .gitignore').toBe(0);
    const staged = spawnSync('git', ['ls-files', '-s', 'standalone/tooldoc.mjs'], { cwd: ROOT, encoding: 'utf8' }).stdout;
    if (staged) expect(staged).toMatch(/^100755 /);
  });
});
