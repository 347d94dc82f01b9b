/** The Level 3 rules together on one descriptor (whole-tool behaviour). */
import { describe, expect, it } from 'vitest';
import { lintText } from '../helpers.js';
import { withL3 } from './fixtures.js';

const L3 = ['search/keywords', 'hints/latency', 'hints/cost', 'hints/auth', 'hints/rate-limits', 'version/semver', 'deprecation/replacement'];

describe('Level 3 rules', () => {
  it('pass a complete descriptor', async () => {
    expect((await lintText(withL3(), L3)).findings).toEqual([]);
  });
});
