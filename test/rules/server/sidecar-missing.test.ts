import { RuleTester } from '../../rule-tester.js';
import { SEARCH, shop } from './fixtures.js';

const sidecar = (name: string) => [`name: ${name}`, 'errors: []', ''].join('\n');
const tools = (...names: string[]) => names.map((name) => ({ ...SEARCH, name }));

new RuleTester().run('server/sidecar-missing', {
  valid: [
    { name: 'passes a server whose every tool has a sidecar', code: sidecar('search'), servers: shop() },
    { name: 'says nothing of a server linted bare (no sidecar, no sidecar folder)', code: sidecar('unrelated'), servers: shop(tools('a_tool', 'b_tool')) },
  ],
  invalid: [
    {
      name: 'reports each tool without a sidecar at the server, once one tool has a sidecar',
      code: sidecar('search'),
      servers: shop(tools('search', 'get_product', 'list_orders')),
      errors: [
        { messageId: 'one', file: 'server:shop', pointer: '', message: 'Server "shop" lists "get_product", which no sidecar descriptor documents; add one (`tooldoc import --server … --out DIR` writes it), so the tool can reach Level 1.' },
        { messageId: 'one', file: 'server:shop', pointer: '' },
      ],
    },
    {
      name: 'groups more than five in one finding, on the first',
      code: sidecar('t0'),
      filename: 'tools/t0.yaml',
      servers: shop(tools('t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7'), { sidecars: ['tools'] }),
      errors: [
        {
          messageId: 'many',
          file: 'server:shop',
          pointer: '',
          message: 'Server "shop" lists 7 tools that no sidecar descriptor documents ("t1", "t2", "t3", "t4", "t5" and 2 more); add them (`tooldoc import --server … --out DIR` writes them), so they can reach Level 1.',
        },
      ],
    },
  ],
});
