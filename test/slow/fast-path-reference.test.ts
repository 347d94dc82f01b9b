/**
 * The js-yaml fast path must give exactly what the `yaml` package reference path gives: the same
 * values and the same start and end position for every key and value, on generated catalogs, the
 * real corpus and every fixture in the repository.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/parse/source.js';
import type { JsonPath } from '../../src/types/index.js';
import { ROOT, SHARED, tempDir } from '../helpers.js';

function paths(value: unknown): JsonPath[] {
  const out: JsonPath[] = [];
  const stack: Array<{ v: unknown; p: JsonPath }> = [{ v: value, p: [] }];
  while (stack.length) {
    const { v, p } = stack.pop()!;
    out.push(p);
    if (v && typeof v === 'object') {
      if (Array.isArray(v)) v.forEach((c, i) => stack.push({ v: c, p: [...p, i] }));
      else for (const [k, c] of Object.entries(v)) stack.push({ v: c, p: [...p, k] });
    }
  }
  // Paths that do not exist fall back to a parent: check that too.
  out.push(['no_such_key'], ['parameters', 'properties', 'no_such_property']);
  return out;
}

function compare(file: string): { fast: boolean; checked: number } {
  const text = readFileSync(file, 'utf8');
  const fast = parseSource(file, file, text);
  const ref = parseSource(file, file, text, undefined, { fast: false });
  expect(fast.problems, file).toEqual(ref.problems);
  expect(fast.docs, file).toEqual(ref.docs);
  let checked = 0;
  fast.docs.forEach((doc, i) => {
    // An empty document holds no tool, so nothing is ever located in it.
    if (doc === null || doc === undefined) return;
    for (const p of paths(doc)) {
      for (const at of ['key', 'value'] as const) {
        const a = fast.file.locate(i, p, at);
        const b = ref.file.locate(i, p, at);
        if (JSON.stringify(a) !== JSON.stringify(b)) {
          throw new Error(`${file} doc ${i} ${JSON.stringify(p)} at ${at}: fast ${JSON.stringify(a)} != reference ${JSON.stringify(b)}`);
        }
        checked++;
      }
    }
  });
  return { fast: fast.parser === 'fast', checked };
}

describe('fast parse path', () => {
  it('matches the reference on a generated catalog (YAML and JSON, 1 and 5 tools per file)', () => {
    const dir = tempDir();
    const gen = path.join(SHARED, 'bench', 'gen-corpus.mjs');
    execFileSync(process.execPath, [gen, '--tools', '120', '--per-file', '1', '--out', path.join(dir, 'y1'), '--seed', '7']);
    execFileSync(process.execPath, [gen, '--tools', '120', '--per-file', '5', '--out', path.join(dir, 'y5'), '--seed', '8']);
    execFileSync(process.execPath, [gen, '--tools', '60', '--per-file', '3', '--format', 'json', '--out', path.join(dir, 'j3'), '--seed', '9']);
    const files = fg.sync('**/*.{yaml,json}', { cwd: dir, absolute: true });
    expect(files.length).toBeGreaterThan(100);
    let fastCount = 0;
    for (const f of files) if (compare(f).fast) fastCount++;
    expect(fastCount).toBe(files.length);
  });

  it('matches the reference on the real corpus', () => {
    const files = fg.sync('**/*.json', { cwd: path.join(SHARED, 'corpus'), absolute: true });
    expect(files.length).toBeGreaterThan(100);
    let fastCount = 0;
    for (const f of files) if (compare(f).fast) fastCount++;
    expect(fastCount).toBe(files.length);
  });

  it('matches the reference on every fixture in the repository', () => {
    const files = fg.sync('fixtures/**/*.{yaml,yml,json}', { cwd: ROOT, absolute: true });
    for (const f of files) {
      const text = readFileSync(f);
      if (text.includes(0) || text.length > 1_000_000) continue;
      compare(f);
    }
  });

  it('matches the reference on tricky YAML', () => {
    const dir = tempDir();
    const cases: Record<string, string> = {
      'comments.yaml': '# head\nname: a   # trailing\n# between\ndescription: >-\n  folded\n  text\n\n# after\nparameters:\n  type: object # c\n  properties:\n    x: {type: string, description: "q"}  # c\n    y:\n      - 1\n      - [2, 3]\n    z: |\n      block\n      text\n    empty:\n    "quoted key": \'single\'\n',
      'multi.yaml': '---\nname: a\n---\n# only a comment\n---\nname: b\nlist:\n- x\n- y: 1\n  z: 2\n...\n',
      'crlf.yaml': 'name: a\r\nparameters:\r\n  type: object\r\n  properties:\r\n    x:\r\n      type: string\r\n',
      'flow.yaml': 'name: a\nparameters: {type: object, properties: {x: {type: string}, y: [1, {a: b}]}, required: [x]}\n',
      'unicode.yaml': 'name: wetter_ä\ndescription: "Grüße 👋 aus Köln."\nparameters: {ort: {description: "Straße"}}\n',
      'keys.yaml': '__proto__: 1\nconstructor: {a: 1}\n1: one\nnull: n\ntrue: t\n',
      'pretty.json': '{\n  "name": "a",\n  "parameters": {\n    "type": "object",\n    "properties": {"x": {"type": "string"}}\n  },\n  "list": [1, [2, {"b": null}]]\n}\n',
      'alias.yaml': 'a: &x {b: 1}\nc: *x\n',
      'tag.yaml': 'a: !!str 1\n',
    };
    for (const [name, text] of Object.entries(cases)) {
      const f = path.join(dir, name);
      writeFileSync(f, text);
      compare(f);
    }
  });
});
