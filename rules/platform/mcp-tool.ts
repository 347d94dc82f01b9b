import { asExported, defineRule, fieldName, holdsPlaceholder, isObject, TARGETS, TARGETS_OPTION, targetsOf, valueText } from '../../src/toolkit/index.js';


export default defineRule({
  meta: {
    id: 'platform/mcp-tool',
    level: 3,
    severity: 'warning',
    description: 'The tool is a valid MCP `Tool`: its output schema (MCP `outputSchema`) is an object schema, and its hints are booleans.',
    spec: '§8, §10, §13',
    // An invalid schema or a non-boolean hint is a Level 1/2 finding already; this rule adds only what MCP asks beyond it.
    defersTo: ['returns/valid-schema', 'idempotency/boolean-fields', 'platform/type-names'],
    messages: {
      outputType:
        'MCP needs "{{block}}" of "{{tool}}" to be an object schema, not {{type}}; wrap the result in an object, e.g. {"type": "object", "properties": {"result": ...}}.',
      hintType: '"idempotency.{{field}}" of "{{tool}}" is {{type}}, so it cannot become the MCP {{hint}} (a boolean) and is left out; write true or false.',
      openWorldType: '"{{openWorld}}" of "{{tool}}" is {{type}}; it must be true or false (MCP openWorldHint).',
    },
    options: { type: 'object', additionalProperties: false, properties: { targets: TARGETS_OPTION } },
    defaultOptions: { targets: [...TARGETS] },
  },
  check({ tool, options, report }) {
    if (!targetsOf(options).includes('mcp')) return;
    const w = tool.descriptor.open_world;
    // As export sends it: BFCL's `dict` is an object.
    const r = asExported(tool.descriptor, 'returns');
    const typeText = (t: unknown) => (t === undefined ? 'no type' : valueText(t));
    const block = fieldName(tool, ['returns']);
    // `x-mcp: {outputSchema: false}`: the server lists no output schema, so returns only documents the result.
    const x = tool.descriptor['x-mcp'];
    const noOutputSchema = (isObject(x) && x.outputSchema === false) || holdsPlaceholder(r);
    if (!noOutputSchema && r !== undefined && !isObject(r)) report({ path: ['returns'], messageId: 'outputType', data: { block, type: typeText(r) }, at: 'value' });
    else if (!noOutputSchema && isObject(r) && r.type !== 'object') {
      report({
        path: r.type === undefined ? ['returns'] : ['returns', 'type'],
        messageId: 'outputType',
        data: { block, type: typeText(r.type) },
        at: r.type === undefined ? 'key' : 'value',
      });
    }
    const i = tool.descriptor.idempotency;
    if (isObject(i)) {
      for (const [field, hint] of [['safe', 'readOnlyHint'], ['destructive', 'destructiveHint'], ['idempotent', 'idempotentHint']] as const) {
        const v = i[field];
        if (v !== undefined && typeof v !== 'boolean' && !holdsPlaceholder(v)) report({ path: ['idempotency', field], messageId: 'hintType', data: { field, hint, type: typeText(v) }, at: 'value' });
      }
    }
    if (w !== undefined && typeof w !== 'boolean' && !holdsPlaceholder(w)) {
      report({ path: ['open_world'], messageId: 'openWorldType', data: { openWorld: fieldName(tool, ['open_world']), type: typeText(w) }, at: 'value' });
    }
  },
});
