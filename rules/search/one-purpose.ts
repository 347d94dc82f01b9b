import { type ActionKind, defineRule, isObject, own, snakeKey, verbKind } from '../../src/toolkit/index.js';

/** Parameters that pick what the tool does: `action`, `operation`, `mode`, `command`, `method` … */
const OPERATION_PARAM = /^(?:action|actions|action_type|operation|operation_type|op|mode|command|cmd|sub_command|subcommand|method|task|verb)$/;

/** Words a tool's name may hold that say it does several things: left out of the suggested names. */
const UMBRELLA = new Set('manage management handle handler process do perform operate operations ops control admin crud tool tools action actions execute run interact'.split(' '));

/**
 * Reads an operation enum plainly names. Not every verb the toolkit reads as looking something up:
 * "resolve" a comment, "validate" and "export" can change what they act on.
 */
const PLAIN_READS = new Set('get list read search find fetch query show view describe retrieve lookup count inspect browse status info stats check'.split(' '));

/** What one value of an operation enum does, read off its first word ("list", "create_key", "listByMonitor"). */
function operationKind(value: string): ActionKind | undefined {
  const kind = verbOf(value);
  if (kind === 'reads' && !PLAIN_READS.has(snakeKey(value).split('_')[0]!)) return undefined;
  return kind;
}

function verbOf(value: string): ActionKind | undefined {
  // "GET", "DELETE", "SELECT": an HTTP method or an SQL statement the tool passes on, not its own operation.
  if (!/[a-z]/.test(value)) return undefined;
  const words = snakeKey(value).split('_').filter(Boolean);
  const first = words[0];
  if (!first) return undefined;
  // "logs", "events", "records": a value of one plural word names a kind of thing, not an operation.
  if (words.length === 1 && /[^su]s$/.test(first)) return undefined;
  return verbKind(first);
}

const WRITE_ORDER: readonly ActionKind[] = ['destroys', 'pays', 'changes', 'adds'];

/**
 * The two values that show the tool does operations of different kinds: a read and a write (its
 * hints cannot say it is read-only), or a create and a delete (nor that it only adds). Undefined
 * for values of one kind, or with fewer than two operations among them (modes, formats, units).
 */
function mixedOperations(values: readonly string[]): { kinds: 'read' | 'create'; a: string; b: string } | undefined {
  // Each kind's first value, a bare operation ("delete") before one with an object ("remove_tag").
  const byKind = new Map<ActionKind, string>();
  for (const v of [...values].sort((x, y) => Number(/[_\s.-]|[a-z][A-Z]/.test(x)) - Number(/[_\s.-]|[a-z][A-Z]/.test(y)))) {
    const kind = operationKind(v);
    if (kind && !byKind.has(kind)) byKind.set(kind, v);
  }
  const read = byKind.get('reads');
  // The write that shows the most: a delete before a change before an add.
  const write = WRITE_ORDER.map((k) => byKind.get(k)).find((v) => v !== undefined);
  if (read !== undefined && write !== undefined) return { kinds: 'read', a: read, b: write };
  const add = byKind.get('adds');
  const destroy = byKind.get('destroys');
  if (add !== undefined && destroy !== undefined) return { kinds: 'create', a: add, b: destroy };
  return undefined;
}

/** A name for the tool that does one value's operation: the value, then what the tool's name is about. */
function suggestedName(toolName: string, value: string): string {
  const op = snakeKey(value);
  if (op.includes('_')) return op;
  // What the tool's name is about, past its umbrella words and a verb it opens with ("manage_accounts" →
  // "accounts"); "logs_pipelines" and "scheduled_tasks" open with a noun and an adjective, kept.
  const words = snakeKey(toolName).split('_').filter((w, i) => w && !UMBRELLA.has(w) && !(i === 0 && verbKind(w) && !/(?:s|ed|ing)$/.test(w)));
  return words.length ? `${op}_${words.join('_')}` : op;
}

export default defineRule({
  meta: {
    id: 'search/one-purpose',
    level: null,
    severity: 'warning',
    description:
      'A tool does one kind of thing: an `action`/`operation`/`mode` parameter does not switch it between reading and writing, or between creating and deleting.',
    spec: '§12',
    tags: ['search'],
    fields: ['parameters'],
    messages: {
      readWrite:
        'Parameter "{{param}}" of "{{tool}}" switches it between reading ("{{a}}") and writing ("{{b}}"); split it into one tool per operation (e.g. "{{nameA}}" and "{{nameB}}"), so each does one thing and can say it only reads.',
      createDelete:
        'Parameter "{{param}}" of "{{tool}}" switches it between creating ("{{a}}") and deleting ("{{b}}"); split it into one tool per operation (e.g. "{{nameA}}" and "{{nameB}}"), so each does one thing and the delete can be confirmed on its own.',
    },
  },
  check({ tool, report }) {
    const p = tool.descriptor.parameters;
    const props = isObject(p) ? own(p, 'properties') : undefined;
    if (!isObject(props)) return;
    for (const [key, schema] of Object.entries(props)) {
      if (!OPERATION_PARAM.test(snakeKey(key)) || !isObject(schema)) continue;
      const values = own(schema, 'enum');
      if (!Array.isArray(values)) continue;
      const mixed = mixedOperations(values.filter((v): v is string => typeof v === 'string'));
      if (!mixed) continue;
      report({
        path: ['parameters', 'properties', key],
        messageId: mixed.kinds === 'read' ? 'readWrite' : 'createDelete',
        data: { param: key, a: mixed.a, b: mixed.b, nameA: suggestedName(tool.name, mixed.a), nameB: suggestedName(tool.name, mixed.b) },
      });
      // One finding per tool: a second switch says the same.
      return;
    }
  },
});
