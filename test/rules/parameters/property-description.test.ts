import { describe, expect, it } from 'vitest';
import { escapeRegExp, namedIn } from '../../../src/toolkit/index.js';
import { GOOD_TOOL, seededRandom as random } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { jsonParams, params } from './fixtures.js';

const missingOf = (tool: string) => (p: string) => `Parameter "${p}" of "${tool}" has no description; say what value the agent should pass, with units and format.`;
const missing = missingOf('get_weather');

/** An MCP tools/list with one tool of these properties, as a server sends it (2-space JSON). */
const mcpTool = (name: string, properties: Record<string, unknown>) =>
  `${JSON.stringify({ tools: [{ name, description: 'Search biomedical literature, clinical trials, and genetic variants.', inputSchema: { type: 'object', properties, additionalProperties: false, required: ['query'] } }] }, null, 2)}\n`;

new RuleTester().run('parameters/property-description', {
  valid: [
    GOOD_TOOL,
    {
      // corpus/mcp-servers/google-drive.json, formatGoogleSheetCells: the parent says what red, green and blue are.
      name: 'leaves its parent names and documents (judged noise on the tuning half)',
      code: params('type: object', 'properties:', '  backgroundColor:', '    type: object', '    description: "Background colour as red, green and blue values from 0 to 1."', '    properties: {red: {type: number}, green: {type: number}, blue: {type: number}}'),
    },
  ],
  invalid: [
    {
      name: 'properties at every depth, in items, additionalProperties and branches',
      code: params(
        'type: object',
        'properties:',
        '  city: {type: string}',
        '  filters:',
        '    type: object',
        '    description: Narrow the search.',
        '    properties:',
        '      status: {type: string}',
        '      range:',
        '        type: object',
        '        description: A range.',
        '        properties:',
        '          start: {type: string, description: "  "}',
        '  lines:',
        '    type: array',
        '    description: Order lines.',
        '    items:',
        '      type: object',
        '      properties:',
        '        sku: {type: string}',
        '  labels:',
        '    type: object',
        '    description: Labels.',
        '    additionalProperties: {type: object, properties: {value: {type: string}}}',
        '  target:',
        '    description: Where to send it.',
        '    anyOf:',
        '      - {type: object, properties: {email: {type: string}}}',
        '  flag: true',
        '  count: {type: integer, description: 3}',
      ),
      // Eight in one tool: the first two at their places, the rest folded into one (RuleMeta.flood).
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('city') },
        { messageId: 'missing', line: 11, column: 9, message: missing('filters.status') },
        {
          messageId: 'more',
          line: 16,
          column: 13,
          message: '6 more parameters of "get_weather" have no description: "filters.range.start", "lines[].sku", "labels{}.value", "target.email", "flag" and "count"; say what value the agent should pass for each, with units and format.',
          related: [
            { file: 'tool.yaml', line: 16, column: 13, message: missing('filters.range.start') },
            { file: 'tool.yaml', line: 23, column: 11, message: missing('lines[].sku') },
            { file: 'tool.yaml', line: 27, column: 57, message: missing('labels{}.value') },
            { file: 'tool.yaml', line: 31, column: 39, message: missing('target.email') },
            { file: 'tool.yaml', line: 32, column: 5, message: missing('flag') },
            { file: 'tool.yaml', line: 33, column: 5, message: missing('count') },
          ],
        },
      ],
    },
    {
      // livemcptool/biomcp.json, tool "search": FastMCP titles, no descriptions, a dozen of them.
      name: 'a flood of undocumented parameters is folded after the first two (corpus: biomcp search)',
      filename: 'biomcp.json',
      code: mcpTool('search', {
        query: { title: 'Query', type: 'string' },
        call_benefit: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, description: 'Brief explanation of why this search is being performed.', title: 'Call Benefit' },
        genes: { anyOf: [{ items: { type: 'string' }, type: 'array' }, { type: 'string' }, { type: 'null' }], default: null, title: 'Genes' },
        diseases: { anyOf: [{ items: { type: 'string' }, type: 'array' }, { type: 'string' }, { type: 'null' }], default: null, title: 'Diseases' },
        variants: { anyOf: [{ items: { type: 'string' }, type: 'array' }, { type: 'string' }, { type: 'null' }], default: null, title: 'Variants' },
        chemicals: { anyOf: [{ items: { type: 'string' }, type: 'array' }, { type: 'string' }, { type: 'null' }], default: null, title: 'Chemicals' },
        keywords: { anyOf: [{ items: { type: 'string' }, type: 'array' }, { type: 'string' }, { type: 'null' }], default: null, title: 'Keywords' },
      }),
      errors: [
        { messageId: 'missing', line: 9, column: 11, message: missingOf('search')('query') },
        { messageId: 'missing', line: 26, column: 11, message: missingOf('search')('genes') },
        {
          messageId: 'more',
          line: 44,
          column: 11,
          message: '4 more parameters of "search" have no description: "diseases", "variants", "chemicals" and "keywords"; say what value the agent should pass for each, with units and format.',
        },
      ],
    },
    {
      // livemcptool/kospi-kosdaq.json, get_stock_ohlcv: a Python docstring in the tool's description.
      name: 'a parameter documented only in the tool\'s description: the words are quoted, to be moved (corpus: kospi-kosdaq get_stock_ohlcv)',
      filename: 'kospi.json',
      code: `${JSON.stringify(
        {
          tools: [
            {
              name: 'get_stock_ohlcv',
              description: 'Retrieves OHLCV (Open/High/Low/Close/Volume) data for a specific stock.\n\nArgs:\n    fromdate (str): Start date for retrieval (YYYYMMDD)\n    ticker   (str): Stock ticker symbol\n',
              inputSchema: { properties: { fromdate: { anyOf: [{ type: 'string' }, { type: 'integer' }], title: 'Fromdate' }, ticker: { type: 'string', title: 'Ticker' }, market: { type: 'string', title: 'Market' } }, required: ['fromdate', 'ticker'], type: 'object', additionalProperties: false },
            },
          ],
        },
        null,
        2,
      )}\n`,
      errors: [
        {
          messageId: 'inToolDescription',
          line: 8,
          column: 11,
          message:
            'Parameter "fromdate" of "get_stock_ohlcv" has no description of its own, only words in the tool\'s description ("Start date for retrieval (YYYYMMDD)"); move them into the parameter\'s description, where clients show them beside the argument.',
        },
        {
          messageId: 'inToolDescription',
          line: 19,
          column: 11,
          message: 'Parameter "ticker" of "get_stock_ohlcv" has no description of its own, only words in the tool\'s description ("Stock ticker symbol"); move them into the parameter\'s description, where clients show them beside the argument.',
        },
        { messageId: 'missing', line: 23, column: 11, message: missingOf('get_stock_ohlcv')('market') },
      ],
    },
    {
      name: 'three are all reported: folding one into a summary would say nothing shorter',
      code: params('type: object', 'properties:', '  a: {type: string}', '  b: {type: string}', '  c: {type: string}'),
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('a') },
        { messageId: 'missing', line: 7, column: 5, message: missing('b') },
        { messageId: 'missing', line: 8, column: 5, message: missing('c') },
      ],
    },
    {
      name: 'the same property in identical branches is one finding, the copy a related location',
      code: params(
        'type: object',
        'properties:',
        '  target:',
        '    description: Where to send it.',
        '    anyOf:',
        '      - {type: object, properties: {email: {type: string}}}',
        '      - {type: object, properties: {email: {type: string}}}',
      ),
      errors: [
        {
          messageId: 'missing',
          line: 9,
          column: 39,
          message: missing('target.email'),
          related: [{ file: 'tool.yaml', line: 10, column: 39, message: missing('target.email') }],
        },
      ],
    },
    {
      name: '__proto__ and unicode property names',
      code: params('type: object', 'properties:', '  __proto__: {type: string}', '  "名前": {type: string}'),
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('__proto__') },
        { messageId: 'missing', line: 7, column: 5, message: missing('名前') },
      ],
    },
    {
      name: 'in JSON, at the property key',
      code: jsonParams({ type: 'object', properties: { city: { type: 'string' } } }),
      filename: 'tool.json',
      errors: [{ messageId: 'missing', line: 7, column: 7, message: missing('city') }],
    },
    {
      name: 'in the second document of a file',
      code: `${GOOD_TOOL}---\n${params('type: object', 'properties:', '  day: {type: string}')}`,
      errors: [{ messageId: 'missing', line: 34, column: 5, message: missing('day') }],
    },
  ],
});

describe('namedIn: a leaf named in its parent description, as the pattern it stands for reads it', () => {
  const byPattern = (text: string, name: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'iu').test(text);

  it('reads words in any case, at the edges of words and of the text', () => {
    expect(namedIn('Background colour as Red, green and blue.', 'red')).toBe(true);
    expect(namedIn('RED', 'red')).toBe(true);
    expect(namedIn('shredded', 'red')).toBe(false);
    expect(namedIn('red_value and red2', 'red')).toBe(false);
    expect(namedIn('the red-ish one', 'red')).toBe(true);
    expect(namedIn('a.b and c', 'a.b')).toBe(true);
    // Beyond ASCII, the pattern decides: ſ folds to s, K (Kelvin) to k, é is a letter.
    expect(namedIn('claſs', 'class')).toBe(true);
    expect(namedIn('\u212Aey', 'key')).toBe(true);
    expect(namedIn('éred', 'red')).toBe(false);
  });

  it('gives what the pattern gives on seeded texts of ASCII and beyond', () => {
    const next = random(40);
    const pieces = ['red', 'Red', 'RED', 'r', 'e', 'd', '_', '-', ' ', '.', '2', 'id', 'ID', 'ſ', 'K', 'é', 'σ', 'ς', 'İ', 'ß', 'ид', '名', '(', '$', '\n'];
    const draw = (max: number) => Array.from({ length: Math.floor(next() * max) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
    let named = 0;
    for (let k = 0; k < 20000; k++) {
      const name = draw(3) || 'red';
      const text = draw(12);
      const want = byPattern(text, name);
      if (want) named++;
      expect(namedIn(text, name), JSON.stringify({ text, name })).toBe(want);
    }
    expect(named).toBeGreaterThan(500);
  });

  it('gives what the pattern gives where the name repeats inside longer words (the occurrences it steps over)', () => {
    const next = random(41);
    const pieces = ['a', 'aa', 'aaa', 'a a', '_a', 'a_', '-a', 'a-', '.', ' ', 'b', 'A', '\n'];
    const names = ['a', 'aa', 'aaa', 'a a', 'a-a', '-a', 'a.', 'aA'];
    const wrong: string[] = [];
    let named = 0;
    for (let k = 0; k < 20000; k++) {
      const name = names[Math.floor(next() * names.length)]!;
      const text = Array.from({ length: Math.floor(next() * 16) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const want = byPattern(text, name);
      if (want) named++;
      if (namedIn(text, name) !== want) wrong.push(JSON.stringify({ text, name, want }));
    }
    expect(wrong).toEqual([]);
    expect(named).toBeGreaterThan(2000);
  });
});
