/**
 * `tooldoc test --record` in memory (src/servers/example-record.ts): what an answer is recorded as,
 * which fields vary, arguments a schema rejects, a schema from an answer, and a descriptor file's
 * text with the answers written in, byte for byte, with both parsers' positions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ToolCallOutcome } from '../../src/servers/list.js';
import { recordedResult, recordedVary, recordInText, rejectedArguments, schemaOf, varyingPointers, type DocumentChange } from '../../src/servers/example-record.js';

const text = (t: string, isError = false): ToolCallOutcome => ({ kind: 'result', result: { content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) }, ms: 3 });

describe('recordedResult: what an answer is written as', () => {
  it('records a success as the value it stands for, and an error as its §7 envelope', () => {
    expect(recordedResult(text('Echo: hi'))).toEqual({ result: 'Echo: hi' });
    expect(recordedResult({ kind: 'result', result: { content: [], structuredContent: { id: '7' } }, ms: 1 })).toEqual({ result: { id: '7' } });
    const envelope = { error: { code: 'NOT_FOUND', message: 'No order 9.' } };
    expect(recordedResult(text(JSON.stringify(envelope), true))).toEqual({ result: envelope, error: 'NOT_FOUND' });
    expect(recordedResult({ kind: 'error', code: -32000, message: 'No order 9', data: envelope, ms: 1 })).toEqual({ result: envelope, error: 'NOT_FOUND' });
    expect(recordedResult({ kind: 'error', code: -32000, message: 'No order 9', data: envelope.error, ms: 1 })).toEqual({ result: envelope, error: 'NOT_FOUND' });
  });

  it('says why an answer cannot be recorded: no answer, or an error an example cannot document', () => {
    expect(recordedResult({ kind: 'timeout', ms: 5000 })).toEqual({ unrecorded: 'it did not answer within the time-out' });
    expect(recordedResult({ kind: 'crashed', message: 'exit 139', ms: 5 })).toEqual({ unrecorded: 'it stopped the server' });
    expect(recordedResult(text('MCP error -32602: Input validation error', true))).toEqual({ unrecorded: 'the tool failed with "MCP error -32602: Input validation error" that is not the §7 envelope {error: {code, message}}' });
    expect(recordedResult({ kind: 'error', code: -32603, message: 'the database is down', ms: 1 })).toEqual({ unrecorded: 'it failed with JSON-RPC error -32603 ("the database is down"), which carries no §7 envelope {error: {code, message}}' });
  });
});

describe('varyingPointers and recordedVary: the fields that change from call to call', () => {
  it('points at each value that differs, and at a mapping or list whose shape differs', () => {
    expect(varyingPointers({ id: '7', at: 1, tags: ['a'] }, { id: '7', at: 2, tags: ['a'] })).toEqual(['/at']);
    expect(varyingPointers({ items: [{ id: 1, t: 'x' }] }, { items: [{ id: 1, t: 'y' }] })).toEqual(['/items/0/t']);
    expect(varyingPointers({ items: [1] }, { items: [1, 2] })).toEqual(['/items']);
    expect(varyingPointers({ a: 1 }, { b: 1 })).toEqual(['']);
    expect(varyingPointers({ 'a/b': 1, 'c~': 1 }, { 'a/b': 2, 'c~': 2 })).toEqual(['/a~1b', '/c~0']);
    expect(varyingPointers('Echo: hi', 'Echo: hi')).toEqual([]);
  });

  it('keeps the pointers the example listed that still name a place, then adds those found', () => {
    expect(recordedVary(['/updated_at', '/gone', 7], ['/id', '/updated_at'], { id: 'x', updated_at: 'y' })).toEqual(['/updated_at', '/id']);
  });
});

describe('rejectedArguments: arguments a schema rejects, for --record-errors', () => {
  const schema = { type: 'object', additionalProperties: false, required: ['a', 'b'], properties: { a: { type: 'number' }, b: { type: 'number' } } };

  it('leaves out a required argument, else gives one of the wrong type, else one the schema does not name', () => {
    expect(rejectedArguments(schema, { a: 2, b: 3 })).toEqual({ arguments: { b: 3 }, why: 'the required argument "a" is missing' });
    expect(rejectedArguments(schema)).toEqual({ arguments: {}, why: 'the required arguments "a" and "b" are missing' });
    expect(rejectedArguments({ type: 'object', properties: { ms: { type: 'integer' }, on: { type: 'boolean' } } })).toEqual({ arguments: { ms: 'not a number' }, why: '"ms" is a string where the schema wants an integer' });
    expect(rejectedArguments({ type: 'object', additionalProperties: false, properties: { unexpected_argument: {} } })).toEqual({
      arguments: { unexpected_argument_: true },
      why: '"unexpected_argument_" is not one of its parameters',
    });
  });

  it('gives none for a schema that takes anything, or is no schema', () => {
    expect(rejectedArguments({ type: 'object', properties: {} })).toBeUndefined();
    expect(rejectedArguments(undefined)).toBeUndefined();
  });
});

describe('schemaOf: a returns schema from an answer', () => {
  it('gives the types it saw, every property required, list items when they agree', () => {
    expect(schemaOf('Echo: hi')).toEqual({ type: 'string' });
    expect(schemaOf({ id: '7', n: 2, ok: true, none: null, tags: ['a', 'b'] })).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, n: { type: 'number' }, ok: { type: 'boolean' }, none: { type: 'null' }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['id', 'n', 'ok', 'none', 'tags'],
    });
    expect(schemaOf([{ type: 'text', text: 'a' }, { type: 'image', data: 'x' }])).toEqual({ type: 'array', items: { type: 'object' } });
    expect(schemaOf([1, 'a'])).toEqual({ type: 'array' });
    expect(schemaOf({})).toEqual({ type: 'object', properties: {} });
  });
});

describe('recordInText: the answers written into the file, nothing else changed', () => {
  afterEach(() => {
    delete process.env.TOOLDOC_NO_FAST_PATHS;
  });

  /** The text made, with each parser's positions (js-yaml's fast path and the `yaml` package); both must agree. */
  function recorded(file: string, input: string, changes: DocumentChange[]): string {
    const outputs = ['', '1'].map((slow) => {
      if (slow) process.env.TOOLDOC_NO_FAST_PATHS = slow;
      const made = recordInText(file, input, changes);
      delete process.env.TOOLDOC_NO_FAST_PATHS;
      return 'output' in made ? made.output : `problem: ${made.problem}`;
    });
    expect(outputs[0], 'the fast path and the reference parser place the edits alike').toBe(outputs[1]);
    return outputs[0]!;
  }

  const SIDECAR = [
    '# The sidecar of get_order.',
    'name: get_order',
    'examples:',
    '  - prompt: Where is order 7?   # a comment on the prompt',
    '    tool_call:',
    '      name: get_order',
    '      arguments: {id: "7"}',
    '    result:  # what it returns',
    '      note: "TODO: the result JSON"',
    '',
    '  - prompt: Where is order 9?',
    '    tool_call: {name: get_order, arguments: {id: "9"}}',
    '    result: {error: {code: NOT_FOUND, message: "TODO"}}',
    '    x-tooldoc: {skip: false}',
    '# the end',
    '',
  ].join('\n');

  it('replaces a block result with a block mapping and a flow one in flow style; adds x-tooldoc.vary; keeps comments and blank lines', () => {
    const out = recorded('get_order.yaml', SIDECAR, [
      { doc: 0, mapPath: ['examples', 0], key: 'result', value: { id: '7', status: 'shipped', updated_at: '2026-11-23T10:00:00Z', tags: ['a b', 'c'] } },
      { doc: 0, mapPath: ['examples', 0], key: 'x-tooldoc', value: { vary: ['/updated_at'] } },
      { doc: 0, mapPath: ['examples', 1], key: 'result', value: { error: { code: 'NOT_FOUND', message: 'No order 9.', retryable: false } } },
      { doc: 0, mapPath: ['examples', 1, 'x-tooldoc'], key: 'vary', value: [] },
    ]);
    expect(out).toBe(
      [
        '# The sidecar of get_order.',
        'name: get_order',
        'examples:',
        '  - prompt: Where is order 7?   # a comment on the prompt',
        '    tool_call:',
        '      name: get_order',
        '      arguments: {id: "7"}',
        '    result: # what it returns',
        '      id: "7"',
        '      status: shipped',
        '      updated_at: "2026-11-23T10:00:00Z"',
        '      tags:',
        '        - a b',
        '        - c',
        '    x-tooldoc:',
        '      vary:',
        '        - /updated_at',
        '',
        '  - prompt: Where is order 9?',
        '    tool_call: {name: get_order, arguments: {id: "9"}}',
        '    result: {error: {code: NOT_FOUND, message: "No order 9.", retryable: false}}',
        '    x-tooldoc: {skip: false, vary: []}',
        '# the end',
        '',
      ].join('\n'),
    );
  });

  it('moves a value beside its key when it becomes a scalar, and quotes what plain style would misread', () => {
    const out = recorded('echo.yaml', 'name: echo\nexamples:\n  - prompt: Say hi.\n    result:\n      note: "TODO: the result JSON"\n    notes: x\n', [
      { doc: 0, mapPath: ['examples', 0], key: 'result', value: 'Echo: hi' },
      { doc: 0, mapPath: ['examples', 0], key: 'notes', value: 'yes' },
    ]);
    expect(out).toBe('name: echo\nexamples:\n  - prompt: Say hi.\n    result: "Echo: hi"\n    notes: "yes"\n');
  });

  it('adds an example after the last, in block and in flow style, and a list of examples where there is none', () => {
    const example = { prompt: 'TODO: a request', tool_call: { name: 't', arguments: {} }, result: { error: { code: 'VALIDATION_ERROR', message: 'a is required' } } };
    expect(recorded('t.yaml', 'name: t\nexamples:\n  - prompt: p\n    result: 1\nversion: 1.0.0\n', [{ doc: 0, listPath: ['examples'], value: example }])).toBe(
      [
        'name: t',
        'examples:',
        '  - prompt: p',
        '    result: 1',
        '  - prompt: "TODO: a request"',
        '    tool_call:',
        '      name: t',
        '      arguments: {}',
        '    result:',
        '      error:',
        '        code: VALIDATION_ERROR',
        '        message: a is required',
        'version: 1.0.0',
        '',
      ].join('\n'),
    );
    expect(recorded('t.yaml', 'name: t\nexamples: [{prompt: p, result: 1}]\n', [{ doc: 0, listPath: ['examples'], value: example }])).toBe(
      'name: t\nexamples: [{prompt: p, result: 1}, {prompt: "TODO: a request", tool_call: {name: t, arguments: {}}, result: {error: {code: VALIDATION_ERROR, message: "a is required"}}}]\n',
    );
    expect(recorded('t.yaml', 'name: t\n', [{ doc: 0, mapPath: [], key: 'examples', value: [example] }])).toBe(
      'name: t\nexamples:\n  - prompt: "TODO: a request"\n    tool_call:\n      name: t\n      arguments: {}\n    result:\n      error:\n        code: VALIDATION_ERROR\n        message: a is required\n',
    );
  });

  it('writes into the right document of a file of several, with CRLF line breaks kept', () => {
    const input = 'name: a\r\nexamples:\r\n  - result: 1\r\n---\r\nname: b\r\nexamples:\r\n  - result: 1\r\n';
    expect(recorded('two.yaml', input, [{ doc: 1, mapPath: ['examples', 0], key: 'result', value: { count: 2 } }])).toBe('name: a\r\nexamples:\r\n  - result: 1\r\n---\r\nname: b\r\nexamples:\r\n  - result:\r\n      count: 2\r\n');
  });

  it('writes JSON as JSON, indented as the file is', () => {
    const input = '{\n    "name": "echo",\n    "examples": [\n        {"prompt": "Say hi.", "result": {"note": "TODO"}}\n    ]\n}\n';
    const out = recorded('echo.json', input, [
      { doc: 0, mapPath: ['examples', 0], key: 'result', value: { text: 'Echo: hi', n: [1] } },
      { doc: 0, mapPath: ['examples', 0], key: 'x-tooldoc', value: { vary: ['/n'] } },
    ]);
    expect(out).toBe('{\n    "name": "echo",\n    "examples": [\n        {"prompt": "Say hi.", "result": {\n            "text": "Echo: hi",\n            "n": [\n                1\n            ]\n        }, "x-tooldoc": {"vary": ["/n"]}}\n    ]\n}\n');
    expect(JSON.parse(out)).toEqual({ name: 'echo', examples: [{ prompt: 'Say hi.', result: { text: 'Echo: hi', n: [1] }, 'x-tooldoc': { vary: ['/n'] } }] });
  });

  it('round-trips strings of every kind it writes', () => {
    const strings = ['plain text', 'Echo: hi', 'a # b', '- dash', 'true', '007', 'line\nbreak', ' lead', 'trail ', 'x, y', '"q"', "it's", 'it\'s "q"', 'a\\b', 'Rejected: "id" is missing.', 'é ü', '😀', '', '\t'];
    const out = recorded('t.yaml', 'name: t\nexamples:\n  - result: 1\n', [{ doc: 0, mapPath: ['examples', 0], key: 'result', value: strings }]);
    expect((parse(out) as { examples: Array<{ result: string[] }> }).examples[0]!.result).toEqual(strings);
  });

  it('writes nothing where a change cannot be placed exactly, and says so', () => {
    // The result is the anchor another value refers to: written over, that value would lose it.
    const aliased = 'name: t\nexamples:\n  - result: &r {note: TODO}\nx-copy: *r\n';
    expect(recorded('t.yaml', aliased, [{ doc: 0, mapPath: ['examples', 0], key: 'result', value: 'x' }])).toBe('problem: the answers could not be written into it without changing something else');
    expect(recorded('t.yaml', 'name: t\nexamples: []\n', [{ doc: 0, listPath: ['examples'], value: { prompt: 'p' } }])).toBe('problem: its /examples could not be found as written (a YAML alias or merge?)');
    expect(recorded('t.yaml', 'name: [t\n', [])).toMatch(/^problem: it does not parse/);
  });
});
