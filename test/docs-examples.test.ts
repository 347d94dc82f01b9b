/**
 * Every descriptor example in the README, CONTRIBUTING.md and docs/ shows what its text says it
 * shows (issue 38). A yaml or json block that tooldoc reads tools from, or that looks like a
 * descriptor (a top-level `name:` or `tools:`), carries a comment on the line before its fence,
 * `<!-- docs-example: {…} -->`, saying what it claims; this test lints it as `tooldoc lint
 * --no-config` would (in memory, the recommended rules) and holds it to the claim:
 *
 *   {"clean": true, "level": N}   no finding at all, and every tool at Level N
 *   {"tools": N}                  read as exactly N tools, with no parse or input error
 *   {"suppressed": ["rule@tool", …]}  that rule's finding on that tool is there and suppressed inline
 *                                 (with a justification), and no directive is unused or invalid
 *   {"without": ["group/", …]}    no finding of those rules (an id, or a group prefix ending in /)
 *   {"testedBy": "test/…"}        a test that reads this page holds it (a server run, a report shown
 *                                 in full); that file must exist and name the page
 *
 * The rule pages (rules/<group>/<name>.md) are held by test/docs.test.ts instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../rules/index.js';
import { presetSettings } from '../src/config/presets.js';
import { lintTexts } from '../src/run/lint.js';
import { ROOT } from './helpers.js';

interface Claim {
  clean?: boolean;
  level?: number;
  tools?: number;
  suppressed?: string[];
  without?: string[];
  testedBy?: string;
}

interface Block {
  page: string;
  line: number;
  lang: string;
  code: string;
  claim?: Claim;
}

const DIRECTIVE = /^<!--\s*docs-example:\s*(\{.*\})\s*-->$/;
const PAGES = ['README.md', 'CONTRIBUTING.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** The page's fenced blocks, outermost only (a block inside a `~~~markdown` fence is text), with the claim before each. */
function blocks(page: string): Block[] {
  const lines = readFileSync(path.join(ROOT, page), 'utf8').split('\n');
  const out: Block[] = [];
  for (let n = 0; n < lines.length; n++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[n]!);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const code: string[] = [];
    let end = n + 1;
    for (; end < lines.length; end++) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[end]!);
      if (close && close[1]![0] === fence![0] && close[1]!.length >= fence!.length) break;
      code.push(lines[end]!.startsWith(indent!) ? lines[end]!.slice(indent!.length) : lines[end]!);
    }
    let prev = n - 1;
    while (prev >= 0 && !lines[prev]!.trim()) prev--;
    const d = prev >= 0 ? DIRECTIVE.exec(lines[prev]!.trim()) : null;
    out.push({ page, line: n + 1, lang: lang!.toLowerCase(), code: `${code.join('\n')}\n`, ...(d ? { claim: JSON.parse(d[1]!) as Claim } : {}) });
    n = end;
  }
  return out;
}

const settings = presetSettings('tooldoc:recommended', builtinRules);
function lint(block: Block) {
  const file = block.lang === 'json' ? 'example.json' : 'example.yaml';
  return lintTexts([{ path: file, text: block.code }], { rules: builtinRules, settings });
}

const all = PAGES.flatMap(blocks).filter((b) => ['yaml', 'yml', 'json'].includes(b.lang));
const where = (b: Block) => `${b.page}:${b.line}`;

describe('descriptor examples in the docs', () => {
  it('finds the examples (the pages have some)', () => {
    expect(all.filter((b) => b.claim).length).toBeGreaterThan(5);
  });

  it.each(all.map((b) => [where(b), b] as const))('%s says what it shows, if it is a descriptor', (_w, block) => {
    const result = lint(block);
    // A workflow has a top-level `name:` too: a descriptor has a name and a block of the spec, or a `tools` list.
    const looksLike = /^tools:|^\s*\{\s*"tools"\s*:/m.test(block.code) || (/^(name:|\s*"name"\s*:)/m.test(block.code) && /^(\s*"?(description|parameters|examples|errors|returns)"?\s*:)/m.test(block.code));
    if (!block.claim) {
      expect(result.summary.tools > 0 || looksLike, `${where(block)}: a descriptor example without a "<!-- docs-example: {…} -->" comment before its fence saying what it shows (see test/docs-examples.test.ts)`).toBe(false);
      return;
    }
    const claim = block.claim;
    const diagnostics = result.files.flatMap((f) => f.diagnostics);
    const live = diagnostics.filter((d) => !d.suppressed);
    if (claim.testedBy) {
      expect(existsSync(path.join(ROOT, claim.testedBy)), `${where(block)}: ${claim.testedBy} does not exist`).toBe(true);
      expect(readFileSync(path.join(ROOT, claim.testedBy), 'utf8'), `${where(block)}: ${claim.testedBy} does not read ${block.page}`).toContain(path.basename(block.page));
    }
    if (claim.tools !== undefined) {
      expect(result.summary.tools, where(block)).toBe(claim.tools);
      expect(diagnostics.filter((d) => d.ruleId === 'parse-error' || d.ruleId.startsWith('input/')).map((d) => d.message), where(block)).toEqual([]);
    }
    if (claim.clean) expect(live.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.ruleId}`), where(block)).toEqual([]);
    if (claim.level !== undefined) expect(result.tools.map((t) => t.level), where(block)).toEqual(result.tools.map(() => claim.level));
    if (claim.without) {
      const hit = (id: string) => claim.without!.some((w) => (w.endsWith('/') ? id.startsWith(w) : id === w));
      expect(live.filter((d) => hit(d.ruleId)).map((d) => `${d.range.start.line}:${d.range.start.column} ${d.ruleId}`), where(block)).toEqual([]);
    }
    if (claim.suppressed) {
      for (const entry of claim.suppressed) {
        const [id, tool] = entry.split('@');
        const found = diagnostics.filter((d) => d.ruleId === id && d.tool === tool);
        expect(found.length, `${where(block)}: no ${id} finding on "${tool}" to suppress`).toBeGreaterThan(0);
        for (const d of found) expect(d.suppressed, `${where(block)}: ${id} on "${tool}" at line ${d.range.start.line} is not suppressed`).toMatchObject({ kind: 'inline', justification: expect.any(String) as unknown });
      }
      expect(diagnostics.filter((d) => d.ruleId.startsWith('suppression/')).map((d) => d.message), where(block)).toEqual([]);
    }
  });
});
