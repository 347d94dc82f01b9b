import { asExported, openaiStrictOf, closingLosses, defineRule, fieldName, inputFormatOf, isObject, isObjectSchema, type JsonPath, OPENAI_LIMITS, OPENAI_STRICT_FORMATS, OPENAI_STRICT_UNSUPPORTED, OPENAI_TYPED_BY, own, scalarType, TARGETS, TARGETS_OPTION, targetsOf, walkProperties, walkSchemas, where as whereIn } from '../../src/toolkit/index.js';

const hasType = (s: Record<string, unknown>, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));

export default defineRule({
  meta: {
    id: 'platform/openai-schema',
    level: 3,
    severity: 'warning',
    description: 'The parameters schema is accepted by OpenAI function calling, in strict mode (structured outputs) unless strict is turned off.',
    spec: '§10, §13',
    // One finding per defect: a description over 600 characters, an undeclared required name, an
    // object that sets no additionalProperties (the Level 1 rule asks for it; its fix settles both).
    defersTo: ['description/max-length', 'parameters/required-explicit', { rule: 'parameters/additional-properties', messages: ['freeForm'] }],
    messages: {
      description:
        '{{field}} of "{{tool}}" is {{length}} characters, more than the {{max}} OpenAI has rejected ("string_above_max_length"); shorten it and move parameter details into the schema.',
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
      untyped: '{{where}} of "{{tool}}" has no "type", which OpenAI strict mode requires of every schema, anyOf branches included; give it one (for a value of any type, take a JSON string).',
      undeclaredRequired:
        '"required" of {{where}} of "{{tool}}" lists "{{name}}", which it does not declare; OpenAI strict mode closes the object ("additionalProperties": false), so no value could have it; declare it or drop it from "required".',
      optionalRequired:
        '"required" of {{where}} of "{{tool}}" names "{{name}}", which {{object}} leaves optional; OpenAI strict mode sends every property (null when left out), so this requirement is always met; state it in the description instead.',
      splitObject:
        '{{where}} of "{{tool}}" declares other properties than the object it is part of; OpenAI strict mode closes each to its own properties ("additionalProperties": false), so each rejects the properties of the other; declare the same properties in both.',
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
            'Check strict-mode (structured outputs) compatibility, as `export --target openai --strict` produces it. Unset: as export does by default, descriptors are checked in strict mode unless `x-openai: {strict: false}` says otherwise, and OpenAI files as each tool declares (`strict`).',
        },
        maxDescription: {
          type: 'integer',
          minimum: 1,
          description: 'Longest tool description, in characters (1024 in OpenAI errors until 2025; whether the cap still applies is unconfirmed).',
        },
        maxDepth: { type: 'integer', minimum: 1 },
        maxProperties: { type: 'integer', minimum: 1 },
        maxEnumValues: { type: 'integer', minimum: 1 },
      },
    },
    defaultOptions: { targets: [...TARGETS], maxDescription: OPENAI_LIMITS.maxDescription, maxDepth: OPENAI_LIMITS.maxDepth, maxProperties: OPENAI_LIMITS.maxProperties, maxEnumValues: OPENAI_LIMITS.maxEnumValues },
  },
  check({ tool, options, report }) {
    if (!targetsOf(options).includes('openai')) return;
    const d = tool.descriptor.description;
    const maxDescription = Number(options.maxDescription);
    if (typeof d === 'string' && d.length > maxDescription) {
      report({ path: ['description'], messageId: 'description', data: { field: `"${fieldName(tool, ['description'])}"`, length: d.length, max: maxDescription } });
    }
    // As export sends it: other languages' type names translated (BFCL's `dict` is an object).
    const p = asExported(tool.descriptor, 'parameters');
    if (!isObject(p)) return; // absent: OpenAI takes no parameters; wrong type: Level 1 rules say so.
    const block = fieldName(tool, ['parameters']);
    const where = (path: JsonPath) => whereIn(path, block);
    const nodes = walkSchemas(p, ['parameters']);
    const byPath = new Map(nodes.map((n) => [n.path.join('\u0000'), n.schema]));
    for (const { schema, path } of nodes) {
      if (hasType(schema, 'array') && own(schema, 'items') === undefined && own(schema, 'prefixItems') === undefined) {
        report({ path, messageId: 'arrayItems', data: { where: where(path) } });
      }
    }
    // Strict mode is what the exporter produces from a descriptor; a platform file is already the
    // payload a client sends, without it.
    const strict = typeof options.strict === 'boolean' ? options.strict : openaiStrictOf(tool.descriptor, inputFormatOf(tool).id);
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
      // What the export keeps must have a type; what it drops (below allOf or a schema-valued
      // additionalProperties) is reported at the keyword, and the variants of a root anyOf/oneOf at it.
      const dropped = path.some((seg, i) => (seg === 'allOf' || seg === 'additionalProperties') && path[i - 1] !== 'properties') || (path.length > 1 && ['anyOf', 'oneOf'].includes(String(path[1])));
      if (!dropped) {
        // Every anyOf branch too ("each nested schema must be valid", [OAI-SO]), except one that
        // narrows a scalar type, which the exporter gives that type; {required: [a]} under an object does need one.
        const parent = path.length > 2 && ['anyOf', 'oneOf'].includes(String(path.at(-2))) ? byPath.get(path.slice(0, -2).join('\u0000')) : undefined;
        const typed = (x: Record<string, unknown>) => OPENAI_TYPED_BY.some((k) => own(x, k) !== undefined) || OPENAI_STRICT_UNSUPPORTED.some((k) => own(x, k) !== undefined);
        if (path.length > 1 && !typed(schema) && !(parent && scalarType(own(parent, 'type')))) report({ path, messageId: 'untyped', data: { where: where(path) } });
        const props = own(schema, 'properties');
        if (isObject(props)) for (const [k, v] of Object.entries(props)) if (v === true) report({ path: at('properties').concat(k), messageId: 'untyped', data: { where: where([...path, 'properties', k]) } });
        if (own(schema, 'items') === true) report({ path: at('items'), messageId: 'untyped', data: { where: where(at('items')) } });
        // At the root, anyOf/oneOf is reported as such (rootComposition).
        const root = path.length === 1;
        for (const loss of closingLosses(schema, root ? [] : ['anyOf', 'oneOf'])) {
          const lossPath = [...path, ...loss.path];
          if (loss.kind === 'undeclaredRequired') report({ path: lossPath, messageId: 'undeclaredRequired', data: { where: where(path), name: loss.name } });
          else report({ path: lossPath.slice(0, -1), messageId: 'splitObject', data: { where: where(lossPath.slice(0, -1)) } });
        }
        // Strict mode sends every property, null when left out: a branch's `required` of an optional one is always met.
        if (isObject(props) && isObjectSchema(schema) && !root) {
          const req = own(schema, 'required');
          const optional = new Set(Object.keys(props).filter((k) => !(Array.isArray(req) && req.includes(k))));
          const branches = (b: unknown, bPath: JsonPath) => {
            if (!isObject(b)) return;
            for (const k of ['anyOf', 'oneOf']) {
              const list = own(b, k);
              if (!Array.isArray(list)) continue;
              list.forEach((br, i) => {
                if (!isObject(br)) return;
                const brPath = [...bPath, k, i];
                const brProps = own(br, 'properties');
                const brReq = own(br, 'required');
                if (Array.isArray(brReq)) {
                  brReq.forEach((name, j) => {
                    if (typeof name === 'string' && optional.has(name) && !(isObject(brProps) && name in brProps)) {
                      report({ path: [...brPath, 'required', j], messageId: 'optionalRequired', data: { where: where(brPath), name, object: where(path) } });
                    }
                  });
                }
                // A branch with properties of its own is an object of its own (checked as one, and
                // splitObject when they differ); stopping there walks each branch once.
                if (!isObject(brProps)) branches(br, brPath);
              });
            }
          };
          branches(schema, path);
        }
      }
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
