import { defineRule, fieldName, isObject, own, schemaName, snakeKey } from '../../src/toolkit/index.js';

/** Objects that are maps by name: their keys are the caller's, not the schema's. */
const OPEN_MAP = /^(?:headers|http_headers|cookies|params|query|query_params|search_params|metadata|labels|annotations|tags|env|environment|env_vars|environment_variables|variables|vars|extra|kwargs|attributes)$/;

export default defineRule({
  meta: {
    id: 'parameters/additional-properties',
    level: 1,
    severity: 'error',
    description: 'Object schemas set `additionalProperties` explicitly: `false`, unless free-form input is intended (then say so with `true` or a schema).',
    spec: '§3.3',
    fields: ['parameters'],
    messages: {
      missing:
        '{{where}} of "{{tool}}" does not set additionalProperties; add additionalProperties: false so agents cannot invent arguments (or true if free-form input is intended).',
      more: '{{count}} more objects of "{{tool}}" do not set additionalProperties: {{names}}; add additionalProperties: false to each (or true where free-form input is intended).',
    },
    flood: { messageId: 'missing', into: 'more', key: 'object' },
  },
  create(context) {
    const { report } = context;
    return {
      'parameters schema'(node) {
        const { schema, path } = node;
        const tool = context.tool;
        const isObjectSchema = schema.type === 'object' || isObject(own(schema, 'properties'));
        if (!isObjectSchema || own(schema, 'additionalProperties') !== undefined) return;
        if (own(schema, 'unevaluatedProperties') !== undefined || own(schema, 'patternProperties') !== undefined) return;
        // A map by its nature (HTTP headers, cookies, query parameters, labels, environment variables)
        // is open on purpose, as JSON Schema reads it, even where it lists the keys it knows.
        if (path.length > 1 && OPEN_MAP.test(snakeKey(String(path[path.length - 1])))) return;
        const object = path.length === 1 ? fieldName(tool, ['parameters']) : schemaName(path);
        const where = path.length === 1 ? `"${object}"` : `Object "${object}"`;
        // false is what the spec asks for unless free-form input is meant, true the other choice. Either
        // changes which arguments the tool accepts (JSON Schema's default is to accept any other key): a
        // suggestion for the author to choose, never a fix made without them (see docs/plugins.md).
        const add = (value: boolean) => ({ title: `Add "additionalProperties: ${value}"${value ? ' (free-form input)' : ''}`, edits: [{ op: 'insert' as const, path, key: 'additionalProperties', value, after: ['type'] }] });
        report({ path, messageId: 'missing', data: { where, object }, suggest: [add(false), add(true)] });
      },
    };
  },
});
