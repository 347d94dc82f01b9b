import { RuleTester } from '../../rule-tester.js';
import { DESC } from './fixtures.js';

const dup = (name: string, first: string) => `Tool name "${name}" is already used at ${first}; give each tool its own name.`;
/** A catalog of tools with these names, each on its own line from line 2 (every other line). */
const catalog = (...names: string[]) => ['tools:', ...names.flatMap((n) => [`  - name: ${n}`, `    ${DESC}`]), ''].join('\n');
// livemcptool/filesystem.json and livemcptool/desktop-commander.json both expose read_file.
const SERVER = JSON.stringify({ tools: [{ name: 'read_file', description: 'Read a file.', inputSchema: { type: 'object' } }] });

new RuleTester().run('name/unique', {
  valid: [
    { name: 'passes distinct names', code: catalog('get_weather', 'get_forecast') },
    {
      // bfcl/BFCL_v4_simple_python.json: one function per benchmark question, reworded copies of one name.
      name: 'does not compare the functions of a bare function list, a collection rather than one request',
      code: JSON.stringify([
        { name: 'book_hotel', description: 'Book a hotel room.', parameters: { type: 'object', properties: {} } },
        { name: 'book_hotel', description: 'Reserve a room in a hotel for the given dates.', parameters: { type: 'object', properties: {} } },
      ]),
      filename: 'functions.json',
    },
    { name: 'is case-sensitive, as the platforms are', code: catalog('get_weather', 'Get_Weather') },
    {
      name: 'treats each platform file as its own catalog: two MCP servers never collide',
      code: SERVER,
      filename: 'filesystem.json',
      extraFiles: { 'desktop-commander.json': SERVER },
    },
    { name: 'ignores names that are not strings', code: catalog('1', '1') },
  ],
  invalid: [
    {
      name: 'reports every later duplicate in a catalog at its name, pointing at the first (by line in the same file)',
      code: catalog('get_weather', 'get_weather', 'get_forecast', 'get_weather'),
      errors: [
        {
          messageId: 'duplicate',
          line: 4,
          column: 11,
          message: dup('get_weather', 'line 2'),
          related: [{ file: 'tool.yaml', line: 2, column: 5, message: 'First definition of "get_weather".' }],
        },
        { messageId: 'duplicate', line: 8, column: 11, message: dup('get_weather', 'line 2') },
      ],
    },
    {
      name: 'finds duplicates across the documents of a file',
      code: ['name: get_weather', DESC, '---', DESC, 'name: get_weather', ''].join('\n'),
      errors: [{ messageId: 'duplicate', line: 5, column: 7, message: dup('get_weather', 'line 1') }],
    },
    {
      name: 'finds duplicates across files linted together',
      code: `name: get_weather\n${DESC}\n`,
      filename: 'a.yaml',
      extraFiles: { 'b.json': '{"name": "get_weather", "description": "Fetch it. Use it."}\n' },
      errors: [{ messageId: 'duplicate', line: 1, column: 10, message: dup('get_weather', 'a.yaml:1:7') }],
    },
    {
      // Within one tools/list a repeated name is a duplicate (clients refuse it).
      name: 'reports a name repeated within one platform file',
      code: JSON.stringify({ tools: [(JSON.parse(SERVER) as { tools: unknown[] }).tools[0], (JSON.parse(SERVER) as { tools: unknown[] }).tools[0]] }, null, 2),
      filename: 'server.json',
      errors: [{ messageId: 'duplicate', line: 11, column: 15, message: dup('read_file', 'line 4') }],
    },
    {
      name: 'spans the run for native descriptors, next to the platform files',
      code: `name: read_file\n${DESC}\n`,
      filename: 'a.yaml',
      extraFiles: { 'server.json': SERVER, 'b.yaml': `name: read_file\n${DESC}\n` },
      errors: [{ messageId: 'duplicate', line: 1, column: 7, message: dup('read_file', 'a.yaml:1:7') }],
    },
    {
      name: 'finds duplicates in a JSON catalog',
      code: '{"tools": [\n  {"name": "get_weather", "description": "Fetch it. Use it."},\n  {"name": "get_weather", "description": "Fetch it. Use it."}\n]}\n',
      filename: 'tools.json',
      errors: [{ messageId: 'duplicate', line: 3, column: 12, message: dup('get_weather', 'line 2') }],
    },
    {
      name: 'compares names such as __proto__ like any other',
      code: catalog('__proto__', '__proto__'),
      errors: [{ messageId: 'duplicate', line: 4, column: 11, message: dup('__proto__', 'line 2') }],
    },
  ],
});
