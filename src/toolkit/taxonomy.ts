/**
 * The spec's baseline error taxonomy (§7) and the grading decisions tooldoc makes on top of it.
 * Rules read this table; docs and tests quote it, so it is the one place these choices live.
 */

export interface BaselineError {
  http_status: number;
  retryable: boolean;
  recovery: string;
  /**
   * Whether a contradicting `retryable` flag is a hard error (`errors/taxonomy`). CONFLICT and
   * INTERNAL are left to the `errors/retryable-status` heuristics instead: §7 itself says CONFLICT
   * is recovered by "re-fetch state and retry", and an INTERNAL error can be permanent.
   */
  strictRetryable: boolean;
}

export const BASELINE_ERRORS: Readonly<Record<string, BaselineError>> = {
  VALIDATION_ERROR: { http_status: 400, retryable: false, recovery: 'Re-prompt with corrected arguments.', strictRetryable: true },
  UNAUTHORIZED: { http_status: 401, retryable: false, recovery: 'Surface auth error to user.', strictRetryable: true },
  FORBIDDEN: { http_status: 403, retryable: false, recovery: 'Stop; do not retry.', strictRetryable: true },
  NOT_FOUND: { http_status: 404, retryable: false, recovery: 'Confirm identifier with user.', strictRetryable: true },
  CONFLICT: { http_status: 409, retryable: false, recovery: 'Re-fetch state and retry.', strictRetryable: false },
  RATE_LIMITED: { http_status: 429, retryable: true, recovery: 'Backoff using Retry-After.', strictRetryable: true },
  INTERNAL: { http_status: 500, retryable: true, recovery: 'Exponential backoff, max 3 attempts.', strictRetryable: false },
  UNAVAILABLE: { http_status: 503, retryable: true, recovery: 'Backoff with jitter.', strictRetryable: true },
  TIMEOUT: { http_status: 504, retryable: true, recovery: 'Single retry, then abort.', strictRetryable: true },
};

export function baselineError(code: unknown): BaselineError | undefined {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(BASELINE_ERRORS, code) ? BASELINE_ERRORS[code] : undefined;
}

/** A stable error code: UPPER_SNAKE_CASE, starting with a letter. */
export const ERROR_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** `fooBar-baz` -> `FOO_BAR_BAZ`, for "rename it to" hints. */
export function toUpperSnake(s: string): string {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}
