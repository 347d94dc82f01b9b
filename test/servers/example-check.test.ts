/**
 * Checking one example against what the server answered (src/servers/example-check.ts), in memory:
 * each kind of disagreement, with its message and the descriptor path it points at.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answerOf, answerValue, checkExample, EXAMPLE_CHECKS, firstDifference, shownDifference, type ExampleFailure } from '../../src/servers/example-check.js';
import { ROOT } from '../helpers.js';
import type { ToolCallOutcome } from '../../src/servers/list.js';

const text = (t: string, isError = false): ToolCallOutcome => ({ kind: 'result', result: { content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) }, ms: 3 });
const structured = (value: unknown): ToolCallOutcome => ({ kind: 'result', result: { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value }, ms: 3 });

const TOOL = {
  name: 'get_order',
  returns: { type: 'object', required: ['id', 'status'], properties: { id: { type: 'string' }, status: { type: 'string', enum: ['open', 'shipped'] }, at: { type: 'string' } } },
  examples: [
    { prompt: 'Where is order 7?', tool_call: { name: 'get_order', arguments: { id: '7' } }, result: { id: '7', status: 'shipped', at: '2026-11-01T10:00:00Z' }, 'x-tooldoc': { vary: ['/at'] } },
    { prompt: 'Where is order 9?', tool_call: { name: 'get_order', arguments: { id: '9' } }, result: { error: { code: 'NOT_FOUND', message: 'No order 9.', retryable: false } } },
  ],
};

describe('answerValue: what a server answer stands for', () => {
  it('is structuredContent when there is one, else the text parsed as JSON, else the text, else the content list', () => {
    expect(answerValue({ content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { b: 2 } })).toEqual({ b: 2 });
    expect(answerValue({ content: [{ type: 'text', text: '{"a":1}' }] })).toEqual({ a: 1 });
    expect(answerValue({ content: [{ type: 'text', text: 'Echo: hi' }] })).toBe('Echo: hi');
    const two = [{ type: 'text', text: 'a' }, { type: 'image', data: 'x', mimeType: 'image/png' }];
    expect(answerValue({ content: two })).toEqual(two);
  });
});

describe('answerOf: the whole answer, for reports', () => {
  it('is the value with isError when the tool failed, the JSON-RPC error, or none without an answer', () => {
    expect(answerOf(text('{"a":1}'))).toEqual({ value: { a: 1 } });
    expect(answerOf(text('no such order', true))).toEqual({ value: 'no such order', isError: true });
    expect(answerOf({ kind: 'error', code: -32602, message: 'Invalid params', data: { at: '/id' }, ms: 1 })).toEqual({ rpcError: { code: -32602, message: 'Invalid params', data: { at: '/id' } } });
    expect(answerOf({ kind: 'error', code: -32603, message: 'down', ms: 1 })).toEqual({ rpcError: { code: -32603, message: 'down' } });
    expect(answerOf({ kind: 'timeout', ms: 5000 })).toBeUndefined();
  });
});

describe('shownDifference: two values, the difference in view', () => {
  it('shows short values whole', () => {
    expect(shownDifference('shipped', 'lost')).toEqual({ expected: '"shipped"', actual: '"lost"' });
    expect(shownDifference(2, undefined)).toEqual({ expected: '2', actual: 'nothing' });
  });

  it('cuts two long strings to the same window around the first character that differs, and says which', () => {
    const lead = 'The quick brown fox jumps over the lazy dog and then, much later, ';
    expect(shownDifference(`${lead}rests under the old oak tree by the river.`, `${lead}rests under the new oak tree by the river.`)).toEqual({
      expected: '"…er, rests under the old oak tree by the river."',
      actual: '"…er, rests under the new oak tree by the river."',
      at: 'character 83',
    });
    expect(shownDifference(`${lead}and more and more and more text to cut at the end.`, `${lead}AND more`)).toEqual({
      expected: '"…d then, much later, and more and more and more tex…"',
      actual: '"…d then, much later, AND more"',
      at: 'character 67',
    });
    // One that ends where the other goes on; a difference at the start.
    expect(shownDifference(lead, `${lead}!`)).toEqual({ expected: '"…d then, much later, "', actual: '"…d then, much later, !"', at: 'character 67' });
    expect(shownDifference(`x${lead}`, `y${lead}`)).toEqual({ expected: '"xThe quick brown fox jumps ove…"', actual: '"yThe quick brown fox jumps ove…"', at: 'character 1' });
  });

  it('never splits a character written as two UTF-16 units, and counts characters as people do', () => {
    const emoji = '😀'.repeat(40);
    const d = shownDifference(`${emoji}a`, `${emoji}b`);
    expect(d.at).toBe('character 41');
    expect(JSON.parse(d.expected)).toBe(`…${'😀'.repeat(10)}a`);
    const mid = shownDifference(`${'😀'.repeat(30)}😀`, `${'😀'.repeat(30)}😁`);
    expect(JSON.parse(mid.actual)).toBe(`…${'😀'.repeat(10)}😁`);
  });
});

describe('firstDifference', () => {
  it('finds the first differing pointer, counts extra keys and array lengths, and skips varying fields that are present', () => {
    expect(firstDifference({ a: 1, b: [1, 2] }, { a: 1, b: [1, 3] })).toEqual({ path: ['b', 1], expected: 2, actual: 3 });
    expect(firstDifference({ a: 1 }, { a: 1, z: 0 })).toEqual({ path: ['z'], expected: undefined, actual: 0 });
    expect(firstDifference([1], [1, 2])).toEqual({ path: [1], expected: undefined, actual: 2 });
    expect(firstDifference({ id: 'x', at: 1 }, { id: 'x', at: 2 }, new Set(['/at']))).toBeNull();
    expect(firstDifference({ id: 'x', at: 1 }, { id: 'x' }, new Set(['/at']))).toEqual({ path: ['at'], expected: 1, actual: undefined });
  });
});

describe('checkExample', () => {
  it('passes a happy example whose answer matches, a varying field aside', () => {
    expect(checkExample(TOOL, 0, structured({ id: '7', status: 'shipped', at: '2026-11-23T20:00:00Z' }), 5000)).toEqual([]);
  });

  it('reports a different value at its place in the example, and a value "returns" refuses', () => {
    const failures = checkExample(TOOL, 0, structured({ id: '7', status: 'lost', at: 'x' }), 5000);
    expect(failures[0]!.message).toMatch(/^What example 1 of "get_order" returned does not match "returns" at \/status: .+; fix the schema or the server\.$/);
    expect(failures.map((f) => ({ ...f, message: f.id === 'returns' ? '' : f.message }))).toEqual([
      { id: 'returns', path: ['examples', 0, 'result'], message: '' },
      { id: 'result', path: ['examples', 0, 'result', 'status'], message: 'Example 1 of "get_order" says "shipped" at /status, but the server returned "lost"; update the example, or list the field under x-tooldoc.vary if it changes from call to call.' },
    ]);
  });

  it('shows a long text that differs late around the difference, not cut before it', () => {
    const tool = { name: 'echo', examples: [{ tool_call: { name: 'echo', arguments: {} }, result: `Echo: ${'a'.repeat(60)} and the end.` }] };
    expect(checkExample(tool, 0, text(`Echo: ${'a'.repeat(60)} and THE end.`), 5000)).toEqual([
      {
        id: 'result',
        path: ['examples', 0, 'result'],
        message:
          'Example 1 of "echo" says "…aaaaaaaaaaaaaaa and the end." at the top of its result (from character 72), but the server returned "…aaaaaaaaaaaaaaa and THE end."; update the example, or list the field under x-tooldoc.vary if it changes from call to call.',
      },
    ]);
  });

  it('reports a happy example that failed, a JSON-RPC error and a time-out', () => {
    expect(checkExample(TOOL, 0, text('database down', true), 5000)).toEqual([{ id: 'failed', path: ['examples', 0, 'tool_call'], message: 'Example 1 of "get_order" documents a success, but the tool returned an error: "database down"; fix the example\'s arguments or the server.' }]);
    expect(checkExample(TOOL, 0, { kind: 'error', code: -32602, message: 'Invalid params', ms: 1 }, 5000)).toEqual([{ id: 'rpc-error', path: ['examples', 0, 'tool_call'], message: 'Example 1 of "get_order" failed with JSON-RPC error -32602 ("Invalid params") where it documents a success; fix the example\'s arguments or the server.' }]);
    expect(checkExample(TOOL, 1, { kind: 'timeout', ms: 5000 }, 5000)).toEqual([{ id: 'timeout', path: ['examples', 1, 'tool_call'], message: 'Example 2 of "get_order" did not answer within 5 s; make the call finish in time, or give the example arguments that do.' }]);
  });

  it('passes an error example answered with its envelope, code and retryable', () => {
    expect(checkExample(TOOL, 1, text(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No order 9', retryable: false } }), true), 5000)).toEqual([]);
  });

  it('reports an error example that succeeded, one without the §7 envelope, and a wrong code or retryable', () => {
    expect(checkExample(TOOL, 1, structured({ id: '9', status: 'open' }), 5000)).toEqual([
      { id: 'no-error', path: ['examples', 1, 'result', 'error'], message: 'Example 2 of "get_order" documents the error NOT_FOUND, but the call succeeded with {"id":"9","status":"open"}; give the example arguments that fail, or make it a happy example.' },
    ]);
    expect(checkExample(TOOL, 1, text('order not found', true), 5000)).toEqual([
      { id: 'no-envelope', path: ['examples', 1, 'result', 'error'], message: 'Example 2 of "get_order" failed as documented, but its error came back as "order not found", not the §7 envelope {error: {code, message}}; return the envelope so agents can act on the code.' },
    ]);
    expect(checkExample(TOOL, 1, text(JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'busy', retryable: true } }), true), 5000)).toEqual([
      { id: 'code', path: ['examples', 1, 'result', 'error', 'code'], message: 'Example 2 of "get_order" documents the error code "NOT_FOUND", but the server returned "UNAVAILABLE"; make the two agree.' },
      { id: 'retryable', path: ['examples', 1, 'result', 'error', 'retryable'], message: 'Example 2 of "get_order" documents retryable: false, but the server returned retryable: true; make the two agree.' },
    ]);
  });

  it("checks retryable against the tool's errors list when the example says nothing of it, and a documented retry_after_seconds", () => {
    const tool = {
      name: 'get_order',
      errors: [{ code: 'RATE_LIMITED', http_status: 429, retryable: true, description: 'Too many requests.', recovery: 'Wait.' }],
      examples: [{ tool_call: { name: 'get_order', arguments: { id: 'x' } }, result: { error: { code: 'RATE_LIMITED', message: 'Slow down.', retry_after_seconds: 30 } } }],
    };
    const envelope = (error: Record<string, unknown>) => text(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Slow down.', ...error } }), true);
    expect(checkExample(tool, 0, envelope({ retryable: true, retry_after_seconds: 12 }), 5000)).toEqual([]);
    expect(checkExample(tool, 0, envelope({ retryable: false, retry_after_seconds: 12 }), 5000)).toEqual([
      { id: 'retryable', path: ['examples', 0, 'result', 'error'], message: 'Example 1 of "get_order" came back with RATE_LIMITED and retryable: false, but "errors" lists RATE_LIMITED as retryable: true; make the two agree.' },
    ]);
    expect(checkExample(tool, 0, envelope({ retryable: true }), 5000)).toEqual([
      { id: 'retry-after', path: ['examples', 0, 'result', 'error', 'retry_after_seconds'], message: 'Example 1 of "get_order" documents retry_after_seconds, but the server\'s error has none; return the number of seconds to wait, or drop it from the example.' },
    ]);
  });

  it('reads the envelope from a JSON-RPC error\'s data', () => {
    expect(checkExample(TOOL, 1, { kind: 'error', code: -32000, message: 'No order 9', data: { error: { code: 'NOT_FOUND', message: 'No order 9' } }, ms: 1 }, 5000)).toEqual([]);
  });
});

describe('the checks are documented', () => {
  it('docs/testing.md has a section for each check tooldoc test reports, and no other', () => {
    const text = readFileSync(path.join(ROOT, 'docs', 'testing.md'), 'utf8');
    const sections = [...text.matchAll(/^### (example\/[a-z-]+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(EXAMPLE_CHECKS.map((m) => m.id));
    // Each check a failure can carry has its metadata (and so its section).
    const ids: Array<ExampleFailure['id']> = ['timeout', 'crashed', 'rpc-error', 'failed', 'returns', 'result', 'no-error', 'no-envelope', 'code', 'retryable', 'retry-after', 'unknown-tool'];
    expect(EXAMPLE_CHECKS.map((m) => m.id)).toEqual(ids.map((id) => `example/${id}`));
    for (const m of EXAMPLE_CHECKS) expect(m.docs).toBe(`https://github.com/tooldoc/tooldoc/blob/main/docs/testing.md#${m.id.replace('/', '')}`);
  });
});
