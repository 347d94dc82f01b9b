import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../helpers.js';
import { at, ruleTester } from '../rule-tester.js';

const t = ruleTester();
const DESC = 'description: Fetch the current weather for a city. Use when the user asks about the weather.';

describe('name/snake-case', () => {
  const snake = at('name/snake-case');
  const charset = (name: string, suggestion: string) =>
    `Tool name "${name}" has characters other than ASCII letters, digits and underscores; rename it to "${suggestion}".`;
  const notSnake = (name: string, suggestion: string) => `Tool name "${name}" is not snake_case; rename it to "${suggestion}".`;

  it('passes a snake_case name', async () => {
    expect((await lintText(GOOD_TOOL, 'name/snake-case')).findings).toEqual([]);
  });
  it('reports camelCase at the value', async () => {
    const { findings } = await lintText(GOOD_TOOL.replace('name: get_weather', 'name: getWeather'), 'name/snake-case');
    expect(findings).toEqual([
      { ruleId: 'name/snake-case', line: 1, column: 7, message: 'Tool name "getWeather" is not snake_case; rename it to "get_weather".' },
    ]);
  });
  it('reports dotted names as a charset problem', async () => {
    const { findings } = await lintText(GOOD_TOOL.replace('name: get_weather', 'name: math.factorial'), 'name/snake-case');
    expect(findings).toEqual([
      {
        ruleId: 'name/snake-case',
        line: 1,
        column: 7,
        message: 'Tool name "math.factorial" has characters other than ASCII letters, digits and underscores; rename it to "math_factorial".',
      },
    ]);
  });
  it('passes names with digits', async () => {
    expect(await t.findings(`name: get_v2_weather\n${DESC}\n`, 'name/snake-case')).toEqual([]);
  });
  it.each([
    ['get-weather', charset('get-weather', 'get_weather')],
    ['get weather', charset('get weather', 'get_weather')],
    ['GET_WEATHER', notSnake('GET_WEATHER', 'get_weather')],
    ['HTTPRequest', notSnake('HTTPRequest', 'http_request')],
    ['_get_weather', notSnake('_get_weather', 'get_weather')],
    ['get__weather', notSnake('get__weather', 'get_weather')],
    ['get_weather_', notSnake('get_weather_', 'get_weather')],
    ['3d_render', notSnake('3d_render', 'tool_3d_render')],
    ['météo_du_jour', charset('météo_du_jour', 'meteo_du_jour')],
    ['天气', charset('天气', 'tool_name')],
  ])('reports %j with a suggestion', async (name, message) => {
    expect(await t.findings(`name: "${name}"\n${DESC}\n`, 'name/snake-case')).toEqual([snake(1, 7, message)]);
  });
  it('leaves names that are not strings to name/required', async () => {
    expect(await t.findings(`name: 123\n${DESC}\n`, 'name/snake-case')).toEqual([]);
    expect(await t.findings(`tools:\n  - {name: [a, b], description: x}\n`, 'name/snake-case')).toEqual([]);
  });
  it('reports at the value in JSON', async () => {
    const json = '{\n  "name": "getWeather",\n  "description": "Fetch the weather. Use it."\n}\n';
    expect(await t.findings(json, 'name/snake-case', { file: 'tool.json' })).toEqual([snake(2, 11, notSnake('getWeather', 'get_weather'))]);
  });
  it('reports each tool of a catalog at its own name', async () => {
    const code = ['tools:', '  - name: get_weather', `    ${DESC}`, '  - name: getForecast', `    ${DESC}`, ''].join('\n');
    expect(await t.findings(code, 'name/snake-case')).toEqual([snake(4, 11, notSnake('getForecast', 'get_forecast'))]);
  });
  it('reports in the second document of a multi-document file', async () => {
    const code = [`name: get_weather`, DESC, '---', '# the forecast', 'name: get-forecast', DESC, ''].join('\n');
    expect(await t.findings(code, 'name/snake-case')).toEqual([snake(5, 7, charset('get-forecast', 'get_forecast'))]);
  });
});

describe('name/required', () => {
  const req = at('name/required');
  // A tool without a usable name is named by its place: "#tools.1" in a catalog, "#1" for the first document.
  const missing = (place: string) => `Tool ${place} has no "name"; add a stable snake_case identifier such as "get_weather".`;
  const type = (t: string, place = '#1') => `The "name" of tool ${place} is ${t}, not a string; give a snake_case identifier such as "get_weather".`;

  it('passes a named tool', async () => {
    expect(await t.findings(GOOD_TOOL, 'name/required')).toEqual([]);
  });
  it('reports a catalog entry without a name at the entry', async () => {
    const code = ['tools:', '  - name: get_weather', `    ${DESC}`, '  - description: Fetch the forecast. Use it for tomorrow.', '    parameters: {type: object}', ''].join('\n');
    expect(await t.findings(code, 'name/required')).toEqual([req(4, 5, missing('#tools.1'))]);
  });
  it('reports empty and blank names at the key', async () => {
    expect(await t.findings(`name: ""\n${DESC}\n`, 'name/required')).toEqual([req(1, 1, missing('#1'))]);
    expect(await t.findings(`name: "   "\n${DESC}\n`, 'name/required')).toEqual([req(1, 1, missing('#1'))]);
  });
  it.each([
    ['123', 'a number'],
    ['true', 'a boolean'],
    ['null', 'null'],
    ['[get, weather]', 'an array'],
    ['{first: get}', 'an object'],
  ])('reports name: %s as %s', async (value, typeText) => {
    expect(await t.findings(`name: ${value}\n${DESC}\nparameters: {type: object}\n`, 'name/required')).toEqual([req(1, 1, type(typeText))]);
  });
  it('reports a wrong type in JSON at the key', async () => {
    const json = '{\n  "description": "Fetch the weather. Use it.",\n  "name": 42,\n  "parameters": {"type": "object"}\n}\n';
    expect(await t.findings(json, 'name/required', { file: 'tool.json' })).toEqual([req(3, 3, type('a number'))]);
  });
  it('reports in the second document with its own positions', async () => {
    const code = [`name: get_weather`, DESC, '---', `${DESC}`, 'name: 7', 'parameters: {type: object}', ''].join('\n');
    expect(await t.findings(code, 'name/required')).toEqual([req(5, 1, type('a number', '#2'))]);
  });
  it('reports a JSON catalog entry without a name', async () => {
    const json = JSON.stringify({ tools: [{ name: 'get_weather' }, { description: 'Fetch things. Use it.', parameters: {} }] }, null, 2) + '\n';
    expect(await t.findings(json, 'name/required', { file: 'tools.json' })).toEqual([req(6, 5, missing('#tools.1'))]);
  });
});

describe('name/max-length', () => {
  const max = at('name/max-length');
  const name64 = 'get_' + 'a'.repeat(60);
  it('passes a name of 64 characters', async () => {
    expect(await t.findings(`name: ${name64}\n${DESC}\n`, 'name/max-length')).toEqual([]);
  });
  it('reports a name of 65 characters at the value', async () => {
    expect(await t.findings(`name: ${name64}b\n${DESC}\n`, 'name/max-length')).toEqual([
      max(1, 7, 'Tool name "get_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab" is 65 characters, over the limit of 64; shorten it.'),
    ]);
  });
  it('takes a lower limit as an option', async () => {
    expect(await t.findings(`name: get_weather\n${DESC}\n`, 'name/max-length', { options: { max: 8 } })).toEqual([
      max(1, 7, 'Tool name "get_weather" is 11 characters, over the limit of 8; shorten it.'),
    ]);
  });
  it('ignores names that are not strings', async () => {
    expect(await t.findings(`name: ${'1'.repeat(70)}\n${DESC}\n`, 'name/max-length')).toEqual([]);
  });
  it('reports in JSON', async () => {
    const json = `{"name": "${name64}xyz", "description": "Fetch it. Use it."}\n`;
    expect(await t.findings(json, 'name/max-length', { file: 'tool.json' })).toEqual([max(1, 10, 'Tool name "get_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaxyz" is 67 characters, over the limit of 64; shorten it.')]);
  });
});

describe('name/unique', () => {
  const uniq = at('name/unique');
  const dup = (name: string, first: string) => `Tool name "${name}" is already used at ${first}; give each tool its own name.`;

  it('passes distinct names', async () => {
    const code = ['tools:', '  - name: get_weather', `    ${DESC}`, '  - name: get_forecast', `    ${DESC}`, ''].join('\n');
    expect(await t.findings(code, 'name/unique')).toEqual([]);
  });
  it('reports every later duplicate in a catalog at its name, pointing at the first (by line in the same file)', async () => {
    const code = [
      'tools:',
      '  - name: get_weather',
      `    ${DESC}`,
      '  - name: get_weather',
      `    ${DESC}`,
      '  - name: get_forecast',
      `    ${DESC}`,
      '  - name: get_weather',
      `    ${DESC}`,
      '',
    ].join('\n');
    expect(await t.findings(code, 'name/unique')).toEqual([
      uniq(4, 11, dup('get_weather', 'line 2')),
      uniq(8, 11, dup('get_weather', 'line 2')),
    ]);
  });
  it('carries the first definition as related information', async () => {
    const code = ['tools:', '  - name: get_weather', `    ${DESC}`, '  - name: get_weather', `    ${DESC}`, ''].join('\n');
    const { diagnostics } = await lintText(code, 'name/unique');
    expect(diagnostics[0]!.related).toMatchObject([{ file: 'tool.yaml', range: { start: { line: 2 } }, message: 'First definition of "get_weather".' }]);
  });
  it('is case-sensitive, as the platforms are', async () => {
    const code = ['tools:', '  - name: get_weather', `    ${DESC}`, '  - name: Get_Weather', `    ${DESC}`, ''].join('\n');
    expect(await t.findings(code, 'name/unique')).toEqual([]);
  });
  it('finds duplicates across the documents of a file', async () => {
    const code = ['name: get_weather', DESC, '---', DESC, 'name: get_weather', ''].join('\n');
    expect(await t.findings(code, 'name/unique')).toEqual([uniq(5, 7, dup('get_weather', 'line 1'))]);
  });
  it('finds duplicates across files linted together', async () => {
    const found = await t.findings(`name: get_weather\n${DESC}\n`, 'name/unique', { file: 'a.yaml', extraFiles: { 'b.json': '{"name": "get_weather", "description": "Fetch it. Use it."}\n' } });
    expect(found).toEqual([uniq(1, 10, dup('get_weather', 'a.yaml:1:7'))]);
  });
  it('treats each platform file as its own catalog: two MCP servers never collide', async () => {
    // livemcptool/filesystem.json and livemcptool/desktop-commander.json both expose read_file.
    const server = JSON.stringify({ tools: [{ name: 'read_file', description: 'Read a file.', inputSchema: { type: 'object' } }] });
    expect(await t.findings(server, 'name/unique', { file: 'filesystem.json', extraFiles: { 'desktop-commander.json': server } })).toEqual([]);
    // Within one tools/list a repeated name is a duplicate (clients refuse it).
    const twice = JSON.stringify({ tools: [JSON.parse(server).tools[0], JSON.parse(server).tools[0]] }, null, 2);
    expect(await t.findings(twice, 'name/unique', { file: 'server.json' })).toEqual([uniq(11, 15, dup('read_file', 'line 4'))]);
    // A native catalog still spans the run, next to the platform files.
    const found = await t.findings(`name: read_file\n${DESC}\n`, 'name/unique', { file: 'a.yaml', extraFiles: { 'server.json': server, 'b.yaml': `name: read_file\n${DESC}\n` } });
    expect(found).toEqual([uniq(1, 7, dup('read_file', 'a.yaml:1:7'))]);
  });
  it('finds duplicates in a JSON catalog', async () => {
    const json = '{"tools": [\n  {"name": "get_weather", "description": "Fetch it. Use it."},\n  {"name": "get_weather", "description": "Fetch it. Use it."}\n]}\n';
    expect(await t.findings(json, 'name/unique', { file: 'tools.json' })).toEqual([uniq(3, 12, dup('get_weather', 'line 2'))]);
  });
  it('compares names such as __proto__ like any other', async () => {
    const code = ['tools:', '  - name: __proto__', `    ${DESC}`, '  - name: __proto__', `    ${DESC}`, ''].join('\n');
    expect(await t.findings(code, 'name/unique')).toEqual([uniq(4, 11, dup('__proto__', 'line 2'))]);
  });
  it('ignores names that are not strings', async () => {
    const code = ['tools:', '  - name: 1', `    ${DESC}`, '  - name: 1', `    ${DESC}`, ''].join('\n');
    expect(await t.findings(code, 'name/unique')).toEqual([]);
  });
});

t.coversEveryMessage(['name/required', 'name/snake-case', 'name/max-length', 'name/unique']);
