// bench/results.md is written by three scripts: `npm run bench` (the table against the floor),
// `npm run bench:scaling` and `npm run bench:profile`. Each owns a section between
// `<!-- name:start -->` and `<!-- name:end -->` markers and keeps the others as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const marked = /<!-- ([a-z]+):start -->[\s\S]*?<!-- \1:end -->/g;

/** Replaces (or appends) one marked section of `file`. `head` replaces the text before the first section. */
export function writeSection(file, name, body, head) {
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const sections = new Map([...old.matchAll(marked)].map((m) => [m[1], m[0]]));
  const before = head ?? old.split('<!-- ')[0].trimEnd();
  if (name) sections.set(name, `<!-- ${name}:start -->\n${body.trim()}\n<!-- ${name}:end -->`);
  const order = ['profile', 'scaling', ...[...sections.keys()].filter((k) => k !== 'profile' && k !== 'scaling')];
  const parts = [before.trimEnd(), ...order.filter((k) => sections.has(k)).map((k) => sections.get(k))];
  writeFileSync(file, `${parts.join('\n\n')}\n`);
}
