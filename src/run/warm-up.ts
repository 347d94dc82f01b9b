/**
 * Warming a worker thread while it waits (src/run/worker.ts): a thread's first lint costs several
 * times its second (about 110 ms against 25 for one tool), most of it V8 compiling the rules'
 * functions and regular expressions and the rules' filters being built, none of it about the file.
 * The worker started before the CLI has loaded (src/run/early-worker.ts) is often idle while the
 * main thread finds the files, reads the config and, with `--cache`, hashes every file: then it
 * lints this small descriptor, held in memory, and throws the outcome away, so that the run's first
 * file is linted at the warm speed. A worker whose setup data is already there does not wait for it,
 * and does not warm up.
 *
 * What a lint leaves behind is only what it memoizes (compiled code, filters, per-text caches that
 * give the same answer for the same text): no outcome depends on what was linted before it, which
 * test/run-warm-up.test.ts checks on the showcase and the security test sets.
 */
import { Linter } from '../core/linter.js';
import type { Rule } from '../types/index.js';

/** A complete tool, in English, with the parts most rules read: sentences, parameters, returns, errors, examples. */
const SAMPLE = `name: get_order_status
description: >-
  Returns the current status of one order and when it is expected to arrive. Use when the user asks
  where an order is or whether it has shipped; do not use it to change or cancel an order. Read-only:
  it never changes anything.
version: 1.0.0
parameters:
  type: object
  additionalProperties: false
  required: [order_id]
  properties:
    order_id:
      type: string
      pattern: "^ord_[a-z0-9]{6,}$"
      description: The order's id, as shown in the confirmation e-mail, e.g. "ord_4f9k2m".
    include_items:
      type: boolean
      default: false
      description: Whether to list the order's items too. Optional; defaults to false.
returns:
  description: The order's status; times in UTC.
  type: object
  additionalProperties: false
  required: [status]
  properties:
    status: {type: string, enum: [pending, shipped, delivered], description: Where the order is now.}
    eta: {type: string, format: date-time, description: "Expected delivery, ISO 8601 in UTC."}
errors:
  - code: NOT_FOUND
    http_status: 404
    retryable: false
    description: No order has this id.
    recovery: Ask the user to check the id in their confirmation e-mail.
  - code: RATE_LIMITED
    http_status: 429
    retryable: true
    description: Too many requests for this API key.
    recovery: Back off using Retry-After, at most 3 attempts.
idempotency: {idempotent: true, safe: true, destructive: false}
auth: api_key
latency_p50_ms: 120
tool_search_keywords: [order, shipping, delivery, tracking]
examples:
  - prompt: Where is my order ord_4f9k2m?
    tool_call: {name: get_order_status, arguments: {order_id: ord_4f9k2m}}
    result: {status: shipped, eta: "2026-03-04T12:00:00Z"}
  - prompt: Has order ord_zzzzzz shipped?
    tool_call: {name: get_order_status, arguments: {order_id: ord_zzzzzz}}
    result: {error: {code: NOT_FOUND, message: No order with this id}}
`;

/**
 * The sample in steps of some 10–35 ms each (cold), each more of it: a tool of one sentence, of its
 * whole description, with its parameters, then whole. Between steps the worker looks for a message
 * (its setup data, then its first jobs), so that work that comes during the warm-up waits for one
 * step at most, and still has the steps done.
 */
const STEPS = [
  SAMPLE.slice(0, SAMPLE.indexOf('  where an order is')).replace(/ and when[^\n]*$/m, '.'),
  SAMPLE.slice(0, SAMPLE.indexOf('version:')),
  SAMPLE.slice(0, SAMPLE.indexOf('returns:')),
  SAMPLE,
];

/**
 * A warm-up of `rules` (their default settings) on the sample: each call lints the next step and
 * says whether there are more. Never throws: a warm-up that fails costs its time and nothing else.
 */
export function warmUp(rules: readonly Rule[]): () => boolean {
  let linter: Linter | undefined;
  let next = 0;
  return () => {
    if (next >= STEPS.length) return false;
    try {
      linter ??= new Linter({ rules });
      linter.lintText(STEPS[next]!, { path: `tooldoc-warm-up-${next + 1}.yaml` });
      next++;
    } catch {
      next = STEPS.length;
    }
    if (next < STEPS.length) return true;
    linter = undefined;
    return false;
  };
}

/** The steps, for tests: each a descriptor of its own. */
export const WARM_UP_STEPS: readonly string[] = STEPS;
