import { defineRule, destructiveIsPlausible, isDefaulted, isObject, walkProperties } from '../../src/toolkit/index.js';

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
  /\b(?:trash|recycle\s+bin|soft[- ]delet\w*|archiv\w*|grace\s+period|does\s+not\s+(?:actually\s+)?(?:delete|remove|erase)\s+(?:the\s+)?(?:actual\s+|underlying\s+)?(?:files?|data|records)|can\s+be\s+(?:restored|recovered|undone|undeleted)|restor\w+\s+(?:it|them)\s+(?:later|within)|(?:requires?|after|needs?|asks?\s+for)\s+(?:the\s+user'?s\s+|user\s+|human\s+|explicit\s+)?(?:approval|confirmation|consent)|confirm\w*\b[^.;]{0,60}?\bwith\s+the\s+user|(?:ask|check)(?:s|ing)?\s+(?:with\s+)?the\s+user|the\s+user\s+(?:must\s+)?(?:confirms?|approves?))\b/i;

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
    if (GUARD_TEXT.test(text)) return;
    const why = declared ? 'is marked destructive' : /^bulk/i.test(String(d.name).split('.').pop()!) ? 'acts in bulk (its name says so)' : 'destroys data (its name says so)';
    // A tool declared destructive whose description warns of nothing gets that finding from
    // idempotency/destructive-description, at the description: this one is said there too, and
    // dropped when that rule reports (one defect: nothing between the agent and the damage).
    report({ path: declared ? ['description'] : ['name'], at: 'value', messageId: 'unguarded', data: { why } });
  },
});
