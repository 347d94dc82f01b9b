import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../helpers.js';

/** GOOD_TOOL with its errors block replaced (the block starts on line 17, entries from line 18). */
function withErrors(entries: string): string {
  return GOOD_TOOL.replace(/^errors:\n(?: {2}- .*\n)+/m, `errors:\n${entries}`);
}

const ERROR_RULES = ['errors/field-types', 'errors/unique-code', 'errors/taxonomy', 'errors/retryable-status', 'errors/recovery-backoff'];

describe('Level 2 error rules', () => {
  it('pass GOOD_TOOL and the full baseline taxonomy', async () => {
    expect((await lintText(GOOD_TOOL, ERROR_RULES)).findings).toEqual([]);
    const baseline = withErrors(
      [
        '  - {code: VALIDATION_ERROR, http_status: 400, retryable: false, description: Bad arguments., recovery: Re-prompt with corrected arguments.}',
        '  - {code: CONFLICT, http_status: 409, retryable: true, description: Stale state., recovery: Re-fetch state and retry once.}',
        '  - {code: RATE_LIMITED, http_status: 429, retryable: true, description: Quota exceeded., recovery: Backoff using Retry-After.}',
        '  - {code: INTERNAL, http_status: 500, retryable: true, description: Server bug., recovery: "Exponential backoff, max 3 attempts."}',
        '  - {code: UNAVAILABLE, http_status: 503, retryable: true, description: Down., recovery: Backoff with jitter.}',
        '  - {code: TIMEOUT, http_status: 504, retryable: true, description: Slow upstream., recovery: "Single retry, then abort."}',
        '',
      ].join('\n'),
    );
    expect((await lintText(baseline, ERROR_RULES)).findings).toEqual([]);
  });
});

describe('errors/field-types', () => {
  it('reports each mistyped field at its value', async () => {
    const code = withErrors(
      [
        '  - code: notFound',
        '    http_status: "404"',
        '    retryable: "false"',
        '    description: ""',
        '    recovery: 3',
        '  - {code: 12, http_status: 700, retryable: false, description: x, recovery: y}',
        '',
      ].join('\n'),
    );
    const { findings } = await lintText(code, 'errors/field-types');
    expect(findings).toEqual([
      { ruleId: 'errors/field-types', line: 18, column: 11, message: 'Error code "notFound" of "get_weather" is not UPPER_SNAKE_CASE; rename it to "NOT_FOUND".' },
      {
        ruleId: 'errors/field-types',
        line: 19,
        column: 18,
        message: 'Error "notFound" of "get_weather" has http_status "404"; give the closest HTTP status as an integer such as 404.',
      },
      { ruleId: 'errors/field-types', line: 20, column: 16, message: 'Error "notFound" of "get_weather" has retryable "false"; write true or false without quotes.' },
      { ruleId: 'errors/field-types', line: 21, column: 18, message: 'Error "notFound" of "get_weather" has an empty "description"; say what went wrong, for people.' },
      {
        ruleId: 'errors/field-types',
        line: 22,
        column: 15,
        message: 'Error "notFound" of "get_weather" has recovery "3"; write it as text (what the agent should do next).',
      },
      { ruleId: 'errors/field-types', line: 23, column: 12, message: 'Error entry 2 of "get_weather" has a code that is number; make it a stable UPPER_SNAKE_CASE string such as "NOT_FOUND".' },
      { ruleId: 'errors/field-types', line: 23, column: 29, message: 'Error 2 of "get_weather" has http_status 700, outside 100–599; give the closest real HTTP status.' },
    ]);
  });
  it('ignores non-list errors and non-mapping entries (Level 1 reports them)', async () => {
    expect((await lintText(GOOD_TOOL.replace(/^errors:\n {2}- .*\n/m, 'errors: [3, null]\n'), 'errors/field-types')).findings).toEqual([]);
    expect((await lintText(GOOD_TOOL.replace(/^errors:\n {2}- .*\n/m, 'errors: nope\n'), 'errors/field-types')).findings).toEqual([]);
  });
});

describe('errors/unique-code', () => {
  it('reports the second entry of a code, with the first as related', async () => {
    const code = withErrors(
      [
        '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: No city., recovery: Ask the user.}',
        '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: No station., recovery: Ask the user.}',
        '',
      ].join('\n'),
    );
    const { findings, diagnostics } = await lintText(code, 'errors/unique-code');
    expect(findings).toEqual([
      {
        ruleId: 'errors/unique-code',
        line: 19,
        column: 12,
        message: 'Error code "NOT_FOUND" of "get_weather" is already listed as error entry 1; merge the entries or give this one its own code.',
      },
    ]);
    expect(diagnostics[0]!.related).toEqual([
      { file: 'tool.yaml', range: { start: { line: 18, column: 6 }, end: { line: 18, column: 10 } }, message: 'First entry for "NOT_FOUND".' },
    ]);
  });
});

describe('errors/taxonomy', () => {
  it('reports a baseline code with another status or a contradicting retryable flag', async () => {
    const code = withErrors(
      [
        '  - {code: NOT_FOUND, http_status: 400, retryable: false, description: No city., recovery: Ask the user.}',
        '  - {code: RATE_LIMITED, http_status: 429, retryable: false, description: Quota., recovery: Stop.}',
        '  - {code: FORBIDDEN, http_status: 403, retryable: true, description: No access., recovery: Retry after 5 seconds.}',
        '',
      ].join('\n'),
    );
    const { findings } = await lintText(code, 'errors/taxonomy');
    expect(findings).toEqual([
      {
        ruleId: 'errors/taxonomy',
        line: 18,
        column: 36,
        message: 'Error "NOT_FOUND" of "get_weather" has http_status 400, but the §7 taxonomy maps it to 404; use 404 or a code of your own.',
      },
      {
        ruleId: 'errors/taxonomy',
        line: 19,
        column: 55,
        message:
          'Error "RATE_LIMITED" of "get_weather" has retryable: false, but the §7 taxonomy says true (the condition is transient, so agents should retry); set retryable: true or use a code of your own.',
      },
      {
        ruleId: 'errors/taxonomy',
        line: 20,
        column: 52,
        message:
          'Error "FORBIDDEN" of "get_weather" has retryable: true, but the §7 taxonomy says false (the same call cannot succeed on retry); set retryable: false or use a code of your own.',
      },
    ]);
  });
  it('leaves CONFLICT and INTERNAL flags to errors/retryable-status', async () => {
    const code = withErrors(
      [
        '  - {code: CONFLICT, http_status: 409, retryable: true, description: Stale., recovery: Re-fetch and retry once.}',
        '  - {code: INTERNAL, http_status: 500, retryable: false, description: Bug., recovery: Abort.}',
        '  - {code: MY_OWN, http_status: 418, retryable: false, description: Teapot., recovery: Abort.}',
        '',
      ].join('\n'),
    );
    expect((await lintText(code, 'errors/taxonomy')).findings).toEqual([]);
  });
});

describe('errors/retryable-status', () => {
  it('warns on a retryable 4xx, a non-retryable 5xx and a non-retryable 429', async () => {
    const code = withErrors(
      [
        '  - {code: BAD_DATE, http_status: 422, retryable: true, description: Bad date., recovery: Retry after 1 s.}',
        '  - {code: INTERNAL, http_status: 500, retryable: false, description: Bug., recovery: Abort.}',
        '  - {code: QUOTA, http_status: 429, retryable: false, description: Quota., recovery: Abort.}',
        '  - {code: LOCKED, http_status: 409, retryable: true, description: Locked., recovery: Wait 2 s and retry.}',
        '  - {code: NOT_IMPLEMENTED, http_status: 501, retryable: false, description: No., recovery: Abort.}',
        '',
      ].join('\n'),
    );
    const { findings } = await lintText(code, 'errors/retryable-status');
    expect(findings).toEqual([
      {
        ruleId: 'errors/retryable-status',
        line: 18,
        column: 51,
        message:
          'Error "BAD_DATE" of "get_weather" is retryable but maps to client error 422; repeating the same call will fail again, so set retryable: false or map it to a transient status.',
      },
      {
        ruleId: 'errors/retryable-status',
        line: 19,
        column: 51,
        message:
          'Error "INTERNAL" of "get_weather" maps to transient server error 500 but is not retryable; set retryable: true with a backoff in "recovery", or map it to a permanent status.',
      },
      {
        ruleId: 'errors/retryable-status',
        line: 20,
        column: 48,
        message: 'Error "QUOTA" of "get_weather" maps to 429, which asks the client to try again, but is not retryable; set retryable: true and say how long to wait.',
      },
    ]);
  });
  it('takes the allowed statuses from options', async () => {
    const code = withErrors('  - {code: BAD_DATE, http_status: 422, retryable: true, description: Bad date., recovery: Retry after 1 s.}\n');
    const settings = { 'errors/retryable-status': { options: { retryableClientStatuses: [422] } } };
    expect((await lintText(code, 'errors/retryable-status', { settings })).findings).toEqual([]);
  });
});

describe('errors/recovery-backoff', () => {
  it('warns when a retryable error does not say how to back off', async () => {
    const code = withErrors(
      [
        '  - {code: UNAVAILABLE, http_status: 503, retryable: true, description: Down., recovery: Try again later.}',
        '  - {code: TIMEOUT, http_status: 504, retryable: true, description: Slow., recovery: "Single retry, then abort."}',
        '  - {code: RATE_LIMITED, http_status: 429, retryable: true, description: Quota., recovery: Wait for Retry-After seconds.}',
        '  - {code: NOT_FOUND, http_status: 404, retryable: false, description: No city., recovery: Ask the user.}',
        '  - {code: BUSY, http_status: 503, retryable: true, description: Busy., recovery: Retry up to 3 times.}',
        '',
      ].join('\n'),
    );
    const { findings } = await lintText(code, 'errors/recovery-backoff');
    expect(findings).toEqual([
      {
        ruleId: 'errors/recovery-backoff',
        line: 18,
        column: 90,
        message:
          'Error "UNAVAILABLE" of "get_weather" is retryable but its recovery does not say how to back off; say how long to wait and how often to retry (e.g. "Back off using Retry-After, max 3 attempts").',
      },
    ]);
  });
});
