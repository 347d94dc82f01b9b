/**
 * descriptor/no-placeholder, left here when the platform rules' tests moved to test/rules/platform/
 * (and hints/open-world's to test/rules/hints/): its place is test/rules/descriptor/no-placeholder.test.ts,
 * with the other descriptor/* rules.
 */
import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../helpers.js';

describe('descriptor/no-placeholder', () => {
  it('reports TODO values at the value', async () => {
    const code = GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', 'idempotency: {idempotent: "TODO: true or false", safe: true, destructive: false}');
    const { findings } = await lintText(code, 'descriptor/no-placeholder');
    expect(findings).toEqual([
      { ruleId: 'descriptor/no-placeholder', line: 19, column: 27, message: 'Placeholder "TODO: true or false" in "get_weather" at "idempotency.idempotent"; replace it with the real value.' },
    ]);
  });
  it('passes the good tool', async () => {
    expect((await lintText(GOOD_TOOL, 'descriptor/no-placeholder')).findings).toEqual([]);
  });
});
