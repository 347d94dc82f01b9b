/**
 * Adversarial inputs of a given size, for the scaling test (linear.test.ts): each family makes a run
 * (files, and the live server, earlier revision and lock entry that the server/*, compat/* and
 * lock/* rules read) whose size grows with `n`.
 *
 * Which fields are filled is read, not listed: every field of a tool in the descriptor's JSON Schema
 * (schemas/descriptor.schema.json), and in `parameters` and `returns` every keyword of JSON Schema
 * draft-07 that takes a string or any value, so a field added to the format is grown too. Only what
 * the format's schema does not describe is added by hand: the error envelope of an example's result
 * (§7), and what platforms show the model besides the descriptor (an MCP annotation title,
 * Anthropic's argument examples).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { builtinRules } from '../../rules/index.js';
import { entryOf } from '../../src/diff/lock.js';
import type { ListedServer } from '../../src/servers/sidecars.js';
import { BAD, docPath, hasDocPage, parseDocPage } from '../rule-docs.js';
import { ROOT } from '../helpers.js';
import { parse as parseYaml, stringify as toYaml } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, unknown>;

/** One run's input: files in memory, and what the rules that compare with something else are given. */
export interface Run {
  files: Array<{ path: string; text: string }>;
  servers?: ListedServer[];
  previous?: { ref: string; tools: Map<string, { descriptor: Record<string, unknown>; file: string }> };
  lock?: Record<string, Record<string, ReturnType<typeof entryOf>>>;
}

export interface Family {
  name: string;
  /**
   * The run at size n (n counts characters of each text, or items of each list). A different `salt`
   * makes texts that differ in a word, so that no cache of an earlier run's (compiled patterns)
   * answers for this one.
   */
  make: (n: number, salt?: number) => Run;
  /** The smallest n tried, and the largest. */
  from: number;
  to: number;
}

const require = createRequire(import.meta.url);
const DESCRIPTOR = JSON.parse(readFileSync(path.join(ROOT, 'schemas', 'descriptor.schema.json'), 'utf8')) as { definitions: Record<string, Schema> };
const DRAFT7 = require('ajv/dist/refs/json-schema-draft-07.json') as { properties: Record<string, unknown> };

/** Draft-07 keywords whose value is prose or a value (a string, or any JSON): every one of them carries the text. */
const TEXT_KEYWORDS = Object.entries(DRAFT7.properties)
  .filter(([k, s]) => !['$id', '$schema', '$ref'].includes(k) && (s === true || (typeof s === 'object' && s !== null && (s as Schema).type === 'string')))
  .map(([k]) => k);
/** Draft-07 keywords that take a list of values (enum, examples). */
const VALUE_LISTS = Object.entries(DRAFT7.properties)
  .filter(([, s]) => typeof s === 'object' && s !== null && (s as Schema).type === 'array' && (s as Schema).items === true)
  .map(([k]) => k);

/** The text of each place a text goes, in turn (a family may give each field a text of its own). */
type Texts = () => string;

/** A schema leaf carrying a text in every keyword that takes one. */
function schemaLeaf(text: Texts): Schema {
  const leaf: Schema = { type: 'string' };
  for (const k of TEXT_KEYWORDS) leaf[k] = text();
  for (const k of VALUE_LISTS) leaf[k] = [text(), 'plain'];
  return leaf;
}

/** `parameters` or `returns`: an object whose properties carry the texts, one named by one, one nested. */
function schemaBlock(text: Texts): Schema {
  return {
    type: 'object',
    description: text(),
    title: text(),
    additionalProperties: false,
    required: ['id'],
    properties: { id: schemaLeaf(text), [text()]: schemaLeaf(text), nested: { type: 'object', description: text(), properties: { inner: schemaLeaf(text) } } },
  };
}

function resolve(s: Schema): Schema {
  const ref = s.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) return resolve(DESCRIPTOR.definitions[ref.slice('#/definitions/'.length)]!);
  return s;
}

/** A value for a field of the descriptor format, with a text wherever the format takes a string. */
function fill(schema: Schema, text: Texts): Json | undefined {
  const s = resolve(schema);
  const branch = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  // Of a choice, the richest branch: the object form of `auth`.
  if (branch) return fill(branch.find((b) => resolve(b).type === 'object') ?? branch[0]!, text);
  if (Array.isArray(s.enum)) return s.enum[0] as Json;
  switch (s.type) {
    case 'string':
      return text();
    case 'boolean':
      return true;
    case 'number':
    case 'integer':
      return typeof s.minimum === 'number' ? Math.max(1, s.minimum) : 1;
    case 'array': {
      const item = fill((s.items ?? {}) as Schema, text);
      return item === undefined ? [] : [item, fill((s.items ?? {}) as Schema, text)!];
    }
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [k, sub] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
        const v = fill(sub, text);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/**
 * A tool with a text in every field: each field of the format's schema, `parameters` and `returns`
 * at two depths, an example that succeeds and one that fails, and what platforms show the model.
 * `text` is the text, or gives each place its own in turn.
 */
export function toolWith(given: string | Texts, name = 'get_thing'): Record<string, unknown> {
  const text: Texts = typeof given === 'string' ? () => given : given;
  const tool = DESCRIPTOR.definitions.tool!;
  const out: Record<string, unknown> = {};
  for (const [k, sub] of Object.entries(tool.properties as Record<string, Schema>)) {
    if (k === '$schema' || k === 'x-tooldoc') continue; // an address for editors; rules to turn off
    if (k === 'parameters' || k === 'returns') out[k] = schemaBlock(text);
    else {
      const v = fill(sub, text);
      if (v !== undefined) out[k] = v;
    }
  }
  const examples = out.examples as Array<Record<string, unknown>>;
  examples[0] = { ...examples[0], tool_call: { name, arguments: { id: text(), nested: { inner: text() } } }, result: { id: text() } };
  examples[1] = { ...examples[1], tool_call: { name, arguments: { id: text() } }, result: { error: { code: 'NOT_FOUND', message: text(), retryable: true } } };
  out['x-mcp'] = { annotations: { title: text() } };
  out['x-anthropic'] = { input_examples: [{ id: text() }] };
  out.deprecated = false;
  return out;
}

/** The same tool as an MCP server lists it. */
function asMcp(tool: Record<string, unknown>): Record<string, unknown> {
  return { name: tool.name, title: tool.title, description: tool.description, inputSchema: tool.parameters, outputSchema: tool.returns, annotations: { title: tool.title, readOnlyHint: false, destructiveHint: true } };
}

const PLAIN = toolWith('Looks up one thing by its id.');

/**
 * A run of one tool: a descriptor file (JSON, or YAML), documenting a tool a live server lists (as
 * a sidecar), an MCP tools/list file, the tool at an earlier revision, and its lock entry.
 */
export function runOf(tool: Record<string, unknown>, format: 'json' | 'yaml' = 'json'): Run {
  const name = String(tool.name);
  const text = format === 'json' ? JSON.stringify(tool, null, 1) : toYaml(tool, { lineWidth: 0, aliasDuplicateObjects: false });
  return {
    files: [
      { path: `tool.${format}`, text },
      { path: 'list.json', text: JSON.stringify({ tools: [asMcp({ ...tool, name: `${name}_listed` })] }) },
    ],
    servers: [{ name: 'srv', source: 'node srv.js', tools: [asMcp(tool), asMcp({ ...PLAIN, name: 'other_tool' })] }],
    previous: { ref: 'HEAD~1', tools: new Map([[name, { descriptor: PLAIN, file: `HEAD~1:tool.${format}` }]]) },
    lock: { files: { [name]: entryOf(PLAIN) } },
  };
}

/** White space a text may be padded with: each kind that JavaScript's `\s` (and YAML, and line counting) treats differently. */
const SPACES: Record<string, string> = {
  space: ' ',
  tab: '\t',
  'line feed': '\n',
  'carriage return': '\r',
  'CR LF': '\r\n',
  'no-break space': '\u00a0',
  'line separator': '\u2028',
  'ideographic space': '\u3000',
  'zero-width space': '\u200b',
};

const repeat = (token: string, n: number) => token.repeat(Math.max(1, Math.ceil(n / token.length))).slice(0, Math.max(n, token.length));

/** Every text field holds the text (or each the next of several); `n` is its length. */
const textFamily = (name: string, text: (n: number) => string | Texts, format: 'json' | 'yaml' = 'json'): Family => ({
  name,
  make: (n, salt = 0) => {
    const given = text(n);
    const salted: Texts = typeof given === 'string' ? () => `${salt} ${given}` : () => `${salt} ${given()}`;
    return runOf(toolWith(salted), format);
  },
  from: 256,
  to: 32_768,
});

/** Texts taken in turn, so that each field gets each of them in one family or another. */
const inTurn = (texts: string[], start = 0): Texts => {
  let i = start;
  return () => texts[i++ % texts.length]!;
};

/**
 * Tokens each rule's own bad example is made of (rules/<id>.md): the words and marks that set the
 * rule off, repeated.
 */
function triggerTokens(): Array<{ rule: string; tokens: string[] }> {
  const out: Array<{ rule: string; tokens: string[] }> = [];
  for (const rule of builtinRules) {
    if (!hasDocPage(rule.meta.id)) continue;
    const strings = new Set<string>();
    for (const block of parseDocPage(docPath(rule.meta.id)).blocks.filter((b) => b.section === BAD)) {
      let value: unknown;
      try {
        value = block.lang === 'json' ? JSON.parse(block.code) : parseYaml(block.code);
      } catch {
        continue;
      }
      const walk = (v: unknown, key?: string) => {
        if (typeof v === 'string' && v.length >= 3) strings.add(v);
        else if (Array.isArray(v)) v.forEach((x) => walk(x));
        else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) {
          if (k.length >= 3) strings.add(k);
          walk(x, k);
        }
        void key;
      };
      walk(value);
    }
    if (strings.size) out.push({ rule: rule.meta.id, tokens: [...strings] });
  }
  return out;
}

/**
 * A catalog of `n` tools, near copies of one another (the shape catalog rules compare): descriptions
 * that differ in a word, a name every fourth tool shares, replacements that point along the list;
 * every other tool also listed by a live server.
 */
function catalog(n: number): Run {
  const tools = Array.from({ length: n }, (_, i) => {
    const name = i % 4 === 0 ? 'get_thing_twin' : `get_thing_${i}`;
    return { ...toolWith(`Looks up thing ${i % 7} by its id. Use when the user asks about thing ${i % 7}.`, name), name, deprecated: i % 3 === 0, replacement: `get_thing_${i + 1}` };
  });
  return { files: [{ path: 'catalog.json', text: JSON.stringify({ tools }) }], servers: [{ name: 'srv', source: 'node srv.js', tools: tools.filter((_, i) => i % 2).map(asMcp) }] };
}

/**
 * A parameter whose name and description both grow: what a rule works out from the name must be
 * worked out once per text, not once per sentence of it (that is the product of the two lengths).
 */
function longParameter(n: number, salt = 0): Run {
  const name = 'q'.repeat(n);
  const description = `${salt} ` + repeat('See [x](y), e.g. a, b, or c; and "quoted" text. ', n);
  const parameters = { type: 'object', additionalProperties: false, required: [name], properties: { [name]: { type: 'string', description } } };
  return runOf({ ...PLAIN, description: `${salt} ${PLAIN.description as string}`, parameters });
}

/** The same for the tool's name (each sentence may mention it) and its description. */
function longName(n: number, salt = 0): Run {
  const name = `get_${'q'.repeat(n)}`;
  return runOf({ ...PLAIN, name, description: `${salt} ` + repeat(`Call ${name} first, e.g. a, b, or c; see [x](y). `, n) });
}

/** A tool whose parameters are `$defs` levels, each offering two branches to the next, and examples whose values reach the bottom (or fail there). */
function refDag(levels: number): Run {
  const $defs: Record<string, unknown> = {};
  for (let i = 0; i < levels; i++) {
    $defs[`l${i}`] = { description: `Level ${i}.`, anyOf: [{ $ref: `#/$defs/l${i + 1}` }, { $ref: `#/$defs/l${i + 1}`, description: 'The same again.' }] };
  }
  $defs[`l${levels}`] = { type: 'integer', description: 'The bottom.' };
  const parameters = { type: 'object', additionalProperties: false, $defs, properties: { v: { $ref: '#/$defs/l0', description: 'A value.' } } };
  const returns = { type: 'object', $defs, properties: { v: { $ref: '#/$defs/l0', description: 'A value.' } } };
  const tool = { ...PLAIN, parameters, returns };
  const examples = (PLAIN.examples as Array<Record<string, unknown>>).map((e, i) => ({ ...e, tool_call: { name: PLAIN.name, arguments: { v: i ? 'not a number' : 7 } }, result: i ? e.result : { v: 'wrong' } }));
  return runOf({ ...tool, examples });
}

/** A chain of `$ref`s `n` long (each definition points to the next), read by every rule that follows references. */
function refChain(n: number): Run {
  const $defs: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) $defs[`c${i}`] = { type: 'object', description: `Link ${i}.`, properties: { next: { $ref: `#/$defs/c${i + 1}`, description: 'The next link.' } } };
  $defs[`c${n}`] = { type: 'string', description: 'The end.' };
  const schema = { type: 'object', additionalProperties: false, $defs, properties: { head: { $ref: '#/$defs/c0', description: 'The first link.' } } };
  return runOf({ ...PLAIN, parameters: schema, returns: schema });
}

/** Properties `n` wide, each with its own name, text, enum and example. */
function wide(n: number): Run {
  const properties = Object.fromEntries(Array.from({ length: n }, (_, i) => [`field_${i}`, { type: 'string', description: `Field ${i} of the record, in characters.`, enum: [`a${i}`, `b${i}`], examples: [`a${i}`] }]));
  const schema = { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
  return runOf({ ...PLAIN, parameters: schema, returns: schema });
}

/** Nesting as deep as the parser allows, with `n` siblings at each level. */
function deep(n: number): Run {
  let s: Record<string, unknown> = { type: 'string', description: 'The leaf.' };
  for (let d = 0; d < 20; d++) s = { type: 'object', description: `Depth ${d}.`, properties: Object.fromEntries([['child', s], ...Array.from({ length: n / 20 }, (_, i) => [`s${i}`, { type: 'integer', description: 'A sibling.' }])]) };
  return runOf({ ...PLAIN, parameters: { ...s, additionalProperties: false }, returns: s });
}

/** Lists `n` long: enum values, examples, required names, errors, tool examples, search keywords. */
function lists(n: number): Run {
  const values = Array.from({ length: n }, (_, i) => `value_${i}`);
  const base = toolWith('Looks up one thing by its id.');
  const errors = Array.from({ length: n }, (_, i) => ({ code: `ERROR_${i}`, http_status: 400 + (i % 100), retryable: i % 2 === 0, description: `Failure ${i}.`, recovery: 'Back off using Retry-After, max 3 attempts.' }));
  const examples = Array.from({ length: n }, (_, i) => ({ prompt: `Get thing ${i}`, tool_call: { name: base.name, arguments: { id: values[i] } }, result: i % 2 ? { id: values[i] } : { error: { code: `ERROR_${i}`, message: `Failure ${i}.`, retryable: true } } }));
  const parameters = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'string', description: 'The id.', enum: values, examples: values } } };
  return runOf({ ...base, parameters, errors, examples, tool_search_keywords: values });
}

export function families(): Family[] {
  const out: Family[] = [];
  // A run of each kind of white space inside a text, and one at its end (in families of their own).
  // Apart: a pattern that looks past a run for text after it is fast where text follows and slow
  // (cubic, for a lookahead over blanks) where none does.
  for (const [label, ch] of Object.entries(SPACES)) {
    out.push(textFamily(`runs of ${label}, inside a text`, (n) => 'Fetch one thing.' + ch.repeat(n) + 'Then go on.'));
    out.push(textFamily(`runs of ${label}, at the end of a text`, (n) => 'Fetch one thing.' + ch.repeat(n)));
  }
  out.push(textFamily('a text of line feeds, in YAML', (n) => 'Fetch one thing.' + '\n'.repeat(n) + 'Then go on.' + '\n'.repeat(n), 'yaml'));
  out.push(textFamily('a text of spaces and tabs, in YAML', (n) => 'Fetch one thing.' + ' \t'.repeat(n >> 1) + 'x' + ' \t'.repeat(n >> 1), 'yaml'));
  for (const [label, token] of Object.entries({ letter: 'a', capital: 'A', digit: '7', underscore: '_', word: 'read ', sentence: 'Read it. ', 'mixed-case word': 'getThingById' })) {
    out.push(textFamily(`a long run of ${label}s`, (n) => repeat(token, n)));
  }
  // Every printable ASCII mark, repeated: the characters regular expressions treat specially. Each
  // field gets a mark of its own, the next family the next mark, so that every field gets every mark.
  const MARKS = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^`{|}~'];
  for (let k = 0; k < 4; k++) out.push(textFamily(`long runs of ASCII marks (${k + 1} of 4)`, (n) => inTurn(MARKS.map((m) => 'Fetch ' + m.repeat(n) + ' x'), k * 8)));
  // The words and marks that set each rule off, from its own bad example (rules/<id>.md): a group of
  // rules at a time.
  const groups = new Map<string, string[]>();
  for (const { rule, tokens } of triggerTokens()) {
    const group = rule.split('/')[0]!;
    groups.set(group, [...(groups.get(group) ?? []), tokens.join(' ')]);
  }
  // Each field the words of one rule of the group in turn, with the spaces left out (run together:
  // one long word with marks in it; the tool's name among them) or as written (repeated).
  for (const [group, texts] of groups) {
    out.push(textFamily(`the words of the ${group}/* rules' bad examples, run together and repeated`, (n) => inTurn(texts.flatMap((t) => [repeat(t.replace(/\s+/g, ''), n), repeat(t + ' ', n)]))));
  }
  out.push({ name: 'a long parameter name whose description is many sentences', make: longParameter, from: 256, to: 32_768 });
  out.push({ name: 'a long tool name whose description is many sentences', make: longName, from: 256, to: 32_768 });
  out.push({ name: 'a catalog of near copies', make: catalog, from: 16, to: 1024 });
  out.push({ name: '$ref levels, each with two anyOf branches, used by examples', make: refDag, from: 4, to: 64 });
  out.push({ name: 'a chain of $ref', make: refChain, from: 16, to: 16_384 });
  out.push({ name: 'wide schemas', make: wide, from: 16, to: 16_384 });
  out.push({ name: 'deep and wide schemas', make: deep, from: 40, to: 16_384 });
  out.push({ name: 'long enums, examples, errors and keywords', make: lists, from: 16, to: 8192 });
  return out;
}
