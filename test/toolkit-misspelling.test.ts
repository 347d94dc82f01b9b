/** `misspelling` (src/toolkit/util.ts): when a key is beyond doubt one known field misspelt, which a rule may rename as its fix. */
import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_FIELDS, misspelling } from '../src/toolkit/index.js';

describe('misspelling', () => {
  it('names the field a key plainly misspells: case and separators, or one edit in a word of five letters or more', () => {
    const cases: Array<[string, string]> = [
      ['Examples', 'examples'],
      ['rate-limits', 'rate_limits'],
      ['rateLimits', 'rate_limits'],
      ['paramters', 'parameters'],
      ['retuns', 'returns'],
      ['verison', 'version'],
      ['idempotence', 'idempotency'],
      ['cost_hnt', 'cost_hint'],
      ['error', 'errors'],
    ];
    for (const [key, field] of cases) expect(misspelling(key, DESCRIPTOR_FIELDS), key).toBe(field);
  });

  it('names none when the resemblance is not beyond doubt', () => {
    // Two edits; too short to tell; a known field itself; nothing near.
    for (const key of ['author', 'retrn', 'nam', 'ath', 'name', 'owner', 'descriptions_long']) expect(misspelling(key, DESCRIPTOR_FIELDS), key).toBeUndefined();
  });

  it('names none when two candidates are as close', () => {
    expect(misspelling('limitx', ['limita', 'limitb'])).toBeUndefined();
    expect(misspelling('Limit', ['limit', 'LIMIT'])).toBeUndefined();
  });
});
