import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const missing = (where: string, names: string) =>
  `${where} of "get_weather" does not say whether ${names} ${names.includes(',') || names.includes(' and ') ? 'are' : 'is'} required; list the required ones in required (required: [] if none is).`;
const unknown = (p: string, where = '"parameters"') => `"required" of ${where} in "get_weather" lists "${p}", which is not a declared property; fix the name or declare it.`;

/** The two suggestions (no fix: which parameters are required only the author knows), each as the code it gives. */
const suggestions = (names: string, all: string, output: (value: string) => string) => [
  { title: 'Add "required: []" (every parameter optional)', preferred: false, output: output('[]') },
  { title: `Add "required" listing ${names} (${names.includes(',') ? 'all are' : 'it is'} required)`, preferred: false, output: output(all) },
];

const OPTIONS = params('type: object', 'properties:', '  filters:', '    type: object', '    properties: {status: {type: string}, state: {type: string, default: open}}', '  a: {}', '  b: {}', '  c: {}');
const MCP = JSON.stringify({ tools: [{ name: 'get_weather', description: 'x', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } }] }, null, 2);

new RuleTester().run('parameters/required-explicit', {
  valid: [
    {
      // corpus/mcp-servers/agent-infra-browser.json-like: "Either 'index' or 'selector' must be provided", which required cannot say.
      name: 'alternatives the description states, which a required list cannot express (judged noise on the tuning half)',
      code: ['name: browser_hover', "description: Hover an element. Either 'index' or 'selector' must be provided.", 'parameters:', '  type: object', '  properties:', '    index: {type: integer}', '    selector: {type: string}', ''].join('\n'),
    },
    {
      name: 'a tool whose description says every parameter left out widens the result',
      code: ['name: list_projects', 'description: List projects. All parameters are optional.', 'parameters:', '  type: object', '  properties:', '    archived: {type: boolean}', ''].join('\n'),
    },
    GOOD_TOOL,
    { name: 'an explicit empty list', code: params('type: object', 'required: []', 'properties:', '  city: {type: string}') },
    { name: 'no properties', code: params('type: object', 'properties: {}') },
    {
      // livemcptool/mcp-simple-arxiv.json, list_categories.primary_category.
      name: 'a property its description calls optional is evidently optional',
      code: params('type: object', 'properties:', "  primary_category: {type: string, description: \"Optional: filter by primary category (e.g., 'cs')\"}"),
    },
    {
      // livemcptool/basic-memory.json, recent_activity (FastMCP leaves "required" out when nothing is required).
      name: 'an object whose every property has a default is evidently optional',
      code: params('type: object', 'properties:', '  depth: {type: integer, default: 1, description: Depth}', '  project: {anyOf: [{type: string}, {type: "null"}], default: null, description: Project}'),
    },
    { name: 'a required that is not a list is left to parameters/valid-schema', code: params('type: object', 'required: true', 'properties: {city: {type: string}}') },
  ],
  invalid: [
    {
      // corpus/mcp-servers/backlog.json, get_project_list: "archived" says what leaving it out does; "all" does not.
      name: 'a default or a leaving-out said in prose makes a parameter optional; the others are asked about (corpus: backlog get_project_list)',
      code: params(
        'type: object',
        'properties:',
        '  archived: {type: boolean, description: "For unspecified parameters, this form returns all projects."}',
        '  limit: {type: integer, description: "How many boards to list (default: 50)."}',
        '  all: {type: boolean, description: "Only applies to administrators."}',
      ),
      errors: [
        {
          messageId: 'missing',
          line: 3,
          column: 1,
          message: missing('"parameters"', '"all"'),
          fixes: suggestions('"all"', '[all]', (value) => params('type: object', `required: ${value}`, 'properties:', '  archived: {type: boolean, description: "For unspecified parameters, this form returns all projects."}', '  limit: {type: integer, description: "How many boards to list (default: 50)."}', '  all: {type: boolean, description: "Only applies to administrators."}')),
        },
      ],
    },
    {
      // bfcl/BFCL_v4_live_irrelevance.json, requests.get: nested "cookies", "proxies", "headers" are bags of optional keys.
      name: 'a missing list at the root, naming the properties without a default; nested option objects are left alone',
      code: OPTIONS,
      errors: [
        {
          messageId: 'missing',
          line: 3,
          column: 1,
          message: missing('"parameters"', '"filters", "a", "b" and 1 more'),
          fixes: suggestions('"filters", "a", "b" and 1 more', '[filters, a, b, c]', (v) => OPTIONS.replace('  type: object\n', `  type: object\n  required: ${v}\n`)),
        },
      ],
    },
    {
      name: 'a name that is not declared, at the name',
      code: params('type: object', 'required: [city, cty]', 'properties:', '  city: {type: string}'),
      errors: [{ messageId: 'unknown', line: 5, column: 20, message: unknown('cty') }],
    },
    {
      name: 'a name that is not declared in a nested object',
      code: params('type: object', 'required: []', 'properties:', '  f: {type: object, required: [x], properties: {y: {type: string}}}'),
      errors: [{ messageId: 'unknown', line: 7, column: 34, message: unknown('x', 'object "f"') }],
    },
    {
      name: 'does not take __proto__ for a declared property',
      code: params('type: object', 'required: [__proto__, toString]', 'properties:', '  city: {type: string}'),
      errors: [
        { messageId: 'unknown', line: 5, column: 14, message: unknown('__proto__') },
        { messageId: 'unknown', line: 5, column: 25, message: unknown('toString') },
      ],
    },
    {
      name: 'in JSON',
      code: jsonParams({ type: 'object', required: ['town'], properties: { city: { type: 'string' } } }),
      filename: 'tool.json',
      errors: [{ messageId: 'unknown', line: 7, column: 7, message: unknown('town') }],
    },
    {
      name: "in the file's own vocabulary (MCP inputSchema)",
      code: MCP,
      filename: 'tools.json',
      errors: [
        {
          messageId: 'missing',
          line: 6,
          column: 7,
          message: missing('"inputSchema"', '"city"'),
          fixes: suggestions('"city"', '["city"]', (v) => MCP.replace('"type": "object",\n', `"type": "object",\n        "required": ${v},\n`)),
        },
      ],
    },
  ],
});
