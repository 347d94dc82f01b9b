/**
 * Every rule is linear (or n·log n) in the size of its input (issue 12; each rule's page says its
 * cost). These are the shapes that once were not: each input is ten to a hundred times what the old
 * code could do in a second or so (it took from half a minute to hours on them), and the new code
 * does it in about a second. The bounds are generous safety nets for a loaded machine, not
 * benchmarks; each test also checks the findings, at their lines and columns.
 */
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/run/lint.js';
import type { Diagnostic } from '../../src/types/index.js';
import { ruleById, writeFiles } from '../helpers.js';

const pad = (i: number) => String(i).padStart(6, '0');
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Lints files with one rule, timed; the file budget is lifted so a slow rule shows as slow, not as cut short. */
async function lintTimed(files: Record<string, string>, ruleId: string, settings?: Record<string, unknown>) {
  const dir = writeFiles(files);
  const start = performance.now();
  const result = await lint({
    patterns: [dir],
    cwd: dir,
    rules: [ruleById(ruleId)],
    limits: { maxFileTime: 600_000 },
    ...(settings ? { settings: { [ruleId]: { options: settings } } } : {}),
  });
  const seconds = (performance.now() - start) / 1000;
  const diagnostics = result.files.flatMap((f) => f.diagnostics);
  return { seconds, diagnostics, findings: diagnostics.filter((d) => d.ruleId === ruleId) };
}

/** Line and column (1-based) of the `nth` occurrence of `needle` in `text`, plus `offset` characters. */
function posOf(text: string, needle: string, nth = 0, offset = 0): { line: number; column: number } {
  let at = -1;
  for (let k = 0; k <= nth; k++) {
    at = text.indexOf(needle, at + 1);
    if (at === -1) throw new Error(`"${needle}" #${nth} not in the text`);
  }
  at += offset;
  const before = text.lastIndexOf('\n', at - 1);
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
  return { line, column: at - before };
}

const at = (d: Diagnostic) => ({ line: d.range.start.line, column: d.range.start.column });

/**
 * Every place a rule reported, with its own message: a finding, and the places folded into it (a
 * flood's finding stands for its related locations; a merged finding for itself and them). One
 * defect down a schema is one finding in a report, but the rule still has to find every place.
 */
function places(findings: readonly Diagnostic[]): Array<{ message: string; line: number; column: number }> {
  return findings.flatMap((d) => {
    const folded = (d.related ?? []).filter((r) => r.pointer !== undefined).map((r) => ({ message: r.message, line: r.range.start.line, column: r.range.start.column }));
    const flood = ruleById(d.ruleId).meta.flood;
    return flood && d.messageId === flood.into ? folded : [{ message: d.message, ...at(d) }, ...folded];
  });
}

function tool(over: Record<string, unknown>): Record<string, unknown> {
  return {
    name: 'get_thing',
    description: 'Fetch one thing by its id. Use when the user asks about a thing.',
    parameters: { type: 'object', additionalProperties: false, required: [], properties: {} },
    ...over,
  };
}

const json = (v: unknown) => JSON.stringify(v, null, 1);

describe('per-tool rules are linear in the size of the tool', () => {
  it('parameters/max-depth: 20,000 objects nested too deep, one finding each', { timeout: 120_000 }, async () => {
    // Each reported object was checked against every one reported before it (20,000 took a minute).
    const n = 20_000;
    const properties = Object.fromEntries(
      range(n).map((i) => [`o${pad(i)}`, { type: 'object', description: 'x', properties: { a: { type: 'object', description: 'x', properties: { b: { type: 'object', description: 'x', properties: { c: { type: 'string', description: 'x' } } } } } } }]),
    );
    const text = json(tool({ parameters: { type: 'object', additionalProperties: false, required: [], properties } }));
    const { seconds, findings } = await lintTimed({ 't.json': text }, 'parameters/max-depth');
    // One definition inlined 20,000 times: one finding, its copies its related locations.
    const all = places(findings);
    expect(all).toHaveLength(n);
    expect(all[0]!.message).toBe('Parameter "o000000.a.b" of "get_thing" is nested 3 levels deep, over 2; flatten it into top-level parameters.');
    expect({ line: all[0]!.line, column: all[0]!.column }).toEqual(posOf(text, '"b"', 0));
    expect({ line: all[n - 1]!.line, column: all[n - 1]!.column }).toEqual(posOf(text, '"b"', n - 1));
    expect(seconds).toBeLessThan(30);
  });

  it('examples/error-envelope: 10,000 error examples against 10,000 declared codes', { timeout: 120_000 }, async () => {
    // Each example's code was searched in the list and compared letter by letter with every declared
    // code for a suggestion (10,000 × 10,000: ninety seconds).
    const n = 10_000;
    const text = json(
      tool({
        errors: range(n).map((i) => ({ code: `ERR_${pad(i)}`, http_status: 400, retryable: true, description: 'd', recovery: 'Retry after 1 s.' })),
        examples: range(n).map((i) => ({ prompt: 'p', tool_call: { name: 'get_thing', arguments: {} }, result: { error: { code: i % 2 ? `ERX_${pad(i)}` : `ERR_${pad(n - 1 - i)}`, message: 'm', retryable: false } } })),
      }),
    );
    const { seconds, findings } = await lintTimed({ 't.json': text }, 'examples/error-envelope');
    // Odd examples: an undeclared code one letter from a declared one; even ones: a declared code whose retryable disagrees.
    expect(findings).toHaveLength(n);
    expect(findings[0]!.message).toBe('Example 1 of "get_thing" returns "ERR_009999" with retryable: false, but "errors" declares it retryable: true; make the two agree.');
    expect(at(findings[0]!)).toEqual(posOf(text, '"retryable": false', 0, '"retryable": '.length));
    expect(findings[1]!.message).toBe('Example 2 of "get_thing" returns error code "ERX_000001", which "errors" does not declare; did you mean "ERR_000001"?');
    expect(at(findings[1]!)).toEqual(posOf(text, '"ERX_000001"'));
    expect(findings[n - 1]!.message).toContain('"ERX_009999", which "errors" does not declare; did you mean "ERR_009999"?');
    expect(seconds).toBeLessThan(30);
  });

  it('parameters/enum-for-closed-set: a quoted list of 100,000 values', { timeout: 60_000 }, async () => {
    // Each item of a list that does not end in "or …" started a match that read the rest of the list.
    const list = range(100_000).map((i) => `'v${i}'`).join(', ');
    const text = json(
      tool({
        parameters: {
          type: 'object',
          additionalProperties: false,
          required: [],
          properties: { open: { type: 'string', description: `${list}, and more.` }, closed: { type: 'string', description: `${list} or 'last'.` } },
        },
      }),
    );
    const { seconds, findings } = await lintTimed({ 't.json': text }, 'parameters/enum-for-closed-set');
    expect(findings.map((d) => ({ message: d.message, ...at(d) }))).toEqual([
      { message: `Parameter "closed" of "get_thing" lists its values in prose ("'v0', 'v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9',…") but has no enum; declare them in enum so the agent cannot guess.`, ...posOf(text, '"closed"') },
    ]);
    expect(seconds).toBeLessThan(20);
  });

  it('parameters/format: 10,000 URL parameters, each with its own docstring entry and section', { timeout: 120_000 }, async () => {
    // Each parameter read the whole tool description, 10,000 lines, with two regular expressions: half a minute.
    const n = 10_000;
    const description = 'Fetch pages. Use when asked.\n' + range(n).map((i) => `p${pad(i)}_url: a link\nItem ${i} URL Format: a link`).join('\n') + '\nq000001_url: a page id';
    const text = json(tool({ description, parameters: { type: 'object', additionalProperties: false, required: [], properties: Object.fromEntries(range(n).map((i) => [i === 1 ? 'q000001_url' : `p${pad(i)}_url`, { type: 'string', description: 'A link.' }])) } }));
    const { seconds, findings } = await lintTimed({ 't.json': text }, 'parameters/format');
    // q000001_url's entry says it takes an id: not only URIs, so no finding.
    const all = places(findings);
    expect(all).toHaveLength(n - 1);
    expect(all[0]!.message).toBe('Parameter "p000000_url" of "get_thing" has no format, but its name is "p000000_url"; add format: uri.');
    expect({ line: all[1]!.line, column: all[1]!.column }).toEqual(posOf(text, '"p000002_url": {'));
    expect(seconds).toBeLessThan(30);
  });

  it('parameters/format: one name in 10,000 nested objects, and a description with 10,000 sections for it', { timeout: 120_000 }, async () => {
    // Every nested `url` read the 10,000 sections again, and joined them: a minute.
    const n = 10_000;
    const description = 'Fetch pages. Use when asked.\n' + range(n).map((i) => `URL Format: a link ${i}`).join('\n') + '\nURL Format: a name';
    const properties = Object.fromEntries(range(n).map((i) => [`o${pad(i)}`, { type: 'object', description: 'x', properties: { url: { type: 'string', description: 'A link.' }, page_url: { type: 'string', description: 'A link.' } } }]));
    const text = json(tool({ description, parameters: { type: 'object', additionalProperties: false, required: [], properties } }));
    const { seconds, findings } = await lintTimed({ 't.json': text }, 'parameters/format');
    // The last section says a name is fine too: `url` is not only URIs; `page_url` has no section of its own.
    const all = places(findings);
    expect(all).toHaveLength(n);
    expect(all.every((d) => d.message.startsWith('Parameter "o') && d.message.includes('.page_url" of "get_thing" has no format'))).toBe(true);
    expect({ line: all[0]!.line, column: all[0]!.column }).toEqual(posOf(text, '"page_url"', 0));
    expect(seconds).toBeLessThan(30);
  });

  it('name/snake-case: a name of 300,000 capitals', { timeout: 120_000 }, async () => {
    // The acronym rule of the suggestion started a match at every capital and read to the end: over a minute.
    const name = 'A'.repeat(300_000) + '!';
    const text = json(tool({ name }));
    const { seconds, findings } = await lintTimed({ 't.json': text }, 'name/snake-case');
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toBe(`Tool name "${name}" has characters other than ASCII letters, digits and underscores; rename it to "${'a'.repeat(300_000)}".`);
    expect(at(findings[0]!)).toEqual(posOf(text, '"AAAA'));
    expect(seconds).toBeLessThan(20);
  });

  it('errors/recovery-backoff: a recovery of 200,000 digits', { timeout: 120_000 }, async () => {
    // A duration was looked for from every digit of the run (100,000 digits: twenty seconds).
    const text = json(tool({ errors: [{ code: 'BUSY', http_status: 503, retryable: true, description: 'd', recovery: '1'.repeat(200_000) + ' later' }] }));
    const { seconds, findings } = await lintTimed({ 't.json': text }, 'errors/recovery-backoff');
    expect(findings.map((d) => ({ message: d.message, ...at(d) }))).toEqual([
      {
        message: 'Error "BUSY" of "get_thing" is retryable but its recovery does not say how to back off; say how long to wait and how often to retry (e.g. "Back off using Retry-After, max 3 attempts").',
        ...posOf(text, '"1111'),
      },
    ]);
    expect(seconds).toBeLessThan(20);
  });

  it('walkProperties: 150,000 properties, all required (needs the `required` set in src/util.ts walkProperties)', { timeout: 180_000 }, async () => {
    // Whether each property is required was a search of the `required` list: 10¹⁰ comparisons, in
    // every rule that walks properties (100,000: twenty seconds).
    const n = 150_000;
    const properties = Object.fromEntries(range(n).map((i) => [`p${pad(i)}`, { type: 'string' }]));
    const text = json(tool({ parameters: { type: 'object', additionalProperties: false, required: Object.keys(properties), properties } }));
    const { seconds, findings } = await lintTimed({ 't.json': text }, 'parameters/property-description');
    const all = places(findings);
    expect(all).toHaveLength(n);
    expect(all[0]!.message).toBe('Parameter "p000000" of "get_thing" has no description; say what value the agent should pass, with units and format.');
    expect({ line: all[n - 1]!.line, column: all[n - 1]!.column }).toEqual(posOf(text, `"p${pad(n - 1)}": {`));
    expect(seconds).toBeLessThan(20);
  });

  it('locating findings in a one-line JSON file of 100,000 properties (needs the bounded line search in src/parse/fast.ts trimEnd)', { timeout: 180_000 }, async () => {
    // Each position lookup searched back for a line break to the start of the file (30,000 findings: five seconds, growing as n²).
    const n = 100_000;
    const properties = Object.fromEntries(range(n).map((i) => [`p${pad(i)}`, { type: 'string' }]));
    const text = JSON.stringify(tool({ parameters: { type: 'object', additionalProperties: false, properties } }));
    const { seconds, findings } = await lintTimed({ 't.json': text }, 'parameters/property-description');
    const all = places(findings);
    expect(all).toHaveLength(n);
    expect({ line: all[n - 1]!.line, column: all[n - 1]!.column }).toEqual(posOf(text, `"p${pad(n - 1)}":`));
    expect(seconds).toBeLessThan(20);
  });
});

describe('catalog rules are linear in the number of tools', () => {
  it('deprecation/replacement: 10,000 tools point to a name whose 10,000 tools are deprecated too', { timeout: 120_000 }, async () => {
    // Each finding listed every replacement of the 10,000: 10,000 messages of 10,000 names each.
    const n = 10_000;
    const tools = [
      ...range(n).map(() => ({ name: 'old_tool', description: 'd', deprecated: true, replacement: 'mid_tool' })),
      ...range(n).map((i) => ({ name: 'mid_tool', description: 'd', deprecated: true, replacement: `new_${pad(i)}` })),
      ...range(n).map((i) => ({ name: `new_${pad(i)}`, description: 'd' })),
    ];
    const text = json({ tools });
    const { seconds, findings } = await lintTimed({ 'c.json': text }, 'deprecation/replacement');
    const mid = findings.filter((d) => d.tool === 'old_tool');
    expect(mid).toHaveLength(n);
    expect(mid[0]!.message).toBe(
      `Replacement "mid_tool" of "old_tool" is itself deprecated; point to the tool that replaces it ("new_000000", "new_000001", "new_000002", "new_000003", "new_000004" and ${n - 5} more).`,
    );
    expect(at(mid[0]!)).toEqual(posOf(text, '"mid_tool"', 0));
    expect(findings.reduce((sum, d) => sum + d.message.length, 0)).toBeLessThan(n * 1000);
    expect(seconds).toBeLessThan(30);
  });

  it('deprecation/replacement: 10,000 replacements that name no tool, among 10,000 look-alike names', { timeout: 120_000 }, async () => {
    // Each "did you mean" read the index entries of every name sharing a letter pair with it: forty seconds.
    const n = 10_000;
    const tools = [
      ...range(n).map((i) => ({ name: `tool_${pad(i)}`, description: 'd' })),
      ...range(n).map((i) => ({ name: `old_${pad(i)}`, description: 'd', deprecated: true, replacement: `tool_x${pad(i)}` })),
    ];
    const text = json({ tools });
    const { seconds, findings } = await lintTimed({ 'c.json': text }, 'deprecation/replacement');
    expect(findings).toHaveLength(n);
    expect(findings[0]!.message).toBe('Replacement "tool_x000000" of "old_000000" is not a tool in this catalog; did you mean "tool_000000"?');
    expect(at(findings[0]!)).toEqual(posOf(text, '"tool_x000000"'));
    expect(findings[n - 1]!.message).toContain(`did you mean "tool_${pad(n - 1)}"?`);
    expect(seconds).toBeLessThan(30);
  });

  it('search/findable: 10,000 tools that share every word of each other\'s prompts', { timeout: 120_000 }, async () => {
    // Every prompt's words are in every tool: scoring each prompt against every tool that has them is 10,000².
    const n = 10_000;
    const tools = range(n).map((i) => ({
      name: `get_report_${pad(i)}`,
      description: `Get the weather report and forecast for a city.${i % 2 ? ' Rain and wind.' : ''}`,
      examples: [{ prompt: 'Weather report and forecast for a city' }, { prompt: i % 2 ? 'Report the weather' : 'Rain and wind in the city' }],
    }));
    const text = json({ tools });
    const { seconds, findings } = await lintTimed({ 'c.json': text }, 'search/findable');
    // The even tools lack "rain" and "wind", which the odd ones have: their second prompt is reported.
    expect(findings).toHaveLength(n / 2);
    expect(findings[0]!.message).toBe(
      'The prompt of example 2 of "get_report_000000" finds "get_report_000001" first in a keyword search, through "rain" and "wind"; add the words that tell "get_report_000000" apart to its description or tool_search_keywords.',
    );
    expect(at(findings[0]!)).toEqual(posOf(text, '"Rain and wind in the city"'));
    expect(seconds).toBeLessThan(30);
  });
});
