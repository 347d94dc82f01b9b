import { clausesOf, defineRule, destructiveIsPlausible, isDefaulted, isObject, walkProperties } from '../../src/toolkit/index.js';

/** Names of tools that destroy or act in bulk (seed 003, review step 7: `delete_`, `bulk_` …). */
const HIGH_RISK_NAME = /^(?:delete|drop|bulk|purge|truncate|wipe|destroy|erase|nuke)(?:[_\-.]|[A-Z]|$)/;
/**
 * Parameters that stop one call from doing the damage by itself: a confirmation the user gives, a
 * dry run or preview first, the environment it acts on (staging or production), or a separate
 * output file (the original is kept).
 */
const GUARD_PARAM = /^(?:confirm\w*|confirmation\w*|i_?understand\w*|acknowledge\w*|approv\w*|force|dry_?run|dryrun|preview|simulate|what_?if|environment|env|stage|target_?environment|output_?(?:path|file)|save_?as)$/i;
/** Or the description documents the guard: the deletion can be undone, or someone approves it first. */
const GUARD_TEXT =
  /\b(?:trash|recycle\s+bin|soft[- ]delet\w*|archiv\w*|grace\s+period|does\s+not\s+(?:actually\s+)?(?:delete|remove|erase)\s+(?:the\s+)?(?:actual\s+|underlying\s+)?(?:files?|data|records)|can\s+be\s+(?:restored|recovered|undone|undeleted)|restor\w+\s+(?:it|them)\s+(?:later|within)|(?:requires?|require[sd]?|after|needs?|asks?\s+for|waits?\s+for|waiting\s+for|wait\s+until\s+(?:you\s+(?:have|get)\s+)?|only\s+(?:with|after|once)|must\s+(?:have|get|obtain)|get|obtain)\s+(?:(?:the\s+user'?s|the\s+user|user|human|explicit|written|their|an?|the)\s+){0,3}(?:approval|confirmation|consent|go-?ahead|sign-?off)|confirm\w*\b[^.;]{0,60}?\bwith\s+the\s+user|(?:ask|check)(?:s|ing)?\s+(?:with\s+)?the\s+user|the\s+user\s+(?:must\s+|has\s+to\s+|needs\s+to\s+|should\s+)?(?:explicitly\s+)?(?:confirms?|approves?)|(?:must|has\s+to|needs\s+to)\s+be\s+(?:explicitly\s+)?(?:confirmed|approved)\s+by\s+the\s+user|(?:never|do\s+not|don'?t)\s+(?:\w+\s+){0,4}without\s+(?:\w+\s+){0,3}(?:confirmation|approval|consent|asking))\b/i;
/**
 * A sentence that takes the confirmation away is no guard, whatever guard words it holds: "no need
 * to ask the user", "the user has already approved every refund", "skip the confirmation".
 */
const BYPASS = /\b(?:no\s+need|not\s+necessary|unnecessary|needn'?t|skip\w*|bypass\w*|already\s+(?:approved|confirmed|consented|authori[sz]ed)|pre-?approved|pre-?authori[sz]ed|(?:do\s+not|don'?t|never)\s+(?:ask|wait|prompt|stop|confirm|check))\b/i;

/** Whether the description documents a guard in a sentence that does not take it away. */
function documentsGuard(text: string): boolean {
  return clausesOf(text).some((s) => GUARD_TEXT.test(s) && !BYPASS.test(s.replace(/\b(?:never|do\s+not|don'?t)\s+(?:\w+\s+){0,4}without\b/gi, '')));
}

export default defineRule({
  meta: {
    id: 'security/destructive-guard',
    level: null,
    severity: 'warning',
    description: 'A tool that destroys data or acts in bulk takes a confirmation, dry-run or environment parameter, or documents that its deletion can be undone or is approved first.',
    spec: '§3.6, §8',
    tags: ['security'],
    defersTo: ['idempotency/destructive-description'],
    messages: {
      unguarded:
        'Tool "{{tool}}" {{why}}, but one call does it with no confirmation, dry-run or environment parameter; add one (e.g. `environment: {enum: [staging, production]}` or `dry_run: {type: boolean, default: true}`), or say in the description how its effect is undone or who approves it first.',
    },
  },
  check({ tool, report }) {
    const d = tool.descriptor;
    const idem = d.idempotency;
    // A hint the tool's own words contradict (it only reads, navigates or clicks) is not built on.
    const declared = isObject(idem) && idem.destructive === true && !isDefaulted(idem, 'destructive') && idem.safe !== true && destructiveIsPlausible(tool);
    // `DeleteEvent` as `deleteEvent`: the pattern tells `drop_table` from `dropbox_upload` by case.
    const last = typeof d.name === 'string' ? d.name.split('.').pop()! : '';
    const named = HIGH_RISK_NAME.test(last.charAt(0).toLowerCase() + last.slice(1));
    // An explicit `destructive: false` (or `safe: true`) is the author's word that nothing is lost.
    if (!declared && (!named || (isObject(idem) && (idem.destructive === false || idem.safe === true)))) return;
    const params = walkProperties(d.parameters, ['parameters']).filter((p) => p.depth === 1);
    if (params.some((p) => GUARD_PARAM.test(String(p.path[p.path.length - 1])))) return;
    const text = typeof d.description === 'string' ? d.description : '';
    if (documentsGuard(text)) return;
    const why = declared ? 'is marked destructive' : /^bulk/i.test(String(d.name).split('.').pop()!) ? 'acts in bulk (its name says so)' : 'destroys data (its name says so)';
    // A tool declared destructive whose description warns of nothing gets that finding from
    // idempotency/destructive-description, at the description: this one is said there too, and
    // dropped when that rule reports (one defect: nothing between the agent and the damage).
    report({ path: declared ? ['description'] : ['name'], at: 'value', messageId: 'unguarded', data: { why } });
  },
});
