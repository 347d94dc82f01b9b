import { TARGETS, TARGETS_OPTION, targetsOf } from '../../src/platforms/targets.js';
import { defineRule } from '../../src/rule.js';
import { isObject } from '../../src/util.js';

export default defineRule({
  meta: {
    id: 'platform/mcp-tool',
    level: 3,
    severity: 'warning',
    description: 'The tool exports to a valid MCP `Tool`: object input and output schemas, and idempotency hints that agree with each other.',
    spec: '§8, §10, §13 Level 3',
    messages: {
      inputType: 'MCP needs "parameters" (its inputSchema) to be an object schema ("type": "object"), not {{type}}; make the arguments properties of an object.',
      outputType: 'MCP needs "returns" (its outputSchema) to be an object schema, not {{type}}; wrap the result in an object, e.g. {"type": "object", "properties": {"result": ...}}.',
      safeDestructive: '"idempotency" says both safe: true and destructive: true, which contradict each other (readOnlyHint and destructiveHint); a read-only tool changes nothing, so set destructive: false.',
      safeNotIdempotent: '"idempotency" says safe: true but idempotent: false; a read-only tool (readOnlyHint) can always be repeated, so set idempotent: true.',
    },
    options: { type: 'object', additionalProperties: false, properties: { targets: TARGETS_OPTION } },
    defaultOptions: { targets: [...TARGETS] },
  },
  check({ tool, options, report }) {
    if (!targetsOf(options).includes('mcp')) return;
    const { parameters: p, returns: r, idempotency: i } = tool.descriptor;
    const typeText = (t: unknown) => (t === undefined ? 'no type' : JSON.stringify(t));
    if (isObject(p) && p.type !== 'object') {
      report({ path: p.type === undefined ? ['parameters'] : ['parameters', 'type'], messageId: 'inputType', data: { type: typeText(p.type) }, at: p.type === undefined ? 'key' : 'value' });
    }
    if (isObject(r) && r.type !== 'object') {
      report({ path: r.type === undefined ? ['returns'] : ['returns', 'type'], messageId: 'outputType', data: { type: typeText(r.type) }, at: r.type === undefined ? 'key' : 'value' });
    }
    if (isObject(i) && i.safe === true) {
      if (i.destructive === true) report({ path: ['idempotency', 'destructive'], messageId: 'safeDestructive', at: 'value' });
      if (i.idempotent === false) report({ path: ['idempotency', 'idempotent'], messageId: 'safeNotIdempotent', at: 'value' });
    }
  },
});
