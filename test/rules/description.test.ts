import { describe, expect, it } from 'vitest';
import { GOOD_TOOL } from '../helpers.js';
import { at, ruleTester } from '../rule-tester.js';

const t = ruleTester();
/** A tool whose description is `text` (as a double-quoted YAML string on line 2). */
const tool = (text: string) => `name: get_weather\ndescription: ${JSON.stringify(text)}\nparameters: {type: object}\n`;
const jsonTool = (text: string) => `{\n  "name": "get_weather",\n  "description": ${JSON.stringify(text)},\n  "parameters": {"type": "object"}\n}\n`;
const TWO = 'Fetch the current weather for a city. Use when the user asks about the weather.';

describe('description/required', () => {
  const req = at('description/required');
  it('passes a described tool', async () => {
    expect(await t.findings(GOOD_TOOL, 'description/required')).toEqual([]);
  });
  it('reports a missing description at the tool', async () => {
    expect(await t.findings('name: get_weather\nparameters: {type: object}\n', 'description/required')).toEqual([
      req(1, 1, 'Tool "get_weather" has no description; say in 2–5 sentences what it does and when to call it.'),
    ]);
  });
  it('reports empty and blank descriptions at the key', async () => {
    const empty = req(2, 1, 'Tool "get_weather" has an empty description; say in 2–5 sentences what it does and when to call it.');
    expect(await t.findings(tool(''), 'description/required')).toEqual([empty]);
    expect(await t.findings(tool(' \n\t'), 'description/required')).toEqual([empty]);
  });
  it.each([
    ['[Fetch, weather]', 'array'],
    ['42', 'number'],
    ['{text: Fetch it.}', 'object'],
    ['null', 'null'],
  ])('reports description: %s as %s', async (value, type) => {
    expect(await t.findings(`name: get_weather\ndescription: ${value}\nparameters: {type: object}\n`, 'description/required')).toEqual([
      req(2, 1, `Tool "get_weather" has a description of type ${type}; write it as a string.`),
    ]);
  });
  it('names a tool without a string name by its place', async () => {
    const code = 'tools:\n  - name: get_weather\n    description: Fetch it. Use it.\n  - name: 12\n    parameters: {type: object}\n';
    expect(await t.findings(code, 'description/required')).toEqual([
      req(4, 5, 'Tool "#tools.1" has no description; say in 2–5 sentences what it does and when to call it.'),
    ]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonTool(''), 'description/required', { file: 'tool.json' })).toEqual([
      req(3, 3, 'Tool "get_weather" has an empty description; say in 2–5 sentences what it does and when to call it.'),
    ]);
  });
});

describe('description/sentence-count', () => {
  const count = at('description/sentence-count');
  const tooFew = (n: number) =>
    `Description has ${n} sentence${n === 1 ? '' : 's'}; write 2–5: what the tool does and when to call it, then its scope limits.`;
  const tooMany = (n: number) => `Description has ${n} sentences; cut it to 2–5 by dropping implementation details and background.`;

  it('passes 2 to 5 sentences', async () => {
    expect(await t.findings(GOOD_TOOL, 'description/sentence-count')).toEqual([]);
    expect(await t.findings(tool(TWO), 'description/sentence-count')).toEqual([]);
    expect(await t.findings(tool('One. Two. Three. Four. Five.'), 'description/sentence-count')).toEqual([]);
  });
  it('reports one sentence', async () => {
    expect(await t.findings(tool('Fetch the current weather.'), 'description/sentence-count')).toEqual([count(2, 1, tooFew(1))]);
  });
  it('reports six sentences', async () => {
    expect(await t.findings(tool('One. Two. Three. Four. Five. Six.'), 'description/sentence-count')).toEqual([count(2, 1, tooMany(6))]);
  });
  it('does not end sentences at abbreviations, decimals or dotted names', async () => {
    expect(await t.findings(tool('Fetch the weather, e.g. rain and wind, i.e. what it is like.'), 'description/sentence-count')).toEqual([count(2, 1, tooFew(1))]);
    expect(await t.findings(tool('Costs 2.5 credits and wraps os.path.join for you.'), 'description/sentence-count')).toEqual([count(2, 1, tooFew(1))]);
  });
  it('counts question and exclamation marks, and sentences over several lines', async () => {
    const code = 'name: get_weather\ndescription: >-\n  Is it raining? Ask this tool!\n  It knows.\nparameters: {type: object}\n';
    expect(await t.findings(code, 'description/sentence-count')).toEqual([]);
  });
  it('takes min and max as options', async () => {
    expect(await t.findings(tool('Fetch the weather.'), 'description/sentence-count', { options: { min: 1, max: 1 } })).toEqual([]);
    expect(await t.findings(tool(TWO), 'description/sentence-count', { options: { min: 1, max: 1 } })).toEqual([
      count(2, 1, 'Description has 2 sentences; cut it to 1–1 by dropping implementation details and background.'),
    ]);
    expect(await t.findings(tool(TWO), 'description/sentence-count', { options: { min: 3 } })).toEqual([
      count(2, 1, 'Description has 2 sentences; write 3–5: what the tool does and when to call it, then its scope limits.'),
    ]);
  });
  it('leaves missing or mistyped descriptions to description/required', async () => {
    expect(await t.findings('name: get_weather\ndescription: [a]\nparameters: {}\n', 'description/sentence-count')).toEqual([]);
  });
  it('reports unicode text by its sentences', async () => {
    expect(await t.findings(tool('Récupère la météo actuelle. À utiliser quand on demande le temps.'), 'description/sentence-count')).toEqual([]);
    expect(await t.findings(tool('获取当前天气。当用户问天气时使用。'), 'description/sentence-count')).toEqual([]);
    expect(await t.findings(tool('获取当前天气。'), 'description/sentence-count')).toEqual([count(2, 1, tooFew(1))]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonTool('Fetch it.'), 'description/sentence-count', { file: 'tool.json' })).toEqual([count(3, 3, tooFew(1))]);
  });
});

describe('description/answer-first', () => {
  const first = at('description/answer-first');
  const weak = (opening: string) => `Description opens with "${opening}"; lead with a verb and its object, e.g. "Fetch the current weather for a city."`;

  it('passes a verb-first description', async () => {
    expect(await t.findings(GOOD_TOOL, 'description/answer-first')).toEqual([]);
    expect(await t.findings(tool('Returns the weather. Use it.'), 'description/answer-first')).toEqual([]);
  });
  it.each([
    ['This tool can be used to get the weather. Use it when asked.', 'This tool can be used…'],
    ['Allows the agent to fetch the weather. Use it when asked.', 'Allows the agent to fetch…'],
    ['Used to fetch weather. Use it.', 'Used to fetch weather.'],
    ['A weather tool. Use it.', 'A weather tool.'],
    ['Tool for weather lookups. Use it.', 'Tool for weather lookups.'],
    ['We fetch the weather for you. Use it.', 'We fetch the weather for…'],
    ['"This" tool fetches weather. Use it.', '"This" tool fetches weather.'],
  ])('reports %j', async (text, opening) => {
    expect(await t.findings(tool(text), 'description/answer-first')).toEqual([first(2, 1, weak(opening))]);
  });
  it('accepts first words listed in allow', async () => {
    expect(await t.findings(tool('Helper fetches weather. Use it.'), 'description/answer-first', { options: { allow: ['helper'] } })).toEqual([]);
    expect(await t.findings(tool('Helper fetches weather. Use it.'), 'description/answer-first')).toEqual([first(2, 1, weak('Helper fetches weather.'))]);
  });
  it('leaves text it cannot read (no Latin first word) alone', async () => {
    expect(await t.findings(tool('获取当前天气。使用它。'), 'description/answer-first')).toEqual([]);
  });
  it('reports in a catalog and in JSON', async () => {
    const code = 'tools:\n  - name: a\n    description: Fetch it. Use it.\n  - name: b\n    description: This fetches it. Use it.\n';
    expect(await t.findings(code, 'description/answer-first')).toEqual([first(5, 5, weak('This fetches it.'))]);
    expect(await t.findings(jsonTool('This fetches it. Use it.'), 'description/answer-first', { file: 'tool.json' })).toEqual([first(3, 3, weak('This fetches it.'))]);
  });
});

describe('description/no-marketing', () => {
  const mk = at('description/no-marketing');
  const word = (w: string) => `Description uses the marketing word "${w}"; state observable behaviour instead.`;
  it('passes plain descriptions', async () => {
    expect(await t.findings(GOOD_TOOL, 'description/no-marketing')).toEqual([]);
    expect(await t.findings(tool('Fetch powerfully? No: fetch power readings. Use it.'), 'description/no-marketing')).toEqual([]);
  });
  it('reports the first marketing word of the text, once', async () => {
    expect(await t.findings(tool('Fetch the weather with our robust, powerful engine. Use it.'), 'description/no-marketing')).toEqual([mk(2, 1, word('robust'))]);
  });
  it('matches hyphenated words and any case', async () => {
    expect(await t.findings(tool('BLAZING-FAST weather. Use it.'), 'description/no-marketing')).toEqual([mk(2, 1, word('blazing-fast'))]);
  });
  it('takes its own word list', async () => {
    expect(await t.findings(tool('Fetch the weather, simply. Use it.'), 'description/no-marketing', { options: { words: ['simply'] } })).toEqual([mk(2, 1, word('simply'))]);
    expect(await t.findings(tool('A powerful fetch. Use it.'), 'description/no-marketing', { options: { words: ['simply'] } })).toEqual([]);
  });
  it('reports in JSON', async () => {
    expect(await t.findings(jsonTool('Seamless weather. Use it.'), 'description/no-marketing', { file: 'tool.json' })).toEqual([mk(3, 3, word('seamless'))]);
  });
});

describe('description/max-length', () => {
  const max = at('description/max-length');
  it('passes 600 characters', async () => {
    expect(await t.findings(tool('x'.repeat(600)), 'description/max-length')).toEqual([]);
  });
  it('reports 601 characters', async () => {
    expect(await t.findings(tool('x'.repeat(601)), 'description/max-length')).toEqual([
      max(2, 1, 'Description is 601 characters, over 600; cut background and implementation details.'),
    ]);
  });
  it('counts the folded text, not the source lines', async () => {
    const code = `name: get_weather\ndescription: >-\n${Array.from({ length: 20 }, () => '  ' + 'word '.repeat(6).trim()).join('\n')}\nparameters: {}\n`;
    // 20 lines of 29 characters, folded with single spaces: 20 * 29 + 19 = 599.
    expect(await t.findings(code, 'description/max-length')).toEqual([]);
  });
  it('takes max as an option', async () => {
    expect(await t.findings(tool(TWO), 'description/max-length', { options: { max: 50 } })).toEqual([
      max(2, 1, `Description is ${TWO.length} characters, over 50; cut background and implementation details.`),
    ]);
  });
  it('reports in the second document', async () => {
    const code = `name: a\ndescription: Short. Fine.\n---\nname: b\ndescription: ${'y'.repeat(700)}\n`;
    expect(await t.findings(code, 'description/max-length')).toEqual([
      max(5, 1, 'Description is 700 characters, over 600; cut background and implementation details.'),
    ]);
  });
});

t.coversEveryMessage(['description/required', 'description/sentence-count', 'description/answer-first', 'description/no-marketing', 'description/max-length']);
