import { TARGETS, TARGETS_OPTION, targetsOf } from '../../src/platforms/targets.js';
import { defineRule } from '../../src/rule.js';
import { isObject } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'platform/mcp-tool',
    level: 3,
    severity: 'warning',
    description: 'The tool exports to a valid MCP `Tool`: an object output schema, and an explicit open_world so clients do not assume the openWorldHint default.',
    spec: '§8, §10, §13',
    messages: {
      outputType: 'MCP needs "returns" (its outputSchema) to be an object schema, not {{type}}; wrap the result in an object, e.g. {"type": "object", "properties": {"result": ...}}.',
      openWorld: 'Tool "{{name}}" does not say "open_world"; MCP clients then assume openWorldHint: true (it reaches outside systems), so set open_world: true or false.',
      hintType: '"idempotency.{{field}}" is {{type}}, so it cannot become the MCP {{hint}} (a boolean) and is left out; write true or false.',
      openWorldType: '"open_world" is {{type}}; it must be true or false (MCP openWorldHint).',
    },
    options: { type: 'object', additionalProperties: false, properties: { targets: TARGETS_OPTION } },
    defaultOptions: { targets: [...TARGETS] },
  },
  check({ tool, options, report }) {
    if (!targetsOf(options).includes('mcp')) return;
    const { returns: r, open_world: w } = tool.descriptor;
    const typeText = (t: unknown) => (t === undefined ? 'no type' : JSON.stringify(t));
    if (r !== undefined && !isObject(r)) report({ path: ['returns'], messageId: 'outputType', data: { type: typeText(r) }, at: 'value' });
    else if (isObject(r) && r.type !== 'object') {
      report({ path: r.type === undefined ? ['returns'] : ['returns', 'type'], messageId: 'outputType', data: { type: typeText(r.type) }, at: r.type === undefined ? 'key' : 'value' });
    }
    const i = tool.descriptor.idempotency;
    if (isObject(i)) {
      for (const [field, hint] of [['safe', 'readOnlyHint'], ['destructive', 'destructiveHint'], ['idempotent', 'idempotentHint']] as const) {
        const v = i[field];
        if (v !== undefined && typeof v !== 'boolean') report({ path: ['idempotency', field], messageId: 'hintType', data: { field, hint, type: typeText(v) }, at: 'value' });
      }
    }
    if (w === undefined) report({ path: [], messageId: 'openWorld', data: { name: tool.name } });
    else if (typeof w !== 'boolean') report({ path: ['open_world'], messageId: 'openWorldType', data: { type: typeText(w) }, at: 'value' });
  },
});
