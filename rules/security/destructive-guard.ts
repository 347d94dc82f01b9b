import { clausesOf, defineRule, destructiveIsPlausible, isDefaulted, isObject, snakeKey, walkProperties } from '../../src/toolkit/index.js';

/** Names of tools that destroy or act in bulk (seed 003, review step 7: `delete_`, `bulk_` …). */
const HIGH_RISK_NAME = /^(?:delete|drop|bulk|purge|truncate|wipe|destroy|erase|nuke)(?:[_\-.]|[A-Z]|$)/;
/**
 * Parameters that stop one call from doing the damage by itself: a confirmation the user gives, a
 * dry run or preview first, the environment it acts on (staging or production), or a separate
 * output file (the original is kept).
 */
const GUARD_PARAM = /^(?:confirm\w*|confirmation\w*|i_?understand\w*|acknowledge\w*|approv\w*|force|dry_?run|dryrun|preview|simulate|what_?if|environment\w*|env|env_?(?:id|name|slug)|stage|target_?environment|context|kube_?context|allow_\w+|output_?(?:path|file)|save_?as)$/i;
/**
 * What one call can destroy beyond one ordinary item: many at once (a bulk or `_many` name, an
 * optional filter, a broadcast) or a whole store (a database, a collection, a bucket, a repository,
 * a cluster, a whole sheet or glossary). A stated destructive hint is the guard MCP clients honour
 * for one item (§8: they confirm before calling); for many at once, one confirmation covers too
 * much to be the only guard.
 */
const MANY = new Set('bulk batch many all broadcast purge truncate wipe nuke'.split(' '));
const STORE = new Set('database databases db collection collections table tables schema schemas bucket buckets repository repositories repo repos cluster clusters namespace namespaces volume volumes workspace workspaces organization organizations organisation organisations org orgs account accounts environment environments project projects glossary glossaries memory memories sheet sheets backup backups'.split(' '));
/** The words of a tool name: `deleteSheet` → delete, sheet; `bulk-env-update` → bulk, env, update. */
/** A name's words, compounds kept whole: a mail "catch-all" is one address, not all of them. */
const wordsOf = (name: string) => snakeKey(name).replace(/catch_all/g, 'catchall').split('_').filter(Boolean);
/** What is rebuilt on demand: purging a cache loses nothing that cannot be fetched again. */
const REBUILT = /^(?:cache|caches|cdn|memo|memoization)$/;
/**
 * What the tool itself captured or holds as a cache (a browser tool's captured console entries, a
 * proxy's buffered requests): discarding it loses none of the user's data.
 */
const OWN_CAPTURE = /\b(?:discard|clear|wipe|reset|flush|empt(?:y|ie)|drop|delet|remov|purg|eras)\w*\s+(?:all\s+|the\s+|every\s+|any\s+)*(?:captured|buffered|intercepted|cached|in-memory)\b/i;
const LOSES_NAME = /^(?:delet|remov|destroy|purg|truncat|eras|wip|overwrit|replac|drop|clear|updat|modif|rewrit|set)/i;
const LOSES_TEXT = /\b(?:delet|remov|destroy|purg|truncat|eras|wip(?:e|es|ing)\b|overwrit|drop)\w*/i;
/** "Remove an issue from a cycle", "unassign the module": an association undone, nothing destroyed. */
const UNLINKS = /^\W*(?:removes?|unlinks?|detach(?:es)?|disassociates?|unassigns?|dissociates?)\b[^.]{0,80}?\bfrom\b|\b(?:only\s+)?(?:unassigns|unlinks|detaches)\b|\b(?:are|is)\s+kept\b|\bnothing\s+is\s+(?:deleted|destroyed|lost)\b/i;
/**
 * A batch that changes only the items it names ("variants omitted from the request are left
 * untouched"): each change is asked for by id, with no filter that could reach the rest.
 */
const NAMES_EACH = /\b(?:omitted|unlisted|not\s+(?:listed|included|named|given))\b[^.]{0,80}?\b(?:are|is|stay|stays|remain|remains)?\s*(?:left\s+)?(?:untouched|unchanged|as\s+(?:they\s+)?(?:are|were))\b/i;
/** Name words that change in place, as opposed to those that destroy. */
const CHANGES_NAME = /^(?:updat|modif|edit|set|patch|chang)/i;
/** A description that warns the deletion is permanent: for one item, the agent and the client are told. */
const WARNS = /\b(?:cannot\s+be\s+(?:undone|reversed|recovered)|irreversibl\w*|permanent(?:ly)?|is\s+not\s+recoverable)\b/i;
/** Or the description documents the guard: the deletion can be undone, or someone approves it first. */
const GUARD_TEXT =
  /\b(?:trash|recycle\s+bin|soft[- ]delet\w*|archiv\w*|grace\s+period|does\s+not\s+(?:actually\s+)?(?:delete|remove|erase)\s+(?:the\s+)?(?:actual\s+|underlying\s+)?(?:files?|data|records)|can\s+be\s+(?:restored|recovered|undone|undeleted)|restor\w+\s+(?:it|them)\s+(?:later|within)|(?:requires?|require[sd]?|after|needs?|asks?\s+for|waits?\s+for|waiting\s+for|wait\s+until\s+(?:you\s+(?:have|get)\s+)?|only\s+(?:with|after|once)|must\s+(?:have|get|obtain)|get|obtain)\s+(?:(?:the\s+user'?s|the\s+user|user|human|explicit|written|their|an?|the)\s+){0,3}(?:approval|confirmation|consent|go-?ahead|sign-?off)|confirm\w*\b[^.;]{0,60}?\bwith\s+the\s+user|(?:ask|check)(?:s|ing)?\s+(?:with\s+)?the\s+user|the\s+user\s+(?:must\s+|has\s+to\s+|needs\s+to\s+|should\s+)?(?:explicitly\s+)?(?:confirms?|approves?)|(?:must|has\s+to|needs\s+to)\s+be\s+(?:explicitly\s+)?(?:confirmed|approved)\s+by\s+the\s+user|(?:never|do\s+not|don'?t|not\s+to)\s+(?:\w+\s+){0,6}without\s+(?:\w+\s+){0,3}(?:confirmation|approval|consent|asking)|(?:may|will|must)\s+require\s+the\s+user\s+to\s+(?:confirm|approve)|only\s+after\s+confirming)\b/i;
/**
 * A sentence that takes the confirmation away is no guard, whatever guard words it holds: "no need
 * to ask the user", "the user has already approved every refund", "skip the confirmation".
 */
const BYPASS = /\b(?:no\s+need|not\s+necessary|unnecessary|needn'?t|skip\w*|bypass\w*|already\s+(?:approved|confirmed|consented|authori[sz]ed)|pre-?approved|pre-?authori[sz]ed|(?:do\s+not|don'?t|never)\s+(?:ask|wait|prompt|stop|confirm|check))\b/i;

/** A `filter`/`query`/`where` the call may leave out: one call then acts on every record. */
function optionalFilter(schema: unknown): boolean {
  if (!isObject(schema) || !isObject(schema.properties)) return false;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  // A call that names its target (a required id or name) acts on that one.
  if ([...required].some((k) => typeof k === 'string' && /(?:^|_)(?:id|ids|name|key|path|uri|url)$/i.test(snakeKey(k)))) return false;
  return Object.keys(schema.properties).some((k) => /^(?:filter|where|selector)$/i.test(k) && !required.has(k));
}

/** Whether the description documents a guard in a sentence that does not take it away. */
function documentsGuard(text: string): boolean {
  return clausesOf(text).some((s) => GUARD_TEXT.test(s) && !BYPASS.test(s.replace(/\b(?:never|do\s+not|don'?t)\s+(?:\w+\s+){0,4}without\b/gi, '')));
}

export default defineRule<{ scope: 'wide' | 'all' }>({
  meta: {
    id: 'security/destructive-guard',
    level: null,
    severity: 'warning',
    description: 'A tool that destroys many things at once, or a whole store with no destructive hint, takes a confirmation, dry-run or environment parameter, or documents that its deletion can be undone or is approved first; with scope "all", every tool that destroys data.',
    spec: '§3.6, §8',
    tags: ['security'],
    defersTo: ['idempotency/destructive-description'],
    strictOptions: { scope: 'all' },
    options: {
      type: 'object',
      properties: {
        scope: {
          enum: ['wide', 'all'],
          description:
            '"wide": tools that destroy many things at once (bulk, `_many`, an optional filter, purge, truncate) whatever their hints, and tools that delete a whole store (a database, a collection, a bucket, a repository) with no destructive hint (the recommended preset); "all": every tool that destroys data (the strict preset).',
        },
      },
      additionalProperties: false,
    },
    defaultOptions: { scope: 'wide' },
    messages: {
      unguarded:
        'Tool "{{tool}}" {{why}}, but one call does it with no confirmation, dry-run or environment parameter; add one (e.g. `environment: {enum: [staging, production]}` or `dry_run: {type: boolean, default: true}`), or say in the description how its effect is undone or who approves it first.',
    },
  },
  check({ tool, options, report }) {
    const d = tool.descriptor;
    const idem = d.idempotency;
    // A hint the tool's own words contradict (it only reads, navigates or clicks) is not built on.
    const declared = isObject(idem) && idem.destructive === true && !isDefaulted(idem, 'destructive') && idem.safe !== true && destructiveIsPlausible(tool);
    // `DeleteEvent` as `deleteEvent`: the pattern tells `drop_table` from `dropbox_upload` by case.
    const last = typeof d.name === 'string' ? d.name.split('.').pop()! : '';
    const named = HIGH_RISK_NAME.test(last.charAt(0).toLowerCase() + last.slice(1));
    // An explicit `destructive: false` (or `safe: true`) is the author's word that nothing is lost.
    if (!declared && (!named || (isObject(idem) && (idem.destructive === false || idem.safe === true)))) return;
    const text = typeof d.description === 'string' ? d.description : '';
    // An association undone ("remove an issue from a cycle") or a description that says nothing is lost.
    if (UNLINKS.test(text)) return;
    const hinted = isObject(idem) && idem.destructive === true && !isDefaulted(idem, 'destructive');
    // Many at once: a bulk name that loses data, a `_many` or an optional filter; a whole store.
    const words = wordsOf(last);
    if (words.some((w) => REBUILT.test(w)) || OWN_CAPTURE.test(text.split(/[.\n]/)[0] ?? '')) return;
    // A bulk name loses data only with a verb that does ("bulk_delete", "purge_queue"), not "bulkConvertFolderPdfs".
    const bulk = words.some((w) => MANY.has(w)) && (words.some((w) => !MANY.has(w) && LOSES_NAME.test(w)) || /^(?:purge|truncate|wipe|nuke|broadcast)$/.test(words.find((w) => MANY.has(w))!) || LOSES_TEXT.test(text.split(/[.\n]/)[0] ?? ''));
    // A batch update that names every item it changes loses nothing it was not asked to change.
    const changesOnly = words.some((w) => CHANGES_NAME.test(w)) && !words.some((w) => LOSES_NAME.test(w) && !CHANGES_NAME.test(w));
    if (bulk && changesOnly && NAMES_EACH.test(text)) return;
    const filterOptional = (named || hinted) && optionalFilter(d.parameters);
    const many = bulk || filterOptional;
    const storeWord = named ? words.find((w) => STORE.has(w)) : undefined;
    const store = storeWord !== undefined;
    // "wide" (the recommended preset): many at once whatever the hints; a whole store only when no
    // destructive hint tells the client to ask. "all" (the strict preset): every destructive tool.
    if (options.scope !== 'all' && !many && !(store && !hinted)) return;
    const params = walkProperties(d.parameters, ['parameters']).filter((p) => p.depth === 1);
    if (params.some((p) => GUARD_PARAM.test(String(p.path[p.path.length - 1])))) return;
    if (documentsGuard(text)) return;
    // One item, no hint, but the description warns it is permanent: the agent is told, and says so.
    if (!many && WARNS.test(text)) return;
    const why = bulk
      ? 'acts on many things at once (its name says so)'
      : filterOptional
        ? 'acts on every record when its filter is left out'
        : store
          ? `deletes a whole ${storeWord} (its name says so)`
          : declared
            ? 'is marked destructive'
            : 'destroys data (its name says so)';
    // A tool declared destructive whose description warns of nothing gets that finding from
    // idempotency/destructive-description, at the description: this one is said there too, and
    // dropped when that rule reports (one defect: nothing between the agent and the damage).
    report({ path: declared ? ['description'] : ['name'], at: 'value', messageId: 'unguarded', data: { why } });
  },
});
