import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';

/** A catalog of tool_0, tool_1 …; tool_i's description is on line 3 + 2i, its value at column 18. */
const catalog = (...descriptions: string[]) => 'tools:\n' + descriptions.map((d, i) => `  - name: tool_${i}\n    description: ${d}\n`).join('');
const WEATHER = 'Fetch the current weather for a city and return the temperature in degrees Celsius.';
const NEAR = catalog(WEATHER, 'Fetch the current weather for a city and return the temperature and humidity in degrees Celsius.', 'Create an invoice for a customer and email it to the billing contact on file.');
/** An MCP tools/list of one tool with the weather description. */
const server = (name: string) => JSON.stringify({ tools: [{ name, description: WEATHER, inputSchema: { type: 'object' } }] });
// bfcl/multi_turn_func_doc/vehicle_control.json: every tool opens with the same sentence.
const PREAMBLE = 'This tool belongs to the vehicle control system, which allows users to control various aspects of the car such as engine, doors, climate control, lights, and more.';
// livemcptool/okppt.json: insert_blank_slide and delete_slide share a long note; their first sentences differ.
const NOTE = 'Note: to replace a slide, delete it and insert a blank one at the same place, then insert the SVG, then save the file under a new name.';

new RuleTester().run('search/similar-descriptions', {
  valid: [
    {
      // Two MCP servers with the same tool (livemcptool/filesystem.json and desktop-commander.json both have read_file).
      name: 'each platform file is its own catalog',
      code: server('get_weather'),
      filename: 'a.json',
      extraFiles: { 'b.json': server('weather_now') },
    },
    {
      // bfcl/BFCL_v4_live_irrelevance.json repeats Events_3_FindEvents with one description.
      name: "same-named tools are name/unique's",
      code: `tools:\n  - name: get_weather\n    description: ${WEATHER}\n  - name: get_weather\n    description: ${WEATHER}\n`,
    },
    {
      name: 'the preamble a catalog shares is left out',
      code: catalog(
        ...['Gets the zipcode based on the city name.', 'Gets the outside temperature.', 'Starts the engine of the vehicle.'].map((d) => JSON.stringify(`${PREAMBLE} Tool description: ${d}`)),
      ),
    },
    {
      // livemcptool/playwright.json: playwright_iframe_click and playwright_iframe_fill.
      name: 'pairs one word apart (that word tells them apart)',
      code: catalog('Click an element in an iframe on the page', 'Fill an element in an iframe on the page'),
    },
    {
      name: 'a shared note after first sentences that differ',
      code: catalog(JSON.stringify(`Insert a blank slide into the deck. ${NOTE}`), JSON.stringify(`Delete a slide from the deck. ${NOTE}`)),
    },
    {
      name: 'a deprecated tool and its replacement',
      code: `tools:\n  - name: get_weather\n    description: ${WEATHER}\n    deprecated: true\n  - name: get_weather_v2\n    description: ${WEATHER}\n`,
    },
    {
      name: 'the threshold comes from options',
      code: catalog(WEATHER, 'Fetch the current weather for a city and return the temperature in degrees Fahrenheit.'),
      options: { threshold: 0.9 },
    },
  ],
  invalid: [
    {
      name: 'near-identical sibling descriptions, on the later tool',
      code: NEAR,
      errors: [
        {
          messageId: 'similar',
          line: 5,
          column: 18,
          message: 'Description of "tool_1" is 75% alike that of "tool_0" (tool.yaml:3:18); say what this tool does that "tool_0" does not and when to call each.',
        },
      ],
    },
    {
      name: 'exact duplicates, whatever their length',
      code: catalog('Get data.', 'Get data.'),
      errors: [
        {
          messageId: 'duplicate',
          line: 5,
          column: 18,
          message: 'Description of "tool_1" is identical to that of "tool_0" (tool.yaml:3:18); say what this tool does that "tool_0" does not and when to call each.',
        },
      ],
    },
  ],
});

describe('search/similar-descriptions related locations', () => {
  it('gives the earlier tool as related', async () => {
    const { diagnostics } = await lintText(NEAR, 'search/similar-descriptions');
    expect(diagnostics.map((d) => [d.range.start.line, d.range.start.column, d.messageId])).toEqual([[5, 18, 'similar']]);
    expect(diagnostics[0]!.related?.[0]).toMatchObject({ file: 'tool.yaml', range: { start: { line: 3, column: 5 } } });
  });
});
