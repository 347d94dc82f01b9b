/**
 * What the catalog stage is told of paging and of success shapes (src/toolkit/pagination.ts), and
 * that the catalog view keeps it (ToolOutcome.view): parameters/cursor-name and
 * returns/consistent-shape read nothing else.
 */
import { describe, expect, it } from 'vitest';
import { lintText } from '../src/core/linter.js';
import { CURSORS, RETURN_KEYS, cursorPaths, isCursorParameter, isNextCursorField, successKeys } from '../src/toolkit/index.js';

describe('isCursorParameter', () => {
  it('reads cursor names outright, when they take a string', () => {
    for (const name of ['cursor', 'start_cursor', 'pageCursor', 'page_token', 'pageToken', 'PageToken', 'next_token', 'nextPageToken', 'continuationToken', 'skiptoken']) {
      expect(isCursorParameter(name, { type: 'string' }), name).toBe(true);
    }
    expect(isCursorParameter('cursor', { type: ['string', 'null'] })).toBe(true);
    expect(isCursorParameter('cursor', { anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe(true);
    expect(isCursorParameter('cursor', {})).toBe(true);
  });

  it('never reads a number, a backward cursor, a caret or an access token as one', () => {
    expect(isCursorParameter('continuationToken', { type: 'number' })).toBe(false);
    expect(isCursorParameter('cursor', { type: 'integer' })).toBe(false);
    expect(isCursorParameter('before', { type: 'string', description: 'Cursor for backward pagination' })).toBe(false);
    expect(isCursorParameter('prev_cursor', { type: 'string' })).toBe(false);
    expect(isCursorParameter('ending_before', { type: 'string', description: 'A cursor for pagination' })).toBe(false);
    expect(isCursorParameter('cursor_position', { type: 'string' })).toBe(false);
    expect(isCursorParameter('cursor', { type: 'string', description: 'The CSS cursor style' })).toBe(false);
    expect(isCursorParameter('access_token', { type: 'string' })).toBe(false);
    expect(isCursorParameter('cursor', { type: 'object', properties: {} })).toBe(false);
    expect(isCursorParameter('cursor', { enum: ['pointer', 'default'] })).toBe(false);
  });

  it('reads after, marker, page and offset by their description', () => {
    expect(isCursorParameter('after', { type: 'string', description: 'Cursor for forward pagination.' })).toBe(true);
    expect(isCursorParameter('after', { type: 'string', description: 'The ID of the existing block that the new block should be appended after.' })).toBe(false);
    expect(isCursorParameter('after', { type: 'string' })).toBe(false);
    expect(isCursorParameter('starting_after', { type: 'string', description: 'An object ID from a previous response, for pagination.' })).toBe(true);
    expect(isCursorParameter('offset', { type: 'string', description: 'Offset token. An offset to the next page returned by the API.' })).toBe(true);
    expect(isCursorParameter('offset', { type: 'integer', description: 'Offset token' })).toBe(false);
    expect(isCursorParameter('page', { type: 'string', description: 'Page number for pagination (integer as string)' })).toBe(false);
    expect(isCursorParameter('offset', { type: 'string', description: 'An offset to the next page returned by the API.' })).toBe(true);
    expect(isCursorParameter('start', { type: 'string', description: 'Start token for pagination' })).toBe(true);
    expect(isCursorParameter('start', { type: 'string', description: 'Start date of the report' })).toBe(false);
    expect(isCursorParameter('page', { type: 'string', description: 'The page number returned by the previous response' })).toBe(false);
    expect(isCursorParameter('page', { type: 'string', description: 'The page token of the next page' })).toBe(true);
  });
});

describe('isNextCursorField', () => {
  it('reads next-page cursors by their names', () => {
    for (const name of ['next_cursor', 'nextCursor', 'nextPageToken', 'next_page_token', 'NextMarker', 'endCursor', 'continuation_token']) {
      expect(isNextCursorField(name, { type: 'string' }), name).toBe(true);
    }
    expect(isNextCursorField('cursor', { type: 'string', description: 'Pass it to get the next page' })).toBe(true);
  });

  it('not a previous cursor, a page number or a plain cursor', () => {
    expect(isNextCursorField('prev_cursor', { type: 'string' })).toBe(false);
    expect(isNextCursorField('next_page', { type: 'integer' })).toBe(false);
    expect(isNextCursorField('next_cursor', { type: 'integer' })).toBe(false);
    expect(isNextCursorField('cursor', { type: 'string' })).toBe(false);
    expect(isNextCursorField('page_token', { type: 'string' })).toBe(false);
  });
});

describe('cursorPaths and successKeys', () => {
  it('find cursors at the top and one object down, at most 8', () => {
    const descriptor = {
      parameters: { type: 'object', properties: { query: { type: 'string' }, page: { type: 'object', properties: { limit: { type: 'integer' }, cursor: { type: 'string' } } } } },
      returns: { type: 'object', properties: { items: { type: 'array' }, pagination: { type: 'object', properties: { next_cursor: { type: ['string', 'null'] } } } } },
    };
    expect(cursorPaths(descriptor)).toEqual([
      ['parameters', 'properties', 'page', 'properties', 'cursor'],
      ['returns', 'properties', 'pagination', 'properties', 'next_cursor'],
    ]);
    const deep = { parameters: { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'object', properties: { cursor: { type: 'string' } } } } } } } };
    expect(cursorPaths(deep)).toEqual([]);
    const many = { parameters: { type: 'object', properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`cursor_${i}`, { type: 'string' }])) } };
    expect(cursorPaths(many)).toHaveLength(8);
  });

  it('give the top-level keys of a success schema, with its branches', () => {
    expect(successKeys({ type: 'object', properties: { status: {}, data: {} } })).toEqual(['status', 'data']);
    expect(successKeys({ allOf: [{ properties: { status: {} } }], oneOf: [{ properties: { data: {} } }, { properties: { error: {} } }] })).toEqual(['status', 'data', 'error']);
    expect(successKeys({ type: 'array', items: {} })).toBeUndefined();
    expect(successKeys({ type: 'object', properties: {} })).toBeUndefined();
    expect(successKeys({ type: 'object', properties: Object.fromEntries(Array.from({ length: 129 }, (_, i) => [`k${i}`, {}])) })).toBeUndefined();
    expect(successKeys({ type: 'object', properties: { ['k'.repeat(129)]: {} } })).toBeUndefined();
  });

  it('are kept in the catalog view, and a descriptor cannot set them', () => {
    const text = [
      'name: list_issues',
      'description: List the issues.',
      'x-tooldoc-return-keys: [forged]',
      'parameters: {type: object, properties: {cursor: {type: string}}}',
      'returns: {type: object, properties: {status: {type: string}, data: {type: object}}}',
      '',
    ].join('\n');
    const outcome = lintText(text, { path: 'tool.yaml', rules: [] });
    expect(outcome.tools[0]!.view[CURSORS]).toEqual([['parameters', 'properties', 'cursor']]);
    expect(outcome.tools[0]!.view[RETURN_KEYS]).toEqual(['status', 'data']);
    const plain = lintText('name: ping\ndescription: Check.\nx-tooldoc-cursors: [forged]\n', { path: 'tool.yaml', rules: [] });
    expect(plain.tools[0]!.view).not.toHaveProperty(CURSORS);
  });
});
