import { asExported, closingLosses, defineRule, fieldName, matchesNothing, inputFormatOf, GEMINI_FORMATS, GEMINI_PROPERTY_NAME, GEMINI_SCHEMA_FIELDS, GEMINI_SILENT, isNullableUnion, isObject, own, TARGETS, TARGETS_OPTION, targetsOf, valueText, walkSchemas, where as whereIn } from '../../src/toolkit/index.js';

/** Branches whose content is already reported by the keyword that holds them. */
const SKIP_BELOW = new Set(['$defs', 'definitions', 'oneOf', 'allOf', 'additionalProperties']);

export default defineRule({
  meta: {
    id: 'platform/gemini-schema',
    level: 3,
    severity: 'warning',
    description:
      "A schema sent through Gemini's `parameters` field fits its OpenAPI subset: Gemini function declarations written that way, and descriptors exported with `--gemini-schema parameters`.",
    spec: '§10, §13',
    // An array without items is one defect, whichever platforms reject it.
    defersTo: ['platform/openai-schema', 'parameters/required-explicit'],
    messages: {
      typeArray: 'Gemini takes one "type" per schema, but {{where}} of "{{tool}}" has {{type}}; use a single type (a ["T", "null"] pair is fine: it becomes nullable).',
      enumValue: 'Gemini enums hold strings only, but {{where}} of "{{tool}}" has {{value}}; use string values.',
      keyword: 'Gemini\'s "parameters" schema has no "{{keyword}}" (in {{where}} of "{{tool}}"); remove it and state the constraint in the description, or send the schema as parametersJsonSchema.',
      format: 'Gemini accepts format {{formats}} only, not "{{format}}" in {{where}} of "{{tool}}"; remove it and describe the format in the description.',
      arrayItems: '{{where}} of "{{tool}}" is an array without "items", which Gemini rejects; give it an item schema.',
      undeclaredRequired:
        '"required" of {{where}} of "{{tool}}" lists "{{name}}", which it does not declare; Gemini fills only declared properties, so no value could have it; declare it or drop it from "required".',
      splitObject:
        '{{where}} of "{{tool}}" declares other properties than the object it is part of; Gemini fills only the declared properties of each, so each rejects the properties of the other; declare the same properties in both, or send the schema as parametersJsonSchema.',
      nothing: '{{where}} of "{{tool}}" matches no value (every "anyOf" branch is false), which Gemini\'s "parameters" schema cannot say; remove it, or send the schema as parametersJsonSchema.',
      noItems: '{{where}} of "{{tool}}" allows only an empty array ("items": false), which Gemini\'s "parameters" schema cannot say; drop the property, or send the schema as parametersJsonSchema.',
      closedObject:
        '{{where}} of "{{tool}}" accepts only an empty object ("additionalProperties": false and no "properties"), which Gemini\'s "parameters" schema cannot say (it has no additionalProperties); declare its properties, or send the schema as parametersJsonSchema.',
      propertyName: 'Gemini property names start with a letter or "_" and hold only letters, digits and "_" (at most 64), so "{{key}}" in {{where}} of "{{tool}}" may be rejected; rename it.',
    },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        targets: TARGETS_OPTION,
        via: {
          enum: ['auto', 'parameters', 'parametersJsonSchema'],
          description:
            'How descriptors reach Gemini: "auto" (as `tooldoc export` does by default: the subset when it holds the schema, else parametersJsonSchema, so nothing is lost), "parameters" (the OpenAPI subset; checked in full) or "parametersJsonSchema" (plain JSON Schema). Gemini files that use `parameters` are always checked in full.',
        },
      },
    },
    defaultOptions: { targets: [...TARGETS], via: 'auto' },
  },
  check({ tool, options, report }) {
    if (!targetsOf(options).includes('gemini')) return;
    // As export sends it: other languages' type names translated (BFCL's `dict` is an object).
    const p = asExported(tool.descriptor, 'parameters');
    if (!isObject(p)) return;
    // What reaches Gemini through `parameters`: a Gemini declaration written that way, or a descriptor
    // exported with --gemini-schema parameters. Other platform files reach Gemini clients as they are,
    // and `auto` exports fall back to parametersJsonSchema, which carries plain JSON Schema.
    const format = inputFormatOf(tool).id;
    const viaParameters = format === 'gemini' ? tool.sourcePath(['parameters']).at(-1) === 'parameters' : options.via === 'parameters';
    if (!viaParameters) return;
    const block = fieldName(tool, ['parameters']);
    for (const { schema, path } of walkSchemas(p, ['parameters'])) {
      if (path.some((seg, i) => i > 0 && typeof seg === 'string' && SKIP_BELOW.has(seg) && path[i - 1] !== 'properties')) continue;
      const w = whereIn(path, block);
      for (const [k, v] of Object.entries(schema)) {
        if (GEMINI_SCHEMA_FIELDS.has(k) || GEMINI_SILENT.has(k) || k.startsWith('x-')) continue;
        // false is dropped: Gemini fills only declared properties. An object that declares none is
        // closed to every key, which the subset cannot say (the exporter omits a root like that: no arguments).
        if (k === 'additionalProperties' && v === false) {
          if (!isObject(own(schema, 'properties')) && path.length > 1) report({ path: [...path, k], messageId: 'closedObject', data: { where: w } });
          continue;
        }
        if (k === 'const' && typeof v === 'string') continue;
        report({ path: [...path, k], messageId: 'keyword', data: { keyword: k, where: w } });
      }
      const t = own(schema, 'type');
      if (Array.isArray(t) && !isNullableUnion(t)) report({ path: [...path, 'type'], messageId: 'typeArray', data: { where: w, type: valueText(t) }, at: 'value' });
      const e = own(schema, 'enum');
      if (Array.isArray(e)) {
        const i = e.findIndex((v) => typeof v !== 'string' && v !== null);
        if (i >= 0) report({ path: [...path, 'enum', i], messageId: 'enumValue', data: { where: w, value: valueText(e[i]).slice(0, 40) }, at: 'value' });
      }
      const f = own(schema, 'format');
      if (typeof f === 'string' && !GEMINI_FORMATS.includes(f)) {
        report({ path: [...path, 'format'], messageId: 'format', data: { format: f, where: w, formats: GEMINI_FORMATS.map((x) => `"${x}"`).join(', ') }, at: 'value' });
      }
      // A property or an anyOf branch that no value matches is left out, which keeps the meaning; as
      // the items of an array, or beside other keywords, "nothing" cannot be said.
      if (matchesNothing(own(schema, 'items'))) report({ path: [...path, 'items'], messageId: 'noItems', data: { where: w }, at: 'value' });
      const anyOf = own(schema, 'anyOf');
      if (Array.isArray(anyOf) && matchesNothing({ anyOf }) && !matchesNothing(schema)) report({ path: [...path, 'anyOf'], messageId: 'nothing', data: { where: w } });
      for (const loss of closingLosses(schema, ['anyOf'])) {
        const at = [...path, ...loss.path];
        if (loss.kind === 'undeclaredRequired') report({ path: at, messageId: 'undeclaredRequired', data: { where: w, name: loss.name } });
        else report({ path: at.slice(0, -1), messageId: 'splitObject', data: { where: whereIn(at.slice(0, -1), block) } });
      }
      const isArray = t === 'array' || (Array.isArray(t) && t.includes('array'));
      if (isArray && !isObject(own(schema, 'items')) && !matchesNothing(own(schema, 'items'))) report({ path, messageId: 'arrayItems', data: { where: w } });
      const props = own(schema, 'properties');
      if (isObject(props)) {
        for (const key of Object.keys(props)) if (!GEMINI_PROPERTY_NAME.test(key)) report({ path: [...path, 'properties', key], messageId: 'propertyName', data: { key, where: w } });
      }
    }
  },
});
