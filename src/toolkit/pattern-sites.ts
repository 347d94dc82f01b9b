/** The regular expressions of a tool's `parameters` and `returns`, named for messages (shared by the pattern rules). */
import { fieldName } from '../input-formats/index.js';
import { isValidPattern, schemaPatterns } from '../regex/index.js';
import type { JsonPath, Tool } from '../types/index.js';
import { perTool } from './memo.js';
import { isObject, schemaName } from './util.js';

export interface PatternSite {
  /** Path relative to the tool: of the `pattern` keyword, or of the `patternProperties` key. */
  path: JsonPath;
  source: string;
  at: 'value' | 'key';
  /** `Parameter "id"`, `Returned field "total"`, `"parameters"` (the root, in the file's own vocabulary). */
  where: string;
  /** `pattern` or `patternProperties key`. */
  kind: string;
}

/** Every valid pattern of the tool's schemas (an invalid one is the valid-schema rules' finding); both pattern rules ask, so it is kept per tool. */
export function patternSites(tool: Tool): readonly PatternSite[] {
  return perTool(tool, 'pattern sites', () => sitesOf(tool));
}

function sitesOf(tool: Tool): PatternSite[] {
  const out: PatternSite[] = [];
  for (const block of ['parameters', 'returns'] as const) {
    const schema = tool.descriptor[block];
    if (!isObject(schema)) continue;
    for (const p of schemaPatterns(schema, [block])) {
      if (!isValidPattern(p.source)) continue;
      const owner = p.path.slice(0, p.at === 'value' ? -1 : -2);
      const name = schemaName(owner);
      const where = name ? `${block === 'parameters' ? 'Parameter' : 'Returned field'} "${name}"` : `"${fieldName(tool, [block])}"`;
      out.push({ ...p, where, kind: p.at === 'value' ? 'pattern' : 'patternProperties key' });
    }
  }
  return out;
}
