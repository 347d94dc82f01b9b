/**
 * The native descriptor format: one tool (a mapping with `name`), a catalog (`tools: [...]`), or
 * several YAML documents, each of those. Telling a descriptor from other YAML/JSON (package.json,
 * Chart.yaml, CI workflows) matters because files found by walking a folder are skipped, not linted,
 * when they are not descriptors.
 */
import { editDistance, isObject } from '../toolkit/util.js';
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

/**
 * A key that is one of the blocks or a near miss of one (`paramters`, `Examples`, `idempotence`),
 * so that a descriptor with a misspelt block is linted (and descriptor/unknown-field names the
 * typo) instead of being skipped as some other file.
 */
function isBlockLike(key: string): boolean {
  const k = key.toLowerCase();
  return BLOCKS.some((b) => editDistance(k, b) <= (b.length < 8 ? 1 : 2));
}

/** Whether a mapping reads as a tool descriptor rather than some other YAML/JSON file. */
export function looksLikeDescriptor(value: Record<string, unknown>): boolean {
  if (!Object.prototype.hasOwnProperty.call(value, 'name')) return false;
  // A block counts only with a block's shape: a JSON report's `errors: 3` is not an errors block.
  if (Object.keys(value).some((k) => isBlockLike(k) && (isObject(value[k]) || Array.isArray(value[k])))) return true;
  let known = 0;
  let unknown = 0;
  for (const k of Object.keys(value)) {
    if (KNOWN.has(k)) known++;
    else if (!k.startsWith('x-')) unknown++;
  }
  return 'description' in value && unknown < known;
}

/** A catalog entry may lack a name (that is a finding, not a reason to skip the file). */
function looksLikeCatalogEntry(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  if (keys.some((k) => isBlockLike(k) && (isObject(value[k]) || Array.isArray(value[k])))) return true;
  const known = keys.filter((k) => KNOWN.has(k) && !(BLOCKS.includes(k) && !isObject(value[k]) && !Array.isArray(value[k]))).length;
  return known > keys.length - known;
}

export const nativeFormat: InputFormat = {
  id: 'native',
  description: 'tooldoc descriptor: one tool, a catalog (`tools: [...]`), or several YAML documents',
  label: 'tooldoc descriptor',
  catalog: 'run',
  extract(value): Extraction | null {
    if (!isObject(value)) return null;
    if (Array.isArray(value.tools) && !('name' in value)) {
      // A catalog's entries are descriptors; a list of other records under `tools` (a report, say) is not one.
      const objects = value.tools.filter(isObject);
      if (objects.length && !objects.some(looksLikeCatalogEntry)) return null;
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
