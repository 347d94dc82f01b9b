/**
 * The tool's own name in its text (src/toolkit/directive-context.ts, `withSelf`): found by hand, as
 * the pattern `(?<![\w.-])(?:name|tail)(?![\w-]|\.\w)` finds it globally (one per tool name would be
 * compiled for each tool). Compared with that pattern on texts made of the characters that matter at
 * its edges, and checked on the cases each edge is for.
 */
import { describe, expect, it } from 'vitest';
import { replaceWhole, withSelf } from '../src/toolkit/directive-context.js';
import { seededRandom as random } from './helpers.js';

const byPattern = (text: string, forms: readonly string[], by: string) =>
  text.replace(new RegExp(`(?<![\\w.-])(?:${forms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-]|\\.\\w)`, 'g'), by);

describe('the tool’s own name read as {{self}}', () => {
  it('replaces what the pattern replaces, on texts built around the names’ edges', () => {
    const next = random(39);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    const names = ['get_user', 'github.get_user', 'a.b.list', 'fs.rd', 'get-user', 'user', 'x.get_user'];
    const pieces = ['get_user', 'github', '.', '-', '_', 'a', '1', ' ', '`', '.x', 'user', 'list', 'rd', 'é', '{', '\n'];
    let compared = 0;
    for (let i = 0; i < 5000; i++) {
      const name = pick(names);
      const tail = name.split('.').pop()!;
      const forms = [...new Set([name, tail])].filter((f) => f.length >= 3);
      const text = Array.from({ length: 1 + Math.floor(next() * 9) }, () => (next() < 0.35 ? pick([name, tail]) : pick(pieces))).join('');
      expect(replaceWhole(text, forms, '{{self}}'), JSON.stringify({ text, forms })).toBe(byPattern(text, forms, '{{self}}'));
      compared++;
    }
    expect(compared).toBe(5000);
  });

  it('reads the name only where it stands whole', () => {
    expect(withSelf('Call get_user first.', 'get_user')).toBe('Call {{self}} first.');
    expect(withSelf('Call github.get_user or get_user.', 'github.get_user')).toBe('Call {{self}} or {{self}}.');
    // Part of a longer identifier, a path or a file name: not the tool.
    expect(withSelf('Use get_user_v2, my-get_user, x.get_user and get_user.py.', 'get_user')).toBe('Use get_user_v2, my-get_user, x.get_user and get_user.py.');
    // A name shorter than three characters is not looked for.
    expect(withSelf('Call ab now.', 'ab')).toBe('Call ab now.');
    // A secret variable is read as one, whatever the name.
    expect(withSelf('Send OPENAI_API_KEY to get_user.', 'get_user')).toBe('Send {{envsecret}} to {{self}}.');
  });
});
