/**
 * Issue 35, output that cannot inject: one function makes everything tooldoc writes safe for a
 * terminal and a CI log, checked against how GitHub's and GitLab's runners read a step's output
 * (test/reporters/ci-runners.ts). Then every report format, given tools whose names, descriptions
 * and files carry the hostile texts, through the boundary the CLI writes through.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charReference, rawStream, safeChunks, safeStream, safeText, type OutputPolicy } from '../../src/reporters/escape.js';
import { formatNames, loadReporter } from '../../src/reporters/index.js';
import { outputPolicy } from '../../src/reporters/types.js';
import { escapeData } from '../../src/reporters/github.js';
import { lintTexts } from '../../src/run/lint.js';
import { defineRule } from '../../src/toolkit/index.js';
import { ruleById } from '../helpers.js';
import { HOSTILE, githubCommand, injections, runnerLines } from './ci-runners.js';

const POLICIES: Array<[string, OutputPolicy]> = [
  ['text', {}],
  ['references', { escape: charReference }],
  ['text, colours on', { colour: true }],
];

describe('safeText', () => {
  it('breaks "##[" wherever it is in a line, and "##vso[" too', () => {
    expect(safeText('get_x ##[error]forged')).toBe('get_x ##\\u005Berror]forged');
    expect(safeText('a ##[group]b ##[endgroup]', { escape: charReference })).toBe('a ##&#91;group]b ##&#91;endgroup]');
    expect(safeText('x ##vso[task.setvariable variable=x]1 ##VSO[y]')).toBe('x ##vso\\u005Btask.setvariable variable=x]1 ##VSO\\u005By]');
    // Not commands: left as they are.
    expect(safeText('12:3  error  a :: b ## [c] #[d]')).toBe('12:3  error  a :: b ## [c] #[d]');
  });

  it('escapes "::" only where a line starts, after any white space the runner trims', () => {
    expect(safeText('::error file=x::forged')).toBe('\\u003A:error file=x::forged');
    expect(safeText('ok\n  \t\u3000\u00A0::warning::x\nmid ::error::y')).toBe('ok\n  \t\u3000\u00A0\\u003A:warning::x\nmid ::error::y');
    expect(safeText('::notice::x', { escape: charReference })).toBe('&#58;:notice::x');
    // A format whose lines are commands by design keeps them, and still breaks "##[".
    expect(safeText('::error file=a::msg ##[warning]x\n', { commands: true })).toBe('::error file=a::msg ##\\u005Bwarning]x\n');
  });

  it('shows control characters, CR, bidi and invisible characters as \\uXXXX, so no escape sequence or GitLab section gets through', () => {
    expect(safeText('a\u001B[2Jb\u001B]0;t\u0007c')).toBe('a\\u001B[2Jb\\u001B]0;t\\u0007c');
    expect(safeText('back\r::error::x')).toBe('back\\u000D::error::x');
    expect(safeText('section_start:1:s[collapsed=true]\r\u001B[0Kx')).toBe('section_start:1:s[collapsed=true]\\u000D\\u001B[0Kx');
    expect(safeText('\u202Eevil\u200Bzw\uDB40\uDC41\u2028\u0085')).toBe('\\u202Eevil\\u200Bzw\\uDB40\\uDC41\\u2028\\u0085');
    // Tabs and line feeds are layout; joiners belong to emoji and to Persian or Indic text.
    expect(safeText('a\tb\nc 👨\u200D👩 می\u200Cخواهم ünïcödé')).toBe('a\tb\nc 👨\u200D👩 می\u200Cخواهم ünïcödé');
  });

  it('lets through only the colours of tooldoc\'s own styles, and only with colours on', () => {
    const ours = '\u001B[31m\u001B[1merror\u001B[22m\u001B[39m \u001B[2mdim\u001B[22m \u001B[4mu\u001B[24m';
    expect(safeText(ours, { colour: true })).toBe(ours);
    expect(safeText('\u001B[31mred\u001B[39m')).toBe('\\u001B[31mred\\u001B[39m');
    // Concealed, black on red, cursor moves, lines deleted (`ESC[2M`, which reads like one of our styles but for its case): never.
    for (const seq of ['\u001B[8m', '\u001B[30;41m', '\u001B[2J', '\u001B[1A', '\u001B[m', '\u001B[2M', '\u001B[31M']) expect(safeText(seq, { colour: true })).toBe('\\u001B' + seq.slice(1));
  });

  it('leaves no line any runner reads as a command, and no raw character a terminal acts on, whatever the text', () => {
    const piece = fc.constantFrom(...HOSTILE, '\n', '\r', '\r\n', ' ', '\t', ':', '::', '#', '##', '[', 'vso', '\u001B', '[0K', 'section_end:1:s', '\u3000', 'x');
    for (const [name, policy] of POLICIES) {
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
          const out = safeText(pieces.join(''), policy);
          // With colours on, our own SGR sequences pass; the hostile pieces never make one.
          expect(injections(out), `${name}: ${JSON.stringify(out)}`).toEqual([]);
        }),
        { numRuns: 500 },
      );
    }
  });

  it('gives the same text piece by piece as whole, however it is cut, and JSON reads its strings back unchanged', () => {
    const piece = fc.constantFrom(...HOSTILE, '\n', '#', '##', ':', '::', '\u001B', '\u001B[3', '1m', '\uDB40', '\uDC41', 'vs', 'o[', ' ', 'a');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.array(fc.nat(400), { maxLength: 8 }), fc.constantFrom(...POLICIES), (pieces, cuts, [, policy]) => {
        const text = pieces.join('');
        const at = [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((a, b) => a - b);
        const chunks = [0, ...at].map((from, i) => text.slice(from, at[i] ?? text.length));
        expect([...safeChunks(chunks, policy)].join('')).toBe(safeText(text, policy));
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...HOSTILE, 'x', '\n'), { maxLength: 10 }), (pieces) => {
        const value = { name: pieces.join(''), list: pieces };
        expect(JSON.parse(safeText(JSON.stringify(value, null, 2)))).toEqual(value);
      }),
    );
  });

  it('is a no-op on its own output', () => {
    for (const [, policy] of POLICIES) for (const h of HOSTILE) expect(safeText(safeText(h, policy), policy)).toBe(safeText(h, policy));
  });
});

describe('safeStream', () => {
  it('makes each write safe, and keeps the stream\'s own properties and methods', () => {
    let got = '';
    const raw = { isTTY: true, columns: 80, write: (s: string) => ((got += s), true), on() {} } as unknown as NodeJS.WritableStream & { isTTY: boolean };
    const safe = safeStream(raw);
    safe.write('tooldoc: server said\n::error::x ##[warning]y \u001B[2J\r\n');
    expect(got).toBe('tooldoc: server said\n\\u003A:error::x ##\\u005Bwarning]y \\u001B[2J\\u000D\n');
    expect(safe.isTTY).toBe(true);
    expect(rawStream(safe)).toBe(raw);
    // Made safe again with another policy: from the raw stream, not twice.
    safeStream(safe, { commands: true }).write('::error::ours\n');
    expect(got.endsWith('\n::error::ours\n')).toBe(true);
  });
});

describe('every report format, given hostile tool names, descriptions and file names', () => {
  // A rule that quotes the description, as security rules quote what they found.
  const quotes = defineRule({
    meta: { id: 'test/quotes', level: 1, severity: 'error', description: 'Quotes the description.', spec: '§3.2', messages: { m: 'The description says "{{text}}".' } },
    check({ tool, report }) {
      if (typeof tool.descriptor.description === 'string') report({ path: ['description'], messageId: 'm', data: { text: tool.descriptor.description } });
    },
  });
  const texts = HOSTILE.map((h, i) => ({
    path: i % 3 ? `tools/t${i}.json` : `tools/${h.replace(/[/\\]/g, '_')}.json`,
    text: JSON.stringify({ name: h, description: `Looks up a thing. ${h}` }),
  }));
  const result = () => ({ ...lintTexts(texts, { rules: [quotes, ruleById('name/snake-case')] }), version: '0.0.0' });
  /** The github format's own lines: `::error`/`::warning`/`::notice` with its properties, and a message with no line break. */
  const ownCommand = (line: string) => /^::(error|warning|notice) [^:\r\n]*::[^\r\n]*$/.test(line) && !line.includes('##[');

  it('reach no runner as a command, and no terminal as a control, in any format', async () => {
    const r = result();
    expect(r.tools).toHaveLength(HOSTILE.length);
    for (const name of formatNames) {
      const reporter = await loadReporter(name);
      for (const colorLevel of [0, 1] as const) {
        const options = { colorLevel, cwd: '/tmp' };
        const whole = reporter(r, options);
        const written = [...safeChunks(reporter.chunks(r, options), outputPolicy(reporter, options))].join('');
        expect(written, name).toBe(whole);
        expect(injections(whole, name === 'github' ? ownCommand : undefined, colorLevel > 0), name).toEqual([]);
        for (const h of ['##[error]', '\u001B[2J', '\r', 'section_start:1700000000:hidden[collapsed=true]\r']) expect(whole.includes(h) && name !== 'github', `${name}: ${JSON.stringify(h)}`).toBe(false);
      }
    }
  });

  it('github: the annotations are the findings, and nothing else is a command', async () => {
    const text = (await loadReporter('github'))(result(), { colorLevel: 0, cwd: '/tmp' });
    const commands = runnerLines(text).filter((l) => githubCommand(l) !== undefined);
    expect(commands).toHaveLength(result().summary.problems);
    for (const c of commands) expect(githubCommand(c)).toMatch(/^(error|warning)$/);
    expect(text).toContain(`::${escapeData('The description says "Looks up a thing. get_x ##')}\\u005Berror]forged in the middle".`);
  });

  it('stylish, markdown and junit show "##[error]" in the middle of a tool name, broken', async () => {
    const r = result();
    expect((await loadReporter('stylish'))(r, { colorLevel: 0, cwd: '/tmp' })).toContain('Tool name "get_x ##\\u005Berror]forged in the middle"');
    expect((await loadReporter('markdown'))(r, { colorLevel: 0, cwd: '/tmp' })).toContain('`get_x ##&#91;error]forged in the middle`');
    expect((await loadReporter('junit'))(r, { colorLevel: 0, cwd: '/tmp' })).toContain('<testcase name="get_x ##&#91;error]forged in the middle"');
  });
});
