import { describe, expect, it } from 'vitest';
import { where } from '../../src/toolkit/where.js';

describe('where (how platform messages name a schema node)', () => {
  it.each([
    [['parameters'], '"parameters"'],
    [['parameters', 'properties', 'city'], '"parameters" property "city"'],
    [['parameters', 'properties', 'filters', 'properties', 'status'], '"parameters" property "filters.status"'],
    [['parameters', 'properties', 'tags', 'items'], '"parameters" property "tags[]"'],
    [['parameters', 'properties', 'meta', 'additionalProperties'], '"parameters" property "meta{}"'],
    [['parameters', 'properties', 'ip', 'anyOf', 0], '"parameters" property "ip" (anyOf[0])'],
    [['parameters', 'properties', 'a', 'anyOf', 1, 'properties', 'b'], '"parameters" property "a.b" (anyOf[1])'],
    [['parameters', '$defs', 'Address', 'properties', 'zip'], '"parameters" property "zip" ($defs/Address)'],
    [['parameters', 'properties', 'pair', 'items', 0], '"parameters" property "pair" (items[0])'],
  ] as const)('%j → %s', (path, text) => {
    expect(where(path)).toBe(text);
  });
});
