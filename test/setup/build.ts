/**
 * Vitest global setup: end-to-end tests run the built CLI, so dist/ must match the sources. Builds
 * once before the suite, and only when a source (or a build script) is newer than the last build, so
 * that running one test file works, and `npm test` after `npm install` or `npm ci` (whose `prepare`
 * builds) does not build again. A failed build is handed to
 * the end-to-end tests (which fail with tsc's output) rather than thrown, so unit tests still run.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** tsc's output when building dist/ failed; empty when the build is current. */
    buildError: string;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The declarations are the build's last step (scripts/declarations.mjs), so they date the last build. */
const BUILT = path.join(ROOT, 'dist', 'types', 'src', 'index.d.ts');

function newestSource(): number {
  let newest = 0;
  for (const f of ['package.json', 'tsconfig.json', 'tsconfig.build.json']) newest = Math.max(newest, mtime(path.join(ROOT, f)));
  for (const f of ['meta-validators.mjs', 'bundling.mjs', 'bundle.mjs', 'declarations.mjs']) newest = Math.max(newest, mtime(path.join(ROOT, 'scripts', f)));
  const stack = [path.join(ROOT, 'src'), path.join(ROOT, 'rules')];
  while (stack.length) {
    const dir = stack.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) stack.push(p);
      else if (entry.name.endsWith('.ts')) newest = Math.max(newest, mtime(p));
    }
  }
  return newest;
}

function mtime(p: string): number {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

export default function setup(project: TestProject): void {
  project.provide('buildError', '');
  if (mtime(BUILT) > newestSource()) return;
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  // The steps of `npm run build`, in its order.
  let r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: ROOT, encoding: 'utf8' });
  for (const script of ['meta-validators.mjs', 'bundle.mjs', 'declarations.mjs']) {
    if (r.status === 0) r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', script)], { cwd: ROOT, encoding: 'utf8' });
  }
  if (r.status !== 0) project.provide('buildError', `${r.stdout}${r.stderr}`.trim() || `the build exited with ${r.status}`);
}
