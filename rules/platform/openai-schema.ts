import { defineRule, fieldName, inputFormatOf, isObject, type JsonPath, OPENAI_LIMITS, OPENAI_STRICT_FORMATS, OPENAI_STRICT_UNSUPPORTED, own, TARGETS, TARGETS_OPTION, targetsOf, walkProperties, walkSchemas, where as whereIn } from '../../src/toolkit/index.js';

const hasType = (s: Record<string, unknown>, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));

export default defineRule({
  meta: {
    id: 'platform/openai-schema',
    level: 3,
    severity: 'warning',
    description: 'The parameters schema is accepted by OpenAI function calling, in strict mode (structured outputs) unless strict is turned off.',
    spec: '§10, §13',
    messages: {
      arrayItems: '{{where}} of "{{tool}}" is an array without "items", which OpenAI function calling rejects (so do clients that forward the tool to OpenAI models); give it an item schema.',
      rootComposition: 'OpenAI strict mode does not accept "{{keyword}}" at the root of "{{block}}" of "{{tool}}"; split the variants into separate tools.',
      keyword: 'OpenAI strict mode does not support "{{keyword}}" in {{where}} of "{{tool}}"; remove it and state the constraint in the description.',
      oneOf: 'OpenAI strict mode does not support "oneOf" in {{where}} of "{{tool}}"; `tooldoc export` turns it into "anyOf", which lets several branches match, so use anyOf or make the branches exclusive by their types.',
      format: 'OpenAI strict mode does not support format "{{format}}" in {{where}} of "{{tool}}"; use one of {{formats}}, or describe the format in the description.',
      freeForm: '{{where}} of "{{tool}}" accepts arbitrary keys, which OpenAI strict mode cannot express (every object gets "additionalProperties": false); declare its properties or take a JSON string.',
      tuple: '{{where}} of "{{tool}}" uses tuple-form "items", which OpenAI strict mode does not support; use one item schema.',
      depth: '{{where}} of "{{tool}}" is nested {{depth}} levels deep, more than the {{max}} OpenAI strict mode allows; flatten the schema.',
      properties: '"{{block}}" of "{{tool}}" has {{count}} properties in total, more than the {{max}} OpenAI strict mode allows; split the tool.',
      enumValues: '"{{block}}" of "{{tool}}" has {{count}} enum values in total, more than the {{max}} OpenAI strict mode allows; shorten the enums or take free text.',
      largeEnum: 'The enum of {{where}} of "{{tool}}" has {{count}} values totalling {{chars}} characters, more than the {{max}} OpenAI strict mode allows for an enum of over 250 values; shorten it.',
      stringChars: 'Property names, enum and const values in "{{block}}" of "{{tool}}" total {{chars}} characters, more than the {{max}} OpenAI strict mode allows; shorten them.',
    },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        targets: TARGETS_OPTION,
        strict: {
          type: 'boolean',
          description:
            'Check strict-mode (structured outputs) compatibility, as `export --target openai --strict` produces it. Unset: descriptors are checked in strict mode and platform files (already the payload a client sends) for what OpenAI accepts without it.',
        },
        maxDepth: { type: 'integer', minimum: 1 },
        maxProperties: { type: 'integer', minimum: 1 },
        maxEnumValues: { type: 'integer', minimum: 1 },
      },
    },
    defaultOptions: { targets: [...TARGETS], maxDepth: OPENAI_LIMITS.maxDepth, maxProperties: OPENAI_LIMITS.maxProperties, maxEnumValues: OPENAI_LIMITS.maxEnumValues },
  },
  check({ tool, options, report }) {
    if (!targetsOf(options).includes('openai')) return;
    const p = tool.descriptor.parameters;
    if (!isObject(p)) return; // absent: OpenAI takes no parameters; wrong type: Level 1 rules say so.
    const block = fieldName(tool, ['parameters']);
    const where = (path: JsonPath) => whereIn(path, block);
    const nodes = walkSchemas(p, ['parameters']);
    for (const { schema, path } of nodes) {
      if (hasType(schema, 'array') && own(schema, 'items') === undefined && own(schema, 'prefixItems') === undefined) {
        report({ path, messageId: 'arrayItems', data: { where: where(path) } });
      }
    }
    // Strict mode is what the exporter produces from a descriptor; a platform file is already the
    // payload a client sends, without it.
    const strict = typeof options.strict === 'boolean' ? options.strict : inputFormatOf(tool).id === 'native';
    if (!strict) return;

    for (const k of ['anyOf', 'oneOf'] as const) if (own(p, k) !== undefined) report({ path: ['parameters', k], messageId: 'rootComposition', data: { keyword: k, block } });
    let enumValues = 0;
    let chars = 0;
    for (const { schema, path } of nodes) {
      const at = (k: string): JsonPath => [...path, k];
      for (const k of OPENAI_STRICT_UNSUPPORTED) if (own(schema, k) !== undefined) report({ path: at(k), messageId: 'keyword', data: { keyword: k, where: where(path) } });
      if (own(schema, 'oneOf') !== undefined && path.length > 1) report({ path: at('oneOf'), messageId: 'oneOf', data: { where: where(path) } });
      const f = own(schema, 'format');
      if (typeof f === 'string' && !OPENAI_STRICT_FORMATS.includes(f)) {
        report({ path: at('format'), messageId: 'format', data: { format: f, where: where(path), formats: OPENAI_STRICT_FORMATS.join(', ') }, at: 'value' });
      }
      const extra = own(schema, 'additionalProperties');
      if (extra === true || isObject(extra)) report({ path: at('additionalProperties'), messageId: 'freeForm', data: { where: where(path) } });
      else if (extra === undefined && hasType(schema, 'object') && !isObject(own(schema, 'properties'))) report({ path, messageId: 'freeForm', data: { where: where(path) } });
      if (Array.isArray(own(schema, 'items'))) report({ path: at('items'), messageId: 'tuple', data: { where: where(path) } });
      const e = own(schema, 'enum');
      if (Array.isArray(e)) {
        enumValues += e.length;
        const strings = e.filter((v): v is string => typeof v === 'string');
        const len = strings.reduce((n, v) => n + v.length, 0);
        chars += len;
        if (e.length > OPENAI_LIMITS.largeEnum && len > OPENAI_LIMITS.maxLargeEnumChars) {
          report({ path: at('enum'), messageId: 'largeEnum', data: { where: where(path), count: e.length, chars: len, max: OPENAI_LIMITS.maxLargeEnumChars } });
        }
      }
      const c = own(schema, 'const');
      if (typeof c === 'string') chars += c.length;
      const props = own(schema, 'properties');
      if (isObject(props)) chars += Object.keys(props).reduce((n, k) => n + k.length, 0);
    }
    const props = walkProperties(p, ['parameters']);
    const maxDepth = Number(options.maxDepth);
    for (const prop of props) {
      if (prop.depth === maxDepth + 1) report({ path: prop.path, messageId: 'depth', data: { where: where(prop.path), depth: prop.depth, max: maxDepth } });
    }
    if (props.length > Number(options.maxProperties)) report({ path: ['parameters'], messageId: 'properties', data: { block, count: props.length, max: Number(options.maxProperties) } });
    if (enumValues > Number(options.maxEnumValues)) report({ path: ['parameters'], messageId: 'enumValues', data: { block, count: enumValues, max: Number(options.maxEnumValues) } });
    if (chars > OPENAI_LIMITS.maxStringChars) report({ path: ['parameters'], messageId: 'stringChars', data: { block, chars, max: OPENAI_LIMITS.maxStringChars } });
  },
});
