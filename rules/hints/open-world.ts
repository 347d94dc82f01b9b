import { defineRule, fieldName, inputFormatOf, TARGETS, TARGETS_OPTION, targetsOf } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'hints/open-world',
    level: null,
    severity: 'warning',
    description: 'A tool says whether it reaches outside systems (`open_world`, MCP `annotations.openWorldHint`), since MCP clients otherwise assume it does.',
    spec: '§4, §8',
    fields: ['open_world'],
    // A tool with no annotations at all gets one finding, idempotency/required's, for all of them.
    defersTo: ['idempotency/required'],
    messages: {
      missing: 'Tool "{{tool}}" does not set {{field}}; MCP clients then assume it reaches outside systems, so set it to false if it only works on local or internal data.',
    },
    options: { type: 'object', additionalProperties: false, properties: { targets: TARGETS_OPTION } },
    defaultOptions: { targets: [...TARGETS] },
  },
  check({ tool, options, report }) {
    if (tool.descriptor.open_world !== undefined) return;
    // A descriptor says it for its MCP export; an MCP file for its clients; other platform files have no such hint.
    if (inputFormatOf(tool).id === 'native' && !targetsOf(options).includes('mcp')) return;
    report({ path: [], messageId: 'missing', data: { field: fieldName(tool, ['open_world']) } });
  },
});
