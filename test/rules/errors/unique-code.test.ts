import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { LEVEL2_VALID, withErrors } from './fixtures.js';

const TWICE = withErrors(
  [
    '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: No city., recovery: Ask the user.}',
    '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: No station., recovery: Ask the user.}',
    '',
  ].join('\n'),
);
const DUPLICATE = 'Error code "NOT_FOUND" of "get_weather" is already listed as error entry 1; merge the entries or give this one its own code.';

new RuleTester().run('errors/unique-code', {
  valid: [...LEVEL2_VALID],
  invalid: [
    {
      name: 'reports the second entry of a code at its code',
      code: TWICE,
      errors: [{ messageId: 'duplicate', line: 19, column: 12, message: DUPLICATE }],
    },
  ],
});

// RuleTester does not compare related information; the pointer to the first entry is checked here.
describe('errors/unique-code related information', () => {
  it('reports the second entry of a code, with the first as related', async () => {
    const { findings, diagnostics } = await lintText(TWICE, 'errors/unique-code');
    expect(findings).toEqual([{ ruleId: 'errors/unique-code', line: 19, column: 12, message: DUPLICATE }]);
    expect(diagnostics[0]!.related).toEqual([
      { file: 'tool.yaml', range: { start: { line: 18, column: 6 }, end: { line: 18, column: 10 } }, message: 'First entry for "NOT_FOUND".' },
    ]);
  });
});
