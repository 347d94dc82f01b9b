/**
 * The shape docs/architecture.md promises, checked: `src/` knows no rule by name (it reads rule
 * metadata instead), rules import from the toolkit and nowhere else in `src/`, and the core lints
 * text without touching the file system.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { lintText } from '../src/core/linter.js';
import { GOOD_TOOL, ROOT } from './helpers.js';

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) return tsFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join('/');

describe('architecture', () => {
  it('src/ names no built-in rule: it reads rule metadata (level, fields, defersTo, options)', () => {
    const ids = builtinRules.map((r) => r.meta.id);
    const named = tsFiles(path.join(ROOT, 'src')).flatMap((file) => {
      // Code, not comments: a comment may cite a rule as an example.
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      return ids.filter((id) => text.includes(`'${id}'`) || text.includes(`"${id}"`) || text.includes(`\`${id}\``)).map((id) => `${rel(file)}: ${id}`);
    });
    expect(named).toEqual([]);
  });

  it('rules import from src/ only through the toolkit', () => {
    const outside = tsFiles(path.join(ROOT, 'rules')).flatMap((file) => {
      const specs = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
      return specs.filter((s) => s.includes('/src/') && !s.endsWith('/src/toolkit/index.js') && !s.endsWith('/src/types/index.js')).map((s) => `${rel(file)}: ${s}`);
    });
    expect(outside).toEqual([]);
  });

  it('the core lints text in memory: no file system, and the outcome is plain data', () => {
    const outcome = lintText(GOOD_TOOL, { path: 'not/on/disk/weather.yaml', rules: builtinRules });
    expect(outcome.status).toBe('linted');
    expect(outcome.tools.map((t) => t.name)).toEqual(['get_weather']);
    // Plain data: what the cache writes and workers send is the outcome itself.
    expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    expect(structuredClone(outcome)).toEqual(outcome);
  });

  it('the core imports nothing from the run, the cache, the workers or the file walker', () => {
    const forbidden = /from '\.\.\/(run\/|files\/)|from 'node:(fs|worker_threads|child_process)'/;
    const offenders = tsFiles(path.join(ROOT, 'src', 'core')).filter((f) => forbidden.test(readFileSync(f, 'utf8')));
    expect(offenders.map(rel)).toEqual([]);
  });
});
