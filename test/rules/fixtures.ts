/** Snippets shared by the rule tests of several groups (hints/*, search/*, version/*, deprecation/*). */
import { GOOD_TOOL } from '../helpers.js';

/**
 * GOOD_TOOL (27 lines) plus the Level 3 fields, one a line from line 28: version, tool_search_keywords,
 * latency_p50_ms, cost_hint, auth, rate_limits. Each line of `extra` replaces the field it names;
 * `field: DROP` leaves the field out.
 */
export function withL3(extra = ''): string {
  const fields: Record<string, string> = {
    version: 'version: "1.2.0"',
    tool_search_keywords: 'tool_search_keywords: [forecast, temperature, rain, conditions]',
    latency_p50_ms: 'latency_p50_ms: 120',
    cost_hint: 'cost_hint: free',
    auth: 'auth: none',
    rate_limits: 'rate_limits: {requests_per_minute: 60, burst: 10, scope: api_key}',
  };
  for (const line of extra.split('\n').filter(Boolean)) {
    const key = line.split(':')[0]!;
    fields[key] = line;
  }
  return GOOD_TOOL + Object.values(fields).filter((l) => !l.endsWith(': DROP')).join('\n') + '\n';
}
