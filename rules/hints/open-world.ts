import { defineRule, fieldName, inputFormatOf, isObject, own, snakeKey, TARGETS, TARGETS_OPTION, targetsOf, walkProperties } from '../../src/toolkit/index.js';

/** Words that say a tool reaches the web or another party's service. */
const OUTSIDE_TEXT =
  /\b(?:web|internet|online|websites?|web\s*pages?|urls?|https?|search\s+engines?|google|bing|duckduckgo|remote\s+(?:servers?|apis?|services?|hosts?)|third[- ]party|external\s+(?:apis?|services?|sites?|systems?))\b/i;
/** Parameters that name a place on the web. */
const OUTSIDE_PARAM = /^(?:urls?|uris?|links?|endpoint|webhook(?:_url)?|website|domain|hostname|base_url|api_url|page_url|target_url|feed_url)$/;

/** Words that say a tool works on what is at hand: local files, memory, a computation. */
const LOCAL_TEXT =
  /\b(?:local(?:ly)?|on disk|file ?system|files? on|directory|folder|in[- ]memory|knowledge graph|clipboard|sandbox(?:ed)?|offline|calculat\w*|comput\w*|arithmetic|convert\w*|pars(?:e|es|ing)|validat\w*|lint\w*|encod\w*|decod\w*|hash(?:es|ing)?)\b/i;
/** Names and parameters that say the same. */
const LOCAL_NAME = /(?:^|_)(?:calc|calculator|math|compute|convert|format|parse|validate|lint|diff|hash|encode|decode|file|files|dir|directory|folder|path|memory|clipboard)(?:_|$)/;
const LOCAL_PARAM = /^(?:path|paths|file|file_path|filepath|filename|file_name|directory|dir|folder|cwd|root|expression)$/;

/** Whether the tool plainly works on local or internal data: a hint set to false would tell clients so. */
function plainlyLocal(descriptor: Record<string, unknown>, name: string): boolean {
  const d = descriptor.description;
  if (typeof d === 'string' && LOCAL_TEXT.test(d)) return true;
  if (LOCAL_NAME.test(snakeKey(name))) return true;
  return walkProperties(descriptor.parameters, ['parameters']).some((p) => p.depth === 1 && LOCAL_PARAM.test(snakeKey(String(p.path[p.path.length - 1]))));
}

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
    description: 'A tool that plainly works on local or internal data says so (`open_world: false`, MCP `annotations.openWorldHint: false`), since MCP clients otherwise assume it reaches outside systems.',
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
    // MCP clients assume a tool reaches outside systems, which is right for every tool that does,
    // plainly (a web fetch) or not (a SaaS API call). The hint says something only for a tool that
    // works on local or internal data: that is the one asked for it.
    if (plainlyOpen(tool.descriptor, tool.name) || !plainlyLocal(tool.descriptor, tool.name)) return;
    // A descriptor says it for its MCP export; an MCP file for its clients; other platform files have no such hint.
    if (inputFormatOf(tool).id === 'native' && !targetsOf(options).includes('mcp')) return;
    report({ path: [], messageId: 'missing', data: { field: fieldName(tool, ['open_world']) } });
  },
});
