/**
 * The security rules' precision, measured (issue 17): every poisoned tool in test/security/poisoned/
 * (each modelled on a published attack, cited in its first line) is caught by the rules its second
 * line expects; no benign look-alike in test/security/benign/ is flagged by a rule that finds attacks
 * (a design-review rule may flag one, when its header says so); and the design-review cases in
 * test/security/design/ get exactly the findings they expect.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { lintTexts } from '../../src/run/lint.js';
import { ROOT } from '../helpers.js';

const DIR = path.join(ROOT, 'test', 'security');
const SECURITY = builtinRules.filter((r) => r.meta.id.startsWith('security/'));

/** The files of a folder, with the rule ids their `# expect:` line names. */
function cases(folder: string): Array<{ file: string; text: string; expect: string[] }> {
  const dir = path.join(DIR, folder);
  return readdirSync(dir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .map((f) => {
      const text = readFileSync(path.join(dir, f), 'utf8');
      const line = /^(?:#|\/\/)\s*expect:\s*(.*)$/m.exec(text)?.[1]?.trim() ?? '';
      return { file: f, text, expect: line === 'none' ? [] : line.split(/\s*,\s*/).filter(Boolean) };
    });
}

/** JSON has no comments: a JSON case keeps its header in a sidecar `.meta` file, or in a leading `//` line removed here. */
const body = (file: string, text: string) => (file.endsWith('.json') ? text.replace(/^(?:\/\/.*\n)+/, '') : text);

function found(file: string, text: string): string[] {
  const r = lintTexts([{ path: file, text: body(file, text) }], { rules: SECURITY });
  expect(r.tools.length, `${file} is read as a tool`).toBeGreaterThan(0);
  return [...new Set(r.files.flatMap((f) => f.diagnostics.map((d) => d.ruleId)))].sort();
}

describe('poisoned tools: each is caught by the rules it expects', () => {
  const poisoned = cases('poisoned');
  it('has at least 30 of them, each citing its source', () => {
    expect(poisoned.length).toBeGreaterThanOrEqual(30);
    for (const c of poisoned) expect(c.text, c.file).toMatch(/^(?:#|\/\/)\s*source:\s*\S/m);
  });
  it.each(poisoned.map((c) => [c.file, c] as const))('%s', (_f, c) => {
    expect(c.expect.length, 'a poisoned tool names the rules that must catch it').toBeGreaterThan(0);
    const ids = found(c.file, c.text);
    for (const id of c.expect) expect(ids, `${c.file} must be caught by ${id}`).toContain(id);
  });
});

/** Rules that find attacks; the others review a design (seed 003) and may fairly flag a benign tool. */
const ATTACKS = new Set(['security/hidden-text', 'security/prompt-injection', 'security/secret-access', 'security/exfiltration', 'security/annotation-contradiction', 'security/cross-server-shadowing']);

describe('benign look-alikes: no attack found, and only the design findings each expects', () => {
  const benign = cases('benign');
  it('has at least 100 of them', () => {
    expect(benign.length).toBeGreaterThanOrEqual(100);
    for (const c of benign) for (const id of c.expect) expect(ATTACKS.has(id), `${c.file} expects an attack finding`).toBe(false);
  });
  it.each(benign.map((c) => [c.file, c] as const))('%s', (_f, c) => {
    expect(found(c.file, c.text)).toEqual(c.expect);
  });
});

describe('design review (seed 003): each case gets exactly the findings it expects', () => {
  const design = cases('design');
  it('has flagged and passing cases for every design rule', () => {
    for (const id of ['security/raw-command', 'security/destructive-guard', 'security/undisclosed-write']) {
      expect(design.filter((c) => c.expect.includes(id)).length, id).toBeGreaterThan(0);
    }
    expect(design.filter((c) => c.expect.length === 0).length).toBeGreaterThanOrEqual(8);
  });
  it.each(design.map((c) => [c.file, c] as const))('%s', (_f, c) => {
    expect(found(c.file, c.text)).toEqual(c.expect);
  });
});
