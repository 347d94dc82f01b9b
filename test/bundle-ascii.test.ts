/**
 * scripts/bundling.mjs writes the sources' regular expression literals and String.raw templates that
 * hold characters beyond ASCII so that esbuild's output is ASCII (V8 keeps a text with one such
 * character two bytes a character, and the npm package's code is one 2.5 MB script in every thread).
 * What the code computes must not change: a pattern's source and flags (src/regex/ascii-only.ts
 * reads the source), what it matches, and a template's text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

// @ts-expect-error -- a build script, plain JavaScript without declarations
const { asciiRegExpLiterals } = (await import('../scripts/bundling.mjs')) as { asciiRegExpLiterals: (this: void, text: string, file: string) => string };

/** The module's exports, run from the JavaScript esbuild writes for it. */
function run(ts: string): { js: string; value: Record<string, unknown> } {
  const js = transformSync(ts, { loader: 'ts', format: 'cjs' }).code;
  const module = { exports: {} as Record<string, unknown> };
  const evaluate = runInThisContext(`(function (module, exports) {${js}\n})`) as (m: typeof module, e: Record<string, unknown>) => void;
  evaluate(module, module.exports);
  return { js, value: module.exports };
}

const describeRegExp = (re: unknown) => (re instanceof RegExp ? { source: re.source, flags: re.flags } : re);
const plain = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).map(([k, v]) => [k, describeRegExp(v)]));
// eslint-disable-next-line no-control-regex -- the range is ASCII, from its first character
const BEYOND = /[^\x00-\x7f]/;

describe('the bundle in ASCII (scripts/bundling.mjs)', () => {
  const source = [
    "const x = 'y';",
    'export const sentence = /(?<=[.!?])\\s+|(?<=[。！？])\\s*(?=\\S)/;',
    'export const dotless = /ı/g;',
    'export const greek = /[άέήίόύώ]/giu;',
    'export const slash = /a\\/é[/]/;',
    'export const astral = /😀+/u;',
    'export const inClass = /[^.;!?。]{0,60}/u;',
    'export const ascii = /plain/;',
    'export const raw = String.raw`(?:[^.;!?。！？]|\\.(?=\\S))`;',
    'export const rawParts = String.raw`a’b${x}c—d\\n${x}😀`;',
    'export const notRaw = `tab\\t ’ ${x}`;',
    "export const words = ['herramienta', 'ツール'].join('|');",
  ].join('\n');

  it('leaves no character beyond ASCII in what esbuild writes, and the same values', () => {
    const before = run(source);
    expect(before.js, 'the case it is for: esbuild keeps these characters').toMatch(BEYOND);
    const rewritten = asciiRegExpLiterals(source, 'case.ts');
    const after = run(rewritten);
    expect(after.js).not.toMatch(BEYOND);
    expect(plain(after.value)).toEqual(plain(before.value));
    // The patterns match the same.
    const texts = ['Fin. Suivant', '文。次', 'ıI', 'ΆΈ άέ', 'a/é/', '😀😀', 'abc。def'];
    for (const key of ['sentence', 'dotless', 'greek', 'slash', 'astral', 'inClass']) {
      for (const text of texts) expect(text.replace(after.value[key] as RegExp, '|'), `${key} on ${text}`).toBe(text.replace(before.value[key] as RegExp, '|'));
    }
    // Untouched: an ASCII pattern, a template that is not String.raw (esbuild escapes it), strings.
    expect(rewritten).toContain('/plain/');
    expect(rewritten).toContain("['herramienta', 'ツール']");
  });

  it('gives the sources back as they are when they are ASCII', () => {
    const ascii = 'export const a = /[a-z]+/g;\nexport const b = String.raw`\\d`;\n';
    expect(asciiRegExpLiterals(ascii, 'ascii.ts')).toBe(ascii);
  });

  it('refuses what it cannot rewrite: a character beyond ASCII escaped in String.raw', () => {
    expect(() => asciiRegExpLiterals('export const a = String.raw`\\’`;', 'escaped.ts')).toThrow('escaped.ts: an escaped character beyond ASCII in String.raw');
  });

  it('rewrites the sources the bundle holds to the same patterns', () => {
    // The file with the most: the lexicons of other languages.
    const file = path.join(ROOT, 'src', 'toolkit', 'directive-lexicon.ts');
    const text = readFileSync(file, 'utf8');
    const rewritten = asciiRegExpLiterals(text, file);
    expect(rewritten).not.toBe(text);
    // Comments aside, which the bundle does not keep.
    expect(transformSync(rewritten, { loader: 'ts', minifyWhitespace: true }).code).not.toMatch(BEYOND);
    expect(transformSync(text, { loader: 'ts', minifyWhitespace: true }).code).toMatch(BEYOND);
  });
});
