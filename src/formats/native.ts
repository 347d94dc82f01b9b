/**
 * The native descriptor format: one tool (a mapping with `name`), a catalog (`tools: [...]`), or
 * several YAML documents, each of those. Telling a descriptor from other YAML/JSON (package.json,
 * Chart.yaml, CI workflows) matters because files found by walking a folder are skipped, not linted,
 * when they are not descriptors.
 */
import { isObject } from '../util.js';
import type { Extraction, InputFormat } from './types.js';

/** Every top-level field of a native descriptor (spec §3 and §4), plus tooldoc's own. */
export const DESCRIPTOR_FIELDS = [
  'name',
  'description',
  'parameters',
  'returns',
  'errors',
  'idempotency',
  'examples',
  'version',
  'deprecated',
  'replacement',
  'rate_limits',
  'auth',
  'latency_p50_ms',
  'cost_hint',
  'open_world',
  'tool_search_keywords',
  'title',
  '$schema',
  'x-tooldoc',
] as const;

const KNOWN = new Set<string>(DESCRIPTOR_FIELDS);
const BLOCKS = ['parameters', 'returns', 'errors', 'idempotency', 'examples'];

/** Whether a mapping reads as a tool descriptor rather than some other YAML/JSON file. */
export function looksLikeDescriptor(value: Record<string, unknown>): boolean {
  if (!('name' in value)) return false;
  if (BLOCKS.some((b) => b in value)) return true;
  let known = 0;
  let unknown = 0;
  for (const k of Object.keys(value)) {
    if (KNOWN.has(k)) known++;
    else if (!k.startsWith('x-')) unknown++;
  }
  return 'description' in value && unknown < known;
}

export const nativeFormat: InputFormat = {
  id: 'native',
  description: 'tooldoc descriptor: one tool, a catalog (`tools: [...]`), or several YAML documents',
  extract(value): Extraction | null {
    if (!isObject(value)) return null;
    if (Array.isArray(value.tools) && !('name' in value)) {
      const result: Extraction = { tools: [], problems: [] };
      value.tools.forEach((item, i) => {
        if (isObject(item)) result.tools.push({ descriptor: item, basePath: ['tools', i] });
        else result.problems.push({ path: ['tools', i], message: `Catalog entry ${i} is not a mapping; each entry of "tools" is one tool descriptor.` });
      });
      return result;
    }
    if (looksLikeDescriptor(value)) return { tools: [{ descriptor: value, basePath: [] }], problems: [] };
    return null;
  },
};
