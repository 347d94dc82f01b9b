import { RuleTester } from '../../rule-tester.js';
import { SEARCH, shop } from './fixtures.js';

const sidecar = (name: string) => [`name: ${name}`, 'errors: []', ''].join('\n');
/** The server's sidecars are the descriptors in tools/ (as its config entry says). */
const inFolder = (tools: unknown[]) => shop(tools, { sidecars: ['tools'] });

new RuleTester().run('server/unknown-tool', {
  valid: [
    { name: 'passes a sidecar of a tool the server lists', code: sidecar('search'), filename: 'tools/search.yaml', servers: inFolder([SEARCH]) },
    { name: 'leaves alone a descriptor outside the server\'s sidecar folders', code: sidecar('serch'), filename: 'other/serch.yaml', servers: inFolder([SEARCH]) },
    { name: 'leaves alone an unmatched descriptor of a server with no sidecar folders (matched by name only)', code: sidecar('serch'), filename: 'tools/serch.yaml', servers: shop() },
  ],
  invalid: [
    {
      name: 'reports a sidecar naming no tool of its server, with the nearest name',
      code: sidecar('serch'),
      filename: 'tools/serch.yaml',
      servers: inFolder([SEARCH]),
      errors: [{ messageId: 'near', line: 1, column: 7, message: 'Server "shop" lists no tool "serch" (did you mean "search"?); rename the descriptor to the tool it documents, or remove it.' }],
    },
    {
      name: 'lists what the server has when no name is near',
      code: sidecar('checkout'),
      filename: 'tools/checkout.yaml',
      servers: inFolder([SEARCH, { ...SEARCH, name: 'get_product' }]),
      errors: [{ messageId: 'unknown', line: 1, column: 7, message: 'Server "shop" lists no tool "checkout" (it lists "search", "get_product"); rename the descriptor to the tool it documents, or remove it.' }],
    },
  ],
});
