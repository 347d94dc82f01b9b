/**
 * Line breaks as YAML and editors count them (src/parse/lines.ts): `\n`, `\r\n`, and a `\r` alone.
 * A file saved with any of them gets its findings, suppressions, fixes and parse errors on the
 * same lines and columns, through both parsers.
 */
import { describe, expect, it } from 'vitest';
import { applyEdits, textFix } from '../../src/core/fixes.js';
import { decode, parseSource } from '../../src/parse/source.js';
import { lintText } from '../helpers.js';

const LINES = [
  'name: GetWeather',
  'description: Fetch the weather for a city. Use it when the user asks about the weather.',
  'parameters:',
  '  type: object',
  '  properties:',
  '    city: {type: strin, description: City}',
  '',
];
const RULES = ['name/snake-case', 'parameters/additional-properties', 'parameters/valid-schema'];
const BREAKS = { LF: '\n', CRLF: '\r\n', CR: '\r' } as const;

describe('line breaks', () => {
  it.each(Object.entries(BREAKS))('%s: every finding on its own line and column', async (_name, eol) => {
    const { findings } = await lintText(LINES.join(eol), RULES);
    expect(findings.map((f) => `${f.line}:${f.column} ${f.ruleId}`)).toEqual([
      '1:7 name/snake-case',
      '3:1 parameters/additional-properties',
      '6:12 parameters/valid-schema',
    ]);
  });

  it('both parsers place every key alike in a file of lone \\r, mixed with the other two', () => {
    const text = 'a: 1\rb:\r\n  c: [1, 2]\n  d: |\r    two\r    lines\re: x\r';
    const fast = parseSource('t.yaml', 't.yaml', text);
    const reference = parseSource('t.yaml', 't.yaml', text, undefined, { fast: false });
    expect(fast.parser).toBe('fast');
    expect(fast.docs).toEqual([{ a: 1, b: { c: [1, 2], d: 'two\nlines\n' }, e: 'x' }]);
    expect(reference.docs).toEqual(fast.docs);
    for (const [path, line, column] of [
      [['a'], 1, 1],
      [['b'], 2, 1],
      [['b', 'c'], 3, 3],
      [['b', 'd'], 4, 3],
      [['e'], 7, 1],
    ] as const) {
      for (const p of [fast, reference]) expect(p.file.locate(0, [...path], 'key').start, `${path.join('.')} (${p.parser})`).toEqual({ line, column });
    }
  });

  it('a directive on a line ended by a lone \\r covers the next line, not the rest of the file', async () => {
    const text = ['tools:', '  # tooldoc-disable-next-line name/snake-case -- legacy', '  - name: GetA', '    description: Fetch a thing. Use it for a thing.', '  - name: GetB', '    description: Fetch b. Use it for b.', ''].join('\r');
    const { diagnostics } = await lintText(text, ['name/snake-case']);
    expect(diagnostics.map((d) => [d.range.start.line, Boolean(d.suppressed)])).toEqual([
      [3, true],
      [5, false],
    ]);
  });

  it('a fix keeps a file of lone \\r in its own line breaks', () => {
    const text = 'name: a\rparameters:\r  type: object\r';
    const parsed = parseSource('t.yaml', 't.yaml', text);
    const fix = textFix(
      { file: parsed.file, doc: 0, descriptor: parsed.docs[0] as Record<string, unknown>, sourcePath: (p) => p },
      { title: 'add', edits: [{ op: 'insert', path: ['parameters'], key: 'additionalProperties', value: false, after: ['type'] }] },
      true,
    );
    expect(applyEdits(text, fix!.edits)).toBe('name: a\rparameters:\r  type: object\r  additionalProperties: false\r');
  });

  it('parse and encoding errors are placed on their line too', () => {
    expect(parseSource('t.yaml', 't.yaml', 'a: 1\rb: [1\rc: 2\r').problems.map((p) => p.range.start.line)).toEqual([3]);
    const bytes = Buffer.concat([Buffer.from('a: 1\rb: 2\rc: '), Buffer.from([0xff]), Buffer.from('\r')]);
    const decoded = decode(bytes);
    expect('problem' in decoded && decoded.problem.range.start).toEqual({ line: 3, column: 4 });
  });
});
