import type { ListedServer } from '../../../src/servers/sidecars.js';

/** A server's tool as it lists it: `search`, with one integer parameter, read-only. */
export const SEARCH = {
  name: 'search',
  description: 'Search the catalog for products matching a query.',
  inputSchema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: { query: { type: 'string', description: 'Words to look for' }, limit: { type: 'integer', minimum: 1, description: 'Most results to return' } },
    required: ['query'],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
};

/** A server named `shop` that lists these tools (default: `search`). */
export const shop = (tools: unknown[] = [SEARCH], more: Partial<ListedServer> = {}): ListedServer[] => [{ name: 'shop', source: 'node shop.js', tools, ...more }];
