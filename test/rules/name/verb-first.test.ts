import { RuleTester } from '../../rule-tester.js';
import { DESC } from './fixtures.js';

const one = (name: string) => `name: "${name}"\n${DESC}\n`;
/** An MCP `tools/list` whose tools have these names; each name is on line 4 + 3·i, column 16. */
const mcp = (...names: string[]) => `{"tools": [\n${names.map((n) => `  {\n    "name": "${n}",\n    "description": "Do a thing."\n  }`).join(',\n')}\n]}\n`;
const later = (name: string, verb: string, first: string, example: string) =>
  `Tool name "${name}" puts its verb "${verb}" after "${first}"; lead with the verb (e.g. "${example}"), or set the option style: any if the catalog names tools object first.`;
const noVerb = (name: string) => `Tool name "${name}" does not start with a verb; lead it with what a call does, as "get_…", "search_…", "create_…" or "delete_…" do.`;

new RuleTester().run('name/verb-first', {
  valid: [
    { name: 'verb first, snake_case', code: one('get_weather') },
    { name: 'verb first, camelCase and kebab-case', code: `tools:\n  - {name: getWeather, description: Get it.}\n  - {name: delete-file, description: Delete it.}\n` },
    { name: 'a name that is a verb', code: one('search') },
    { name: 'a shell short form', code: one('ls') },
    { name: 'a verb with un- before it', code: one('unmerge_cells') },
    { name: 'a dotted namespace', code: one('github.create_issue') },
    { name: 'a namespace that opens with a verb', code: one('calcVolume.sphere') },
    { name: 'a -- prefix', code: one('TwilioApiV2010--ListAccount') },
    { name: 'a numbered namespace (function lists of services)', code: one('Hotels_2_BookHouse') },
    { name: 'a number after the verb is not a namespace', code: one('get_v2_to_v3_component_map') },
    { name: 'one word, a verb and its object: a prefix', code: one('sitefinity_create_contentitem') },
    { name: 'a two-letter prefix before a verb', code: one('hf_whoami') },
    { name: "the catalog's server prefix", filename: 'tools.json', code: mcp('firecrawl_scrape', 'firecrawl_map', 'firecrawl_search', 'firecrawl_crawl') },
    { name: 'object first, with style: any', code: one('vpc_create'), options: { style: 'any' } },
    { name: 'a verb the team adds', code: one('buchen_hotel'), options: { verbs: ['Buchen'] } },
    { name: 'a name in another language', code: one('날씨_조회') },
    { name: 'a description in another language', code: 'name: wetter\ndescription: Das aktuelle Wetter für eine Stadt, mit der Temperatur und dem Wind.\n' },
    { name: 'a tool with an action switch: search/one-purpose', code: 'name: projects\ndescription: Manage projects.\nparameters:\n  type: object\n  properties:\n    action: {type: string, enum: [list, delete], description: What to do.}\n' },
    { name: 'a deprecated tool', code: `name: weather\n${DESC}\ndeprecated: true\nreplacement: get_weather\n` },
  ],
  invalid: [
    {
      name: 'object first: the verb named and moved to the front',
      code: one('vpc_create'),
      errors: [{ messageId: 'verbLater', line: 1, column: 7, message: later('vpc_create', 'create', 'vpc', 'create_vpc') }],
    },
    {
      name: 'no verb at all, in a dotted namespace (corpus: function lists of computations)',
      code: one('user.mandates'),
      errors: [{ messageId: 'noVerb', line: 1, column: 7, message: noVerb('user.mandates') }],
    },
    {
      name: 'a noun that is a verb elsewhere is not read as the verb at the end ("console_logs", "todo_list")',
      code: `tools:\n  - {name: console_logs, description: Get them.}\n  - {name: todo_list, description: Get it.}\n`,
      errors: [
        { messageId: 'noVerb', line: 2, column: 12, message: noVerb('console_logs') },
        { messageId: 'noVerb', line: 3, column: 12, message: noVerb('todo_list') },
      ],
    },
    {
      name: 'the verb that says what happens to data, not a noun that can be a verb ("file share")',
      code: one('nfs-file-share-delete'),
      errors: [{ messageId: 'verbLater', line: 1, column: 7, message: later('nfs-file-share-delete', 'delete', 'nfs', 'delete_nfs_file_share') }],
    },
    {
      name: 'a resource a few tools share is not a server prefix; the server prefix is kept in the example',
      filename: 'tools.json',
      code: mcp('acme_vpc_create', 'acme_vpc_delete', 'acme_list_regions', 'acme_weather'),
      errors: [
        { messageId: 'verbLater', line: 3, column: 13, message: later('acme_vpc_create', 'create', 'vpc', 'acme_create_vpc') },
        { messageId: 'verbLater', line: 7, column: 13, message: later('acme_vpc_delete', 'delete', 'vpc', 'acme_delete_vpc') },
        { messageId: 'noVerb', line: 15, column: 13, message: noVerb('acme_weather') },
      ],
    },
  ],
});
