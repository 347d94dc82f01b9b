import { RuleTester } from '../../rule-tester.js';
import { SEARCH, shop } from './fixtures.js';

const lines = (...l: string[]) => [...l, ''].join('\n');
const EXAMPLE = ['examples:', '  - prompt: Find red shoes', '    tool_call: {name: search, arguments: {query: red shoes, limit: 5}}', '    result: {content: []}'];
/** The server's parameters, repeated as a sidecar would, with `limit` as given. */
const params = (limit: string) => [
  'parameters:',
  '  type: object',
  '  properties:',
  '    query: {type: string, description: Words to look for}',
  `    limit: ${limit}`,
  '  required: [query]',
  '  additionalProperties: false',
];

new RuleTester().run('server/drift', {
  valid: [
    { name: 'passes a sidecar that repeats nothing', code: lines('name: search', ...EXAMPLE), servers: shop() },
    {
      name: 'passes what it repeats as the server lists it: white space, a closing full stop, $schema, the order of required',
      code: lines('name: search', 'description: >', '  Search the catalog for products', '  matching a query', ...params('{type: integer, minimum: 1, description: Most results to return}').map((l) => l.replace('[query]', '[ query ]')), 'idempotency: {safe: true}', ...EXAMPLE),
      servers: shop(),
    },
    {
      name: 'passes idempotency the annotations left unset (the protocol default is not something the server said)',
      code: lines('name: search', 'idempotency: {safe: false, idempotent: true, destructive: false}'),
      servers: shop([{ ...SEARCH, annotations: { readOnlyHint: false } }]),
    },
    { name: 'passes a returns block where the server lists no outputSchema', code: lines('name: search', 'returns: {type: object, description: The products found.}'), servers: shop() },
    { name: 'passes a descriptor that documents no tool of a server', code: lines('name: other', 'description: Another tool, not the server\'s.'), servers: shop() },
  ],
  invalid: [
    {
      name: 'reports a description that differs, quoting both from where they part',
      code: lines('name: search', 'description: Search the catalog for products by name.'),
      servers: shop(),
      errors: [
        {
          messageId: 'text',
          line: 2,
          column: 14,
          message:
            'The descriptor of "search" says description "…for products by name" where server "shop" lists "…for products matching a query"; copy the server\'s description, or remove it here to take the server\'s.',
        },
      ],
    },
    {
      name: 'reports a title where the server lists none',
      code: lines('name: search', 'title: Product search', 'errors: []'),
      servers: shop(),
      errors: [{ messageId: 'unlisted', line: 2, column: 8, message: 'The descriptor of "search" has a title, but server "shop" lists none, so agents never see it; add it to the server\'s tool, or remove it here.' }],
    },
    {
      name: 'reports a parameter whose type differs, at the type',
      code: lines(...['name: search', ...params('{type: string, minimum: 1, description: Most results to return}')]),
      servers: shop(),
      errors: [
        {
          messageId: 'changed',
          line: 6,
          column: 19,
          message: 'The descriptor of "search" differs from server "shop" at "type" of parameter "limit": the server says "integer", the descriptor says "string"; make them agree (agents see the server\'s).',
        },
      ],
    },
    {
      name: 'reports a parameter the server does not list, and one of its own left out',
      code: lines('name: search', 'parameters:', '  type: object', '  properties:', '    query: {type: string, description: Words to look for}', '    page: {type: integer}', '  required: [query]', '  additionalProperties: false'),
      servers: shop(),
      errors: [
        { messageId: 'removed', line: 4, column: 3, message: 'The descriptor of "search" leaves out parameter "limit" ("{"type":"integer","minimum":1,"descript…"), which server "shop" lists; add it, or remove "parameters" here to take the server\'s.' },
        { messageId: 'added', line: 6, column: 5, message: 'The descriptor of "search" has parameter "page" ("{"type":"integer"}"), which server "shop" does not list; remove it here, or add it to the server\'s inputSchema.' },
      ],
    },
    {
      name: 'says past ten differences how many more there are, once',
      code: lines('name: search', 'parameters:', '  type: object', '  properties:', ...Array.from({ length: 12 }, (_, i) => `    p${i}: {type: string}`)),
      servers: shop([{ ...SEARCH, inputSchema: { type: 'object', properties: {} } }]),
      errors: [
        { messageId: 'more', line: 2, column: 1, message: 'The descriptor of "search" differs from server "shop" in 2 more places of "parameters"; copy the server\'s inputSchema, or remove "parameters" here to take the server\'s.' },
        ...Array.from({ length: 10 }, (_, i) => ({ messageId: 'added', line: 5 + i, column: 5 })),
      ],
    },
    {
      name: 'reports an idempotency field the annotations contradict',
      code: lines('name: search', 'idempotency: {safe: false}', 'open_world: true'),
      servers: shop(),
      errors: [
        { messageId: 'hint', line: 2, column: 21, message: 'The descriptor of "search" says idempotency.safe: false, but server "shop" annotates readOnlyHint: true; make them agree.' },
        { messageId: 'hint', line: 3, column: 13, message: 'The descriptor of "search" says open_world: true, but server "shop" annotates openWorldHint: false; make them agree.' },
      ],
    },
    {
      name: 'checks examples against the server\'s schema when the sidecar repeats one of its own',
      code: lines('name: search', ...params('{type: string, description: Most results to return}'), 'examples:', '  - prompt: Find red shoes', '    tool_call: {name: search, arguments: {query: red shoes, limit: "5"}}', '    result: {content: []}'),
      servers: shop(),
      errors: [
        { messageId: 'removed', line: 6, column: 5, message: 'The descriptor of "search" leaves out "minimum" of parameter "limit" ("1"), which server "shop" lists; add it, or remove "parameters" here to take the server\'s.' },
        { messageId: 'changed', line: 6, column: 19 },
        { messageId: 'example', line: 11, column: 61, message: 'Example 1 of "search": server "shop" rejects argument "limit", which must be integer; make the example match the server\'s inputSchema.' },
      ],
    },
  ],
});
