import { defineRule, fieldName, inputFormatOf, isObject, own, snakeKey, TARGETS, TARGETS_OPTION, targetsOf, walkProperties } from '../../src/toolkit/index.js';

/** Words that say a tool reaches the web or another party's service. */
const OUTSIDE_TEXT =
  /\b(?:web|internet|online|websites?|web\s*pages?|urls?|https?|search\s+engines?|google|bing|duckduckgo|remote\s+(?:servers?|apis?|services?|hosts?)|third[- ]party|external\s+(?:apis?|services?|sites?|systems?))\b/i;
/** Parameters that name a place on the web. */
const OUTSIDE_PARAM = /^(?:urls?|uris?|links?|endpoint|webhook(?:_url)?|website|domain|hostname|base_url|api_url|page_url|target_url|feed_url)$/;

/** Whether the tool plainly reaches outside systems: MCP's default (open world) is then already right. */
function plainlyOpen(descriptor: Record<string, unknown>, name: string): boolean {
  const d = descriptor.description;
  if (typeof d === 'string' && OUTSIDE_TEXT.test(d)) return true;
  if (/(?:^|_)(?:web|http|url|fetch_url|browser)(?:_|$)/.test(snakeKey(name))) return true;
  return walkProperties(descriptor.parameters, ['parameters']).some(
    (p) => p.depth === 1 && (OUTSIDE_PARAM.test(snakeKey(String(p.path[p.path.length - 1]))) || (isObject(p.schema) && own(p.schema, 'format') === 'uri')),
  );
}

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
    // MCP clients assume a tool reaches outside systems: for one that plainly does, that is right.
    if (plainlyOpen(tool.descriptor, tool.name)) return;
    // A descriptor says it for its MCP export; an MCP file for its clients; other platform files have no such hint.
    if (inputFormatOf(tool).id === 'native' && !targetsOf(options).includes('mcp')) return;
    report({ path: [], messageId: 'missing', data: { field: fieldName(tool, ['open_world']) } });
  },
});
