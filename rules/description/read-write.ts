import { canBeVerb, defineRule, fieldName, hasText, holdsField, isObject, own, snakeKey } from '../../src/toolkit/index.js';

/**
 * Verbs that say a tool acts on something without saying what it does to it: "Manage users",
 * "Process data", "Handle the request". A tool named or described with one of these, and with no
 * verb anywhere that says it reads, adds, changes or deletes, leaves an agent guessing whether a call
 * is safe.
 */
const VAGUE = new Set('manage manages managing management handle handles handling handler process processes processing operate operates control controls administer administers interact interacts'.split(' '));

/** Verbs that say nothing of what they do, nor that something is done vaguely: "Perform the action", "doStuff". */
const NEUTRAL = new Set('do does doing perform performs performing use uses using'.split(' '));

/** Parameters that pick the operation: their values say what the tool does (search/one-purpose weighs them). */
const SWITCH = /^(?:action|operation|op|mode|command|cmd|method)$/;

/** Words that say plainly whether a tool changes anything, whatever its verbs. */
const STATED = /\bread[- ]?only\b|\bno side[- ]effects?\b|\bdoes(?: not|n't) (?:modify|change|write|alter)\b|\bwithout (?:modifying|changing)\b|\bsafe to (?:call|retry|run)\b|\bmodif\w*|\bwrit(?:e|es|ing)\b|\bmutat\w*|\bchang(?:e|es|ing)\b|\bdestructive\b|\bpersist\w*|\bstor(?:e|es|ing)\b/i;

/** The words of a text or a name: letters only, lower case, at most `max`. */
function words(text: string, max: number): string[] {
  return (snakeKey(text).match(/[a-z]+/g) ?? []).slice(0, max);
}

export default defineRule({
  meta: {
    id: 'description/read-write',
    level: null,
    severity: 'warning',
    description:
      'A tool whose name and description act with a vague verb ("manage", "process", "handle") says whether it only reads or changes something.',
    // Its words are English: a description in another language is skipped, and the run says so.
    languages: ['en'],
    spec: '§3.2, §5',
    recommended: false,
    fields: ['description'],
    messages: {
      unstated:
        'Description of "{{tool}}" does not say whether the tool only reads or also changes something ("{{verb}}" can mean either); say which (e.g. "Read-only: lists …" or "Creates or deletes …"){{hint}}.',
    },
  },
  check({ tool, report }) {
    const d = tool.descriptor.description;
    if (!hasText(d)) return;
    // Hints that say it already (MCP readOnlyHint, a descriptor's idempotency.safe) answer the question for clients.
    if (tool.descriptor.idempotency !== undefined) return;
    const nameWords = words(tool.name, 12);
    // Only the first 200 words: a description that has not said it by then has not said it up front.
    const textWords = words(d, 200);
    const vague = [...nameWords, ...textWords.slice(0, 3)].find((w) => VAGUE.has(w));
    if (!vague) return;
    // Any other verb ("list", "create", "pause", "repair"), in the name or the text, says what happens.
    if ([...nameWords, ...textWords].some((w) => !VAGUE.has(w) && !NEUTRAL.has(w) && canBeVerb(w))) return;
    const props = isObject(tool.descriptor.parameters) ? own(tool.descriptor.parameters, 'properties') : undefined;
    if (isObject(props) && Object.entries(props).some(([k, s]) => SWITCH.test(snakeKey(k)) && isObject(s) && Array.isArray(own(s, 'enum')))) return;
    if (STATED.test(d)) return;
    const hint = holdsField(tool, 'idempotency') ? `, or set ${fieldName(tool, ['idempotency', 'safe'])}` : '';
    report({ path: ['description'], messageId: 'unstated', data: { verb: vague, hint } });
  },
});
