/**
 * The package.json that npm packs has no `prepare` script (`prepack` strips it, `postpack` puts
 * package.json back byte for byte), as pinst does for husky's `postinstall`.
 *
 * `prepare` builds dist/ after `npm install` in a clone (the README's first command, pre-commit's
 * `language: node` hook). In the published package it does nothing (dist/ ships built), but npm 11
 * lists it, for a package installed from a tarball file, among the install scripts awaiting
 * approval: one warning on every such install, for a script that would never run.
 *
 * Without `prepare`, `npm pack` and `npm publish` would not build: `strip` builds first when dist/
 * is older than a source (src/, rules/, scripts/, the tsconfigs) or missing, so what is packed is
 * always what the sources build, and a pack right after a build (pre-commit's hook, the package
 * test) does not build again, nor rewrite dist/ under tests that run it.
 *
 * `allowScripts` goes too: it is this repository's answer to npm 11's install-script approvals for
 * its dev dependencies (esbuild, protobufjs and @google/genai need none of theirs here: esbuild's
 * platform binary comes as an optional dependency), and it means nothing in an installed package.
 *
 * Usage: node scripts/pack-manifest.mjs strip|restore
 * A pack that fails between the two leaves the copy (package.json.unpacked); the next `strip` or
 * `restore` puts it back first. package.json is replaced by renaming, never written in place, so a
 * process reading it meanwhile reads one whole version, and it keeps its time stamp.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './bundling.mjs';

/** The build's last step writes this (scripts/declarations.mjs). */
const BUILT = path.join(root, 'dist', 'types', 'src', 'index.d.ts');

function newestSource() {
  let newest = 0;
  const stack = ['src', 'rules', 'scripts'].map((d) => path.join(root, d));
  for (const f of ['tsconfig.json', 'tsconfig.build.json']) newest = Math.max(newest, statSync(path.join(root, f)).mtimeMs);
  while (stack.length) {
    const dir = stack.pop();
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) stack.push(p);
      else if (/\.(ts|mjs)$/.test(entry.name)) newest = Math.max(newest, statSync(p).mtimeMs);
    }
  }
  return newest;
}

function buildIfStale() {
  if (existsSync(BUILT) && statSync(BUILT).mtimeMs > newestSource()) return;
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (r.status !== 0) {
    process.stderr.write('pack-manifest: `npm run build` failed; nothing packed.\n');
    process.exit(1);
  }
}

const manifest = path.join(root, 'package.json');
const saved = path.join(root, 'package.json.unpacked');
const restore = () => {
  if (existsSync(saved)) renameSync(saved, manifest);
};

const command = process.argv[2];
if (command === 'restore') {
  restore();
} else if (command === 'strip') {
  restore();
  buildIfStale();
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  if (pkg.scripts?.prepare !== undefined || pkg.allowScripts !== undefined) {
    const { atime, mtime } = statSync(manifest);
    writeFileSync(saved, text);
    utimesSync(saved, atime, mtime);
    if (pkg.scripts) delete pkg.scripts.prepare;
    delete pkg.allowScripts;
    const next = `${manifest}.packing`;
    writeFileSync(next, `${JSON.stringify(pkg, null, 2)}\n`);
    renameSync(next, manifest);
  }
} else {
  process.stderr.write('pack-manifest: usage: node scripts/pack-manifest.mjs strip|restore\n');
  process.exit(2);
}
