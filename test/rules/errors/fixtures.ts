/** Shared snippets of the errors/* rule tests. */
import { GOOD_TOOL } from '../../helpers.js';

/** GOOD_TOOL with its errors block replaced (the `errors:` key is on line 17, entries from line 18). */
export function withErrors(entries: string): string {
  return GOOD_TOOL.replace(/^errors:\n(?: {2}- .*\n)+/m, `errors:\n${entries}`);
}

/** GOOD_TOOL with six codes of the §7 baseline taxonomy, each declared as the table says: every Level 2 error rule passes it. */
export const BASELINE_TAXONOMY = withErrors(
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

/** The valid cases every Level 2 error rule shares: GOOD_TOOL and the full baseline taxonomy. */
export const LEVEL2_VALID = [
  { name: 'passes GOOD_TOOL', code: GOOD_TOOL },
  { name: 'passes the full baseline taxonomy', code: BASELINE_TAXONOMY },
];
