import { RuleTester } from '../../rule-tester.js';

const WEATHER = {
  name: 'get_weather',
  version: '1.2.0',
  parameters: { type: 'object', additionalProperties: false, required: ['city'], properties: { city: { type: 'string' }, units: { type: 'string', enum: ['celsius', 'fahrenheit'] } } },
};
const lines = (...l: string[]) => [...l, ''].join('\n');
const weather = (units: string, more: string[] = []) =>
  lines('name: get_weather', 'version: 1.2.0', ...more, 'parameters:', '  type: object', '  additionalProperties: false', '  required: [city]', '  properties:', '    city: {type: string}', `    units: ${units}`);
const since = (...tools: Array<Record<string, unknown>>) => ({ ref: 'main', tools, file: 'tool.yaml' });
/** An MCP tools/list of these tools. */
const SERVER = (...names: string[]) => JSON.stringify({ tools: names.map((name) => ({ name, description: 'A tool.', inputSchema: { type: 'object', properties: {} } })) });

new RuleTester().run('compat/breaking-change', {
  valid: [
    { name: 'says nothing without --since', code: weather('{type: string, enum: [celsius]}') },
    { name: 'passes a compatible change: an enum value added', code: weather('{type: string, enum: [celsius, fahrenheit, kelvin]}'), previous: since(WEATHER) },
    {
      name: 'passes the §11 way: the old tool deprecated, its replacement a new name with a greater major version',
      code: [weather('{type: string, enum: [celsius, fahrenheit]}', ['deprecated: true', 'replacement: get_weather_v2']), lines('name: get_weather_v2', 'version: 2.0.0', 'parameters: {type: object, additionalProperties: false, properties: {city: {type: string}}}')].join('---\n'),
      previous: since(WEATHER),
    },
    {
      name: 'passes a removal after a deprecation cycle',
      code: lines('name: get_weather_v2', 'version: 2.0.0', 'parameters: {type: object, properties: {}}'),
      previous: since({ ...WEATHER, deprecated: true, replacement: 'get_weather_v2' }, { name: 'get_weather_v2', version: '2.0.0' }),
    },
  ],
  invalid: [
    {
      name: 'reports each breaking change at its place in the new file, with how to ship it (an enum dropped with it only loosens)',
      code: weather('{type: integer}'),
      previous: since(WEATHER),
      errors: [
        {
          messageId: 'breaking',
          line: 9,
          column: 13,
          message:
            'Since main, the type of parameter "units" went from string to integer, a breaking change to "get_weather"; publish the change as "get_weather_v2" with version 2.0.0, and keep "get_weather" with deprecated: true and replacement: "get_weather_v2" (§11).',
        },
      ],
    },
    {
      name: 'reports two breaking changes of one tool, each where it is',
      code: lines('name: get_weather', 'version: 1.2.0', 'parameters:', '  type: object', '  additionalProperties: false', '  required: [city, units]', '  properties:', '    city: {type: string}', '    units: {type: string, enum: [celsius]}'),
      previous: since(WEATHER),
      errors: [
        { messageId: 'breaking', line: 6, column: 3, message: expectStart('Since main, parameter "units" is now required') },
        { messageId: 'breaking', line: 9, column: 27, message: expectStart('Since main, parameter "units" no longer accepts "fahrenheit"') },
      ],
    },
    {
      name: 'reports a removed tool on a tool of its file',
      code: weather('{type: string, enum: [celsius, fahrenheit]}'),
      previous: since(WEATHER, { name: 'get_time' }),
      errors: [
        {
          messageId: 'removed',
          line: 1,
          column: 1,
          message:
            'Since main, tool "get_time" (main:tool.yaml) was removed without a deprecation cycle; keep it for a release with deprecated: true and replacement: the tool that takes its place (§11) (reported on "get_weather", in the file it was in).',
        },
      ],
    },
    {
      name: 'reports a tool removed from a platform file in that file, and never a tool of another catalog as removed',
      code: weather('{type: string, enum: [celsius, fahrenheit]}'),
      extraFiles: { 'server.json': SERVER('list_files') },
      previous: { ref: 'main', tools: [WEATHER, { name: 'list_files' }, { name: 'read_file' }], files: { list_files: 'server.json', read_file: 'server.json' } },
      errors: [
        {
          messageId: 'removed',
          file: 'server.json',
          line: 1,
          column: 11,
          message:
            'Since main, tool "read_file" (main:server.json) was removed without a deprecation cycle; keep it for a release with deprecated: true and replacement: the tool that takes its place (§11) (reported on "list_files", in the file it was in).',
        },
      ],
    },
    {
      name: 'reports a tool removed from a file now gone on a tool that was in it, in the file that holds them now',
      code: weather('{type: string, enum: [celsius, fahrenheit]}'),
      extraFiles: { 'mcp/server.json': SERVER('list_files') },
      previous: { ref: 'main', tools: [WEATHER, { name: 'list_files' }, { name: 'read_file' }], files: { list_files: 'server.json', read_file: 'server.json' } },
      errors: [
        {
          messageId: 'removed',
          file: 'mcp/server.json',
          line: 1,
          column: 11,
          message:
            'Since main, tool "read_file" (main:server.json) was removed without a deprecation cycle; keep it for a release with deprecated: true and replacement: the tool that takes its place (§11) (reported on "list_files", in the file that now holds the tools of its file).',
        },
      ],
    },
    {
      name: 'reports a tool removed with its file in that file, without a position, and on no other file',
      code: weather('{type: string, enum: [celsius, fahrenheit]}'),
      extraFiles: { 'server.json': SERVER('list_files') },
      previous: { ref: 'main', tools: [WEATHER, { name: 'get_time' }, { name: 'list_files' }], files: { get_time: 'time.yaml', list_files: 'server.json' } },
      errors: [
        {
          messageId: 'removedFromFile',
          file: 'time.yaml',
          pointer: '',
          tool: 'get_time',
          message: 'Since main, tool "get_time" (main:time.yaml) was removed without a deprecation cycle; keep it for a release with deprecated: true and replacement: the tool that takes its place (§11).',
        },
      ],
    },
    {
      name: 'reports a deprecation whose replacement is missing',
      code: weather('{type: string, enum: [celsius, fahrenheit]}', ['deprecated: true', 'replacement: get_weather_v2']),
      previous: since(WEATHER),
      errors: [
        {
          messageId: 'deprecated',
          line: 3,
          column: 1,
          message: 'Since main, tool "get_weather" is deprecated in favour of "get_weather_v2", which is not in the catalog; publish "get_weather_v2" alongside it (§11).',
        },
      ],
    },
  ],
});

function expectStart(prefix: string): string {
  return `${prefix}, a breaking change to "get_weather"; publish the change as "get_weather_v2" with version 2.0.0, and keep "get_weather" with deprecated: true and replacement: "get_weather_v2" (§11).`;
}
