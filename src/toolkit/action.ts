/**
 * What a tool says it does, from its own words: the verb of its name (`get_weather`, `browser_resize`,
 * `deleteFile`) and the verb its description opens with ("Resize the browser window"). The hints a
 * tool declares (read-only, destructive) are claims; rules that build on a claim ask this first, so
 * that a search annotated destructive is told its hint is wrong once, and is not then asked to warn
 * that it "permanently deletes".
 *
 * Kinds, from harmless to harmful:
 * - `reads`: looks something up, computes or renders without changing anything (get, search, list,
 *   convert, screenshot);
 * - `navigates`: moves around a page or a window without changing data (navigate, scroll, resize,
 *   go back, wait);
 * - `interacts`: acts on a page as a user would (click, type, press a key, fill a form, select);
 * - `runs`: runs or starts something whose effect depends on what it runs (run, execute, invoke);
 * - `adds`: creates or sends something new (create, add, insert, send, upload);
 * - `changes`: changes something that exists (update, set, move, deploy, close);
 * - `destroys`: deletes, overwrites or revokes (delete, remove, drop, purge, overwrite, cancel);
 * - `pays`: moves money (pay, charge, refund, transfer, purchase).
 *
 * English verbs only; a tool whose name and description hold none of them has no kind (`undefined`),
 * and rules then take its hints at their word.
 */
import { snakeKey } from './text.js';
import type { Tool } from '../types/index.js';

export type ActionKind = 'reads' | 'navigates' | 'interacts' | 'runs' | 'adds' | 'changes' | 'destroys' | 'pays';

const KINDS: Record<ActionKind, string> = {
  reads:
    'get fetch retrieve list search find read show view display describe lookup look query check count inspect browse locate discover explore preview validate verify ' +
    'analyze analyse calculate compute estimate compare summarize summarise explain lint diff resolve detect identify recognize recognise parse scan audit measure ' +
    'convert translate transcribe render screenshot snapshot download export extract echo think reason plan suggest recommend return generate ' +
    'geocode reverse route rank test ping status info stats',
  navigates: 'navigate go open visit resize scroll hover focus zoom wait switch reload refresh highlight emulate back forward maximize minimize',
  interacts: 'click tap type press fill select drag handle dismiss choose uncheck swipe',
  runs: 'run execute exec eval invoke trigger start launch call',
  adds: 'create add insert append post new register comment publish send email notify message invite subscribe schedule book reserve log record upload save submit',
  changes:
    'update modify edit set change rename move patch put apply merge commit push deploy install configure enable disable toggle lock unlock assign grant approve reject ' +
    'close archive restore import sync stop restart write replace upsert mark label tag',
  destroys: 'delete remove drop destroy purge truncate erase wipe clear reset revoke terminate kill uninstall unlink rm prune overwrite discard expunge evict nuke trash unpublish cancel',
  pays: 'pay charge refund transfer purchase buy checkout withdraw deposit',
};

const HARM: Record<ActionKind, number> = { reads: 0, navigates: 1, interacts: 2, runs: 3, adds: 4, changes: 5, destroys: 6, pays: 7 };

const VERBS = new Map<string, ActionKind>();
for (const [kind, words] of Object.entries(KINDS) as Array<[ActionKind, string]>) {
  for (const w of words.split(' ')) if (!VERBS.has(w)) VERBS.set(w, kind);
}

/** A verb's kind, from its base form or a third-person/-ing/-ed form ("deletes", "searching", "created"). */
export function verbKind(word: string): ActionKind | undefined {
  const w = word.toLowerCase();
  const hit = VERBS.get(w);
  if (hit) return hit;
  for (const base of [w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, ''), w.replace(/ing$/, ''), w.replace(/ing$/, 'e'), w.replace(/ed$/, ''), w.replace(/d$/, '')]) {
    if (base !== w && base.length > 1 && VERBS.has(base)) return VERBS.get(base);
  }
  return undefined;
}

/** "Drop files onto an element", "drag … and drop": a page interaction, not a dropped table. */
const ONTO = /^\W*drop\b[^.]{0,60}?\b(?:onto|into|on)\b/i;

export interface DescribedAction {
  kind: ActionKind;
  /** The word it was read from, as written. */
  verb: string;
  /** Where: the name or the description. */
  from: 'name' | 'description';
}

/**
 * Words that are verbs first in a name (`log_event`, `type_text`) but nouns after a prefix
 * (`console_logs`, `npm_types`, `blog_post`): read as a verb only as the name's first word.
 */
const NOUNS_AFTER = new Set('type types log logs post posts record records message messages comment comments email emails tag tags label labels mark status info stats test tests route routes plan plans check checks count counts set list view views lock schedule book books charge charges patch put call calls return returns reason score key keys order orders back forward'.split(' '));

/** The verb of a tool name: its first word, or a later one after a prefix (`browser_resize` → resize, `maps_geo` → none). */
function nameVerb(name: string): { verb: string; kind: ActionKind } | undefined {
  const words = snakeKey(name.split('.').pop() ?? name).split('_').filter(Boolean);
  for (const [i, w] of words.slice(0, 3).entries()) {
    if (i > 0 && NOUNS_AFTER.has(w)) continue;
    const kind = verbKind(w);
    if (kind) return { verb: w, kind };
  }
  return undefined;
}

/** The verb a description opens with: its first word, past markdown, emoji and "This tool …". */
const OPENING = /^[^\p{L}]*(?:(?:this|the)\s+(?:tool|function|endpoint|method|api)\s+(?:will\s+|can\s+|is\s+used\s+to\s+)?|use\s+(?:this\s+)?(?:tool\s+)?to\s+)?(\p{L}[\p{L}'-]*)/iu;

/** The word a description opens with, past markdown, emoji and "This tool will …" ("Delete", "send"). */
export function openingWord(text: string): string {
  return OPENING.exec(text)?.[1] ?? '';
}

function descriptionVerb(text: string): { verb: string; kind: ActionKind } | undefined {
  const m = OPENING.exec(text);
  if (!m) return undefined;
  const verb = m[1]!;
  if (/^drop$/i.test(verb) && ONTO.test(text.slice(m.index + m[0].length - verb.length))) return { verb, kind: 'interacts' };
  const kind = verbKind(verb);
  return kind ? { verb, kind } : undefined;
}

/**
 * What the tool says it does: the more harmful of what its name and its description's first verb
 * say (a `get_user` that "Deletes a user" deletes). Undefined when neither holds a verb this knows.
 */
export function describedAction(tool: Pick<Tool, 'name' | 'descriptor'>): DescribedAction | undefined {
  const d = tool.descriptor.description;
  const fromText = typeof d === 'string' ? descriptionVerb(d) : undefined;
  const fromName = nameVerb(tool.name);
  const pick = (a: typeof fromText, from: DescribedAction['from']) => (a ? { kind: a.kind, verb: a.verb, from } : undefined);
  // The same word in both ("browser_drop": "Drop files onto an element") is read as the description uses it.
  if (fromText && fromName && fromName.verb.toLowerCase() !== fromText.verb.toLowerCase()) return HARM[fromName.kind] > HARM[fromText.kind] ? pick(fromName, 'name') : pick(fromText, 'description');
  return pick(fromText, 'description') ?? pick(fromName, 'name');
}

/** Words that say a tool loses data, anywhere in a text: a destructive hint on it is believable. */
export const LOSES_DATA =
  /\b(?:delet|remov|destroy|purg|truncat|eras|wip(?:e|es|ing)\b|overwrit|replac|discard|revok|terminat|kill|uninstall|cancel|irreversib|permanent|cannot be undone|lost\b|lose\b|drop(?:s|ped|ping)?\s+(?:the\s+|a\s+)?(?:table|database|collection|index|schema|column|view|branch)|clear(?:s|ed|ing)?\s+(?:all|the\s+)?(?:data|history|cache|cookies|storage|memory|table|list|session|records|contents|everything))\w*/i;

/**
 * Whether a destructive hint is believable for a tool: its own words say it may lose data, or they
 * say nothing this can read. A tool that says it only reads, moves around a page, acts on one as a
 * user would or adds something new (MCP: "If false, the tool performs only additive updates"), and
 * never mentions losing, replacing or updating anything, does not destroy data whatever its hint says.
 */
export function destructiveIsPlausible(tool: Pick<Tool, 'name' | 'descriptor'>): boolean {
  const action = describedAction(tool);
  if (!action || (HARM[action.kind] >= HARM.runs && action.kind !== 'adds')) return true;
  if (typeof tool.descriptor.description !== 'string') return false;
  // Quoted words are values the tool takes ("conflictBehavior: 'rename', 'replace' or 'fail'"), not what it does.
  const d = tool.descriptor.description.replace(/'[^'\n]{0,40}'|"[^"\n]{0,40}"|`[^`\n]{0,40}`/g, ' ');
  return LOSES_DATA.test(d) || (action.kind === 'adds' && UPDATES.test(d));
}

/** Words that say an existing thing is changed in place: a tool that adds and updates can lose what it updates. */
const UPDATES = /\b(?:updat\w*|modif\w*|edit(?:s|ed|ing)?\b|merg\w*)/i;

/** Whether one kind is at least as harmful as another. */
export function atLeast(kind: ActionKind, than: ActionKind): boolean {
  return HARM[kind] >= HARM[than];
}

/**
 * Verbs the kinds above leave out (they sort verbs by what they do to data): words that act without
 * saying what they do to data ("pause", "repair", "solve"), and short forms of shell and API
 * commands. With the kinds' verbs, the words that can be verbs: a rule that asks for a verb reports
 * only a word that cannot be one.
 */
const NAME_VERBS = new Set(
  (
    'accept activate adjust aggregate allocate analyse annotate answer approve ask assert assess attach attack authenticate authorize autocomplete backup ' +
    'batch bid block bookmark build bulk bump buy calc calculate cast categorize chat classify clean cleanup clone close cluster collect combine compare ' +
    'compile complete compose compress concat configure confirm connect contact continue convert cook copy correlate crawl crop debug decide decline ' +
    'decode decrypt dedupe define del deny deploy design detach determine diagnose dispatch do draft draw duplicate embed encode encrypt end enqueue ' +
    'enrich ensure enter evaluate exchange exit expand expect expire explain fill filter finalize finish fix flag flip flush follow forecast fork format ' +
    'forward freeze gen geolocate give grab graph greet group guess hash help hide import index infer inform init initialize interact introduce join ' +
    'keep kick leave like link load login logout make map mask match measure mention merge migrate mint mix monitor mount mute normalize notify offer ' +
    'optimize order orchestrate pack page paginate parse paste pause pin place play plot poll predict prepare print probe process promote protect ' +
    'provision prune publish pull quote raise react read rebase rebuild recall recommend redact redeem redirect refine reindex reject release reload ' +
    'remind render reopen reorder repair repeat reply report request require rerun research reschedule resize resolve respond restock resume retry ' +
    'review revert rewrite roll rotate sample scale scrape screen seed sell serve setup share shorten show shuffle shutdown sign simulate skip sleep ' +
    'slice snooze solve sort speak split spawn stage star stream submit suggest summarize suspend swap take talk teach tell toss track train transform ' +
    'translate trace transcribe tweet unarchive unblock unfollow unmute unpin unprotect unshare unstar unsubscribe unwatch upgrade upsert use validate ' +
    'vote wait watch whois withdraw wrap write zip rollback checkout signup signin backup lookup startup sum multiply subtract divide judge troubleshoot whoami ' +
    'disconnect intersect receive investigate handover hand power visualize visualise chart escalate acknowledge ack unassign triage rate buy ' +
    // Shell and API short forms.
    'ls mkdir rmdir cp mv cat grep cd pwd curl wget exec eval ssh chmod chown tar gzip unzip sed awk ps df du'
  ).split(' '),
);

/** Whether a word (lower case) can be a verb: an action verb, one of the others, or either with un- or re- before it ("unmerge", "reindex"). */
export function canBeVerb(word: string): boolean {
  if (NAME_VERBS.has(word) || verbKind(word) !== undefined) return true;
  const rest = /^(?:un|re)(\w{3,})$/.exec(word)?.[1];
  return rest !== undefined && (NAME_VERBS.has(rest) || verbKind(rest) !== undefined);
}
