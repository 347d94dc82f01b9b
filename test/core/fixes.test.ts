/**
 * Fixes as text (src/core/fixes.ts): a rule's structured fix placed in YAML and JSON as the file
 * writes them, with both parsers' positions (js-yaml's fast path and the `yaml` package), and no fix
 * where the place cannot be found exactly.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyEdits, textFix } from '../../src/core/fixes.js';
import { parseSource } from '../../src/parse/source.js';
import type { FixDescriptor, JsonPath } from '../../src/types/index.js';

const insert = (path: JsonPath, key: string, value: unknown, after?: string[]): FixDescriptor => ({ title: 'insert', edits: [{ op: 'insert', path, key, value, ...(after ? { after } : {}) }] });
const rename = (path: JsonPath, to: string): FixDescriptor => ({ title: 'rename', edits: [{ op: 'rename', path, to }] });
const replace = (path: JsonPath, value: string | number | boolean | null): FixDescriptor => ({ title: 'replace', edits: [{ op: 'replace', path, value }] });

/** The text with the fix made (undefined when no fix is placed), with each parser's positions; both must agree. */
function fixed(text: string, fix: FixDescriptor, file = 'tool.yaml'): string | undefined {
  const outputs = [true, false].map((fast) => {
    const parsed = parseSource(file, file, text, undefined, { fast });
    expect(parsed.problems).toEqual([]);
    const descriptor = parsed.docs[0] as Record<string, unknown>;
    const made = textFix({ file: parsed.file, doc: 0, descriptor, sourcePath: (p) => p }, fix, true);
    return made && applyEdits(text, made.edits);
  });
  expect(outputs[0], 'the fast path and the reference parser place the fix alike').toBe(outputs[1]);
  return outputs[0];
}

describe('fixes as text edits', () => {
  it('replaces a scalar in the quoting it was written in, a comment after it kept', () => {
    const params = (a: string, b: string, c: string) => `name: a\nparameters:\n  properties:\n    x: {type: ${a}}\n    y:\n      type: ${b}  # a comment\n    z: {type: ${c}}\n`;
    const text = params('float', '"float"', "'float'");
    expect(fixed(text, replace(['parameters', 'properties', 'x', 'type'], 'number'))).toBe(params('number', '"float"', "'float'"));
    expect(fixed(text, replace(['parameters', 'properties', 'y', 'type'], 'number'))).toBe(params('float', '"number"', "'float'"));
    expect(fixed(text, replace(['parameters', 'properties', 'z', 'type'], 'number'))).toBe(params('float', '"float"', "'number'"));
    // A value that is not a scalar, or a path that is not there, gives no fix.
    expect(fixed(text, replace(['parameters', 'properties', 'x'], 'number'))).toBeUndefined();
    expect(fixed(text, replace(['parameters', 'properties', 'w', 'type'], 'number'))).toBeUndefined();
    const json = '{\n  "name": "a",\n  "parameters": {"type": "dict", "n": 1}\n}\n';
    expect(fixed(json, replace(['parameters', 'type'], 'object'), 'tool.json')).toBe(json.replace('"dict"', '"object"'));
    expect(fixed(json, replace(['parameters', 'n'], 2), 'tool.json')).toBe(json.replace('"n": 1', '"n": 2'));
  });

  it('gives no replacement where the value is not written as the descriptor reads it (an alias)', () => {
    const text = 'name: a\nx-base: &t float\nparameters:\n  properties:\n    x: {type: *t}\n';
    expect(fixed(text, replace(['parameters', 'properties', 'x', 'type'], 'number'))).toBeUndefined();
  });

  it('adds a key after a block scalar, which keeps its text', () => {
    const text = 'name: a\nparameters:\n  properties: {}\n  description: |\n    Two\n    lines.\n\nversion: 1.0.0\n';
    const out = fixed(text, insert(['parameters'], 'additionalProperties', false));
    expect(out).toBe('name: a\nparameters:\n  properties: {}\n  description: |\n    Two\n    lines.\n  additionalProperties: false\n\nversion: 1.0.0\n');
    expect((parse(out!) as { parameters: { description: string } }).parameters.description).toBe('Two\nlines.\n');
  });

  it('keeps CRLF line breaks, and the indentation of a mapping in a sequence', () => {
    const text = 'tools:\r\n  - name: a\r\n    parameters:\r\n      - type: object\r\n';
    expect(fixed('tools:\r\n  - type: object\r\n    name: a\r\n', insert(['tools', 0], 'x', 1, ['type']))).toBe('tools:\r\n  - type: object\r\n    x: 1\r\n    name: a\r\n');
    expect(fixed(text, insert(['tools', 0, 'parameters', 0], 'required', ['a b', 'true']))).toBe('tools:\r\n  - name: a\r\n    parameters:\r\n      - type: object\r\n        required: ["a b", "true"]\r\n');
  });

  it('fills an empty flow mapping and an empty JSON object', () => {
    expect(fixed('name: a\nparameters: {}\n', insert(['parameters'], 'type', 'object'))).toBe('name: a\nparameters: {type: object}\n');
    expect(fixed('{"name": "a", "parameters": {}}\n', insert(['parameters'], 'type', 'object'), 'tool.json')).toBe('{"name": "a", "parameters": {"type": "object"}}\n');
  });

  it('finds a quoted key, and renames a key in its own quoting', () => {
    expect(fixed('"name": a\n"type": object\n', insert([], 'x', true, ['type']))).toBe('"name": a\n"type": object\nx: true\n');
    expect(fixed("name: a\n'paramters': {}\n", rename(['paramters'], 'parameters'))).toBe("name: a\n'parameters': {}\n");
    expect(fixed('{"name": "a", "paramters": {}}', rename(['paramters'], 'parameters'), 'tool.json')).toBe('{"name": "a", "parameters": {}}');
  });

  it('adds after a "<<" merge entry when the keys it would follow came in through the merge', () => {
    expect(fixed('base: &b {type: object}\nname: a\nparameters:\n  <<: *b\n', insert(['parameters'], 'x', 1, ['type']))).toBe('base: &b {type: object}\nname: a\nparameters:\n  <<: *b\n  x: 1\n');
    expect(fixed('base: &b {type: object}\nname: a\nparameters:\n  <<: *b\n  properties: {}\n', insert(['parameters'], 'x', 1, ['type']))).toBe(
      'base: &b {type: object}\nname: a\nparameters:\n  <<: *b\n  properties: {}\n  x: 1\n',
    );
    // The merged value is what the rules read; a quoted "<<" is an ordinary key.
    expect(parseSource('t.yaml', 't.yaml', 'b: &b {type: object}\np:\n  <<: *b\n  "<<": 1\n').docs[0]).toEqual({ b: { type: 'object' }, p: { type: 'object', '<<': 1 } });
  });

  it('gives no fix where the place is not written in the mapping: a mapping that is an alias, a key already there, no mapping', () => {
    expect(fixed('base: &b {type: object}\nname: a\nparameters: *b\n', insert(['parameters'], 'x', 1))).toBeUndefined();
    expect(fixed('name: a\nparameters: {type: object}\n', insert(['parameters'], 'type', 'object'))).toBeUndefined();
    expect(fixed('name: a\n', insert(['parameters'], 'type', 'object'))).toBeUndefined();
  });
});
