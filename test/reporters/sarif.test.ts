/**
 * SARIF: validates against the official 2.1.0 schema (draft-04, with ajv-draft-04) and keeps
 * GitHub code scanning's rules: relative URIs, rule help from the docs pages, fingerprints that
 * survive unrelated edits, the 25,000-result limit, parse errors and suppressed findings as results.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineHashes } from '../../src/reporters/fingerprint.js';
import { MAX_RESULTS_PER_RUN, sarif } from '../../src/reporters/sarif.js';
import { rootRelative, toUriReference } from '../../src/reporters/paths.js';
import type { Diagnostic, LintResult } from '../../src/types/index.js';
import { ROOT } from '../helpers.js';
import { GOLDEN_INPUT, goldenResult, render } from './golden-helpers.js';
import { validateSarif } from './sarif-validate.js';

/** The parts of a SARIF log the assertions read. */
interface SarifText {
  text: string;
}
interface SarifLocation {
  id?: number;
  physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number } };
}
interface SarifRule {
  id: string;
  name: string;
  shortDescription: SarifText;
  fullDescription: SarifText;
  help: SarifText & { markdown: string };
  helpUri: string;
  defaultConfiguration: { level: string };
  properties: Record<string, unknown>;
}
interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: SarifText;
  locations: SarifLocation[];
  relatedLocations?: SarifLocation[];
  partialFingerprints: { primaryLocationLineHash: string };
  properties?: Record<string, unknown>;
  suppressions?: unknown[];
}
interface SarifLog {
  runs: Array<{
    tool: { driver: { rules: SarifRule[] } };
    results: SarifResult[];
    invocations: Array<{ toolExecutionNotifications: Array<{ message: SarifText }> }>;
    properties: { tools: unknown[] };
    originalUriBaseIds: Record<string, { uri: string }>;
  }>;
}

describe('sarif reporter', () => {
  it('validates against the official SARIF 2.1.0 schema', async () => {
    expect(validateSarif(render('sarif', await goldenResult()))).toEqual([]);
  });

  it('names its category in automationDetails (default "tooldoc"), and reports advice rules as notes', async () => {
    const result = await goldenResult();
    const log = (category?: string) => JSON.parse(sarif(result, { colorLevel: 0, cwd: GOLDEN_INPUT, sourceRoot: GOLDEN_INPUT, ...(category ? { sarifCategory: category } : {}) })) as SarifLog & { runs: Array<{ automationDetails: { id: string } }> };
    expect(log().runs[0]!.automationDetails).toEqual({ id: 'tooldoc/' });
    const named = sarif(result, { colorLevel: 0, cwd: GOLDEN_INPUT, sourceRoot: GOLDEN_INPUT, sarifCategory: 'tools/mcp' });
    expect(validateSarif(named)).toEqual([]);
    expect((JSON.parse(named) as { runs: Array<{ automationDetails: unknown }> }).runs[0]!.automationDetails).toEqual({ id: 'tools/mcp/' });
    // parameters/bounds gates no level (advice): its warnings are notes; level-gating rules keep their severity.
    const run = log().runs[0]!;
    const levels = new Map(run.results.map((r) => [r.ruleId, r.level]));
    expect(levels.get('parameters/bounds')).toBe('note');
    expect(levels.get('name/snake-case')).toBe('error');
    expect(run.tool.driver.rules.find((r) => r.id === 'parameters/bounds')!.defaultConfiguration.level).toBe('note');
  });

  it('describes every rule that ran with help from its docs page', async () => {
    const log = JSON.parse(render('sarif', await goldenResult())) as SarifLog;
    const rules = log.runs[0]!.tool.driver.rules;
    const snake = rules.find((r) => r.id === 'name/snake-case')!;
    expect(snake.name).toBe('NameSnakeCase');
    expect(snake.shortDescription.text).toMatch(/snake_case/);
    const page = readFileSync(path.join(ROOT, 'rules', 'name', 'snake-case.md'), 'utf8');
    expect(page).toContain(snake.help.markdown.split('\n')[0]);
    expect(snake.help.text).not.toContain('```');
    expect(snake.helpUri).toMatch(/rules\/name\/snake-case\.md$/);
    expect(snake.defaultConfiguration.level).toBe('error');
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types asymmetric matchers (expect.arrayContaining) as any; the matcher is what this assertion means
    expect(snake.properties).toMatchObject({ level: 1, tags: expect.arrayContaining(['name']) });
    for (const r of rules) {
      expect(r.shortDescription.text, r.id).toBeTruthy();
      expect(r.fullDescription.text, r.id).toBeTruthy();
      expect(r.help.text, r.id).toBeTruthy();
      expect(r.help.markdown, r.id).toBeTruthy();
    }
  });

  it('gives every result a rule index, a relative location, a region and a fingerprint', async () => {
    const log = JSON.parse(render('sarif', await goldenResult())) as SarifLog;
    const run = log.runs[0]!;
    expect(run.results.length).toBe(13);
    for (const r of run.results) {
      expect(run.tool.driver.rules[r.ruleIndex]!.id).toBe(r.ruleId);
      const loc = r.locations[0]!.physicalLocation;
      expect(loc.artifactLocation.uri).not.toMatch(/^(\/|[a-z]+:)/i);
      expect(loc.artifactLocation.uriBaseId).toBe('%SRCROOT%');
      expect(loc.region.startLine).toBeGreaterThanOrEqual(1);
      expect(r.partialFingerprints.primaryLocationLineHash).toMatch(/^[0-9a-f]+:\d+$/);
      expect(r.message.text).toMatch(/[.!?]$/);
    }
    // The parse error is a result, not lost.
    expect(run.results.some((r) => r.ruleId === 'parse-error' && r.locations[0]!.physicalLocation.artifactLocation.uri === 'broken.yaml')).toBe(true);
    // The duplicate name points back at the first definition.
    const dup = run.results.find((r) => r.ruleId === 'name/unique')!;
    expect(dup.relatedLocations![0]).toMatchObject({ id: 1, physicalLocation: { artifactLocation: { uri: 'more.json' }, region: { startLine: 2 } } });
    // Grades travel with the results and the run.
    expect(dup.properties).toMatchObject({ tool: 'get_weather', toolLevel: 0 });
    expect(run.properties.tools).toHaveLength(5);
    expect(run.properties.tools[0]).toMatchObject({ name: 'get_weather', file: 'more.json', level: 0 });
    expect(run.properties.tools[1]).toMatchObject({ name: 'get_time', file: 'server.json', level: 0, formatCap: { reaches: 3, missing: [{ field: 'errors', level: 1 }] } });
    expect(run.originalUriBaseIds['%SRCROOT%']!.uri).toBe('file://' + GOLDEN_INPUT + '/');
  });

  it('reports suppressed findings with SARIF suppressions', async () => {
    const result = await goldenResult();
    const d = result.files.flatMap((f) => f.diagnostics).find((x) => x.ruleId === 'parameters/bounds')!;
    d.suppressed = { kind: 'comment', justification: 'Free text by design.' };
    const text = render('sarif', result);
    expect(validateSarif(text)).toEqual([]);
    const run = (JSON.parse(text) as SarifLog).runs[0]!;
    const suppressed = run.results.filter((r) => r.suppressions);
    expect(suppressed).toHaveLength(1);
    expect(suppressed[0]!.suppressions).toEqual([{ kind: 'inSource', status: 'accepted', justification: 'Free text by design.' }]);
  });

  it('truncates to 25,000 results, keeping errors first, and says so in a notification', () => {
    const file = 'many.yaml';
    const text = Array.from({ length: 10 }, (_, i) => `line${i}: x`).join('\n');
    const diag = (i: number): Diagnostic => ({
      ruleId: 'name/snake-case',
      severity: i % 2 ? 'warning' : 'error',
      level: 1,
      message: `Finding ${i}.`,
      file,
      pointer: '',
      path: [],
      doc: 0,
      range: { start: { line: 1 + (i % 10), column: 1 }, end: { line: 1 + (i % 10), column: 3 } },
    });
    const total = MAX_RESULTS_PER_RUN + 500;
    const result: LintResult = {
      version: '0.0.0',
      cwd: '/tmp',
      files: [{ file, status: 'linted', tools: 0, diagnostics: Array.from({ length: total }, (_, i) => diag(i)), text }],
      tools: [],
      summary: { files: 1, filesLinted: 1, filesSkipped: 0, filesFailed: 0, tools: 0, problems: total, errors: total / 2, warnings: total / 2, suppressed: 0, levels: { 0: 0, 1: 0, 2: 0, 3: 0 } },
      rules: [],
    };
    const out = sarif(result, { colorLevel: 0, cwd: '/tmp' });
    const run = (JSON.parse(out) as SarifLog).runs[0]!;
    expect(run.results).toHaveLength(MAX_RESULTS_PER_RUN);
    expect(run.results.filter((r) => r.level === 'error')).toHaveLength(total / 2);
    const note = run.invocations[0]!.toolExecutionNotifications[0]!;
    expect(note.message.text).toMatch(/truncated to 25,000 of 25,500 results/);
    // A rule the run did not list (not registered) still gets a descriptor, so ruleIndex is valid.
    expect(run.tool.driver.rules[run.results[0]!.ruleIndex]!.id).toBe('name/snake-case');
    expect(validateSarif(out)).toEqual([]);
  });
});

describe('repository-relative paths', () => {
  it('makes paths relative to the source root, with forward slashes, never absolute', () => {
    expect(rootRelative('tools/a.yaml', { cwd: '/repo/sub', sourceRoot: '/repo' })).toBe('sub/tools/a.yaml');
    expect(rootRelative('/repo/x.yaml', { cwd: '/repo/sub', sourceRoot: '/repo' })).toBe('x.yaml');
    expect(rootRelative('/elsewhere/x.yaml', { cwd: '/elsewhere', sourceRoot: '/repo' })).toBe('x.yaml');
    expect(rootRelative('a.yaml', { cwd: '/w' })).toBe('a.yaml');
  });

  it('percent-encodes URI segments', () => {
    expect(toUriReference('my tools/a#1%.yaml')).toBe('my%20tools/a%231%25.yaml');
  });
});

describe('primaryLocationLineHash', () => {
  const base = ['name: get_weather', 'description: Fetch the weather.', 'parameters:', '  type: object', ''].join('\n');

  it('hashes each line with an occurrence counter', () => {
    const h = lineHashes('a: 1\na: 1\nb: 2\n');
    expect(h[1]).toMatch(/^[0-9a-f]+:1$/);
    // Identical lines followed by different content hash differently (the window spans 100 characters).
    expect(h[1]).not.toBe(h[2]);
    // Lines whose 100-character windows are identical share the hash and count up.
    const same = lineHashes('x\n'.repeat(200));
    const value = same[1]!.split(':')[0];
    expect(same.slice(1, 4)).toEqual([`${value}:1`, `${value}:2`, `${value}:3`]);
  });

  it('ignores spaces, tabs and line-ending style', () => {
    expect(lineHashes(base)[2]).toBe(lineHashes(base.replace(/ /g, '  ').replace(/\n/g, '\r\n'))[2]);
  });

  it('survives edits above the line and far below it', () => {
    const filler = 'z'.repeat(120) + '\n';
    const far = base + filler + 'x: 1\n';
    const edited = '# a comment added on top\n' + base + filler + 'y: 2\n';
    expect(lineHashes(edited)[3]).toBe(lineHashes(far)[2]);
  });

  it('changes when the line itself changes', () => {
    expect(lineHashes(base.replace('Fetch', 'Get'))[2]).not.toBe(lineHashes(base)[2]);
  });

  it('agrees with a direct, non-rolling computation of the same definition', () => {
    expect(lineHashes('hello\n')[1]).toBe(referenceHashes('hello\n')[1]);
    expect(lineHashes(base)).toEqual(referenceHashes(base));
  });
});

/**
 * The definition github/codeql-action's rolling hash implements, computed directly: for each line,
 * the first 100 normalised characters from its start (then an end marker and zeros), base 37, mod 2^64.
 */
function referenceHashes(text: string): string[] {
  const MASK = (1n << 64n) - 1n;
  const chars: number[] = [];
  const starts: number[] = [];
  let atStart = true;
  let prevCR = false;
  for (const ch of [...[...text].map((c) => c.charCodeAt(0)), 65535]) {
    let c = ch;
    if (c === 32 || c === 9 || (prevCR && c === 10)) {
      prevCR = false;
      continue;
    }
    prevCR = c === 13;
    if (c === 13) c = 10;
    if (atStart) {
      starts.push(chars.length);
      atStart = false;
    }
    if (c === 10) atStart = true;
    chars.push(c);
  }
  const out = [''];
  const counts = new Map<string, number>();
  for (const s of starts) {
    let h = 0n;
    for (let i = 0; i < 100; i++) h = (h * 37n + BigInt(chars[s + i] ?? 0)) & MASK;
    const hex = h.toString(16);
    const n = (counts.get(hex) ?? 0) + 1;
    counts.set(hex, n);
    out.push(`${hex}:${n}`);
  }
  return out;
}
