/**
 * What the HTML report shows, worked out from a LintResult without formatting it: the entries of the
 * card list (a tool, a file's own problems, or in a `tooldoc test` report a tool's examples), each
 * with its findings; the totals the dashboard shows (rules blocking most tools, findings by group,
 * the counts beside each filter); and, one entry at a time, the entry as the plain data the page's
 * script renders, with the few source lines around each finding (its code frame).
 *
 * Planning keeps no finding: it counts, and the entries are worked out again, a file at a time, when
 * they are written (`Dashboard.plans`), so a run that kept its findings in a temporary file
 * (src/run/findings.ts) never has them all in memory at once. An entry's data (messages, source
 * lines) exists only while it is written, and a file's text is read when its first entry is written
 * and let go after the next few files.
 *
 * The modules: types.ts (the shapes), plan.ts (the dashboard and its entries), items.ts (an entry's
 * data), frames.ts (code frames and the source texts they are cut from).
 */
export { cutLine, FRAME_AFTER, FRAME_BEFORE, FRAME_SPAN, frameLines, MAX_LINE, Sources, type FrameLine } from './frames.js';
export { itemData } from './items.js';
export { groupOf, LEVEL_NAMES, planDashboard } from './plan.js';
export type { Dashboard, ExampleData, FilterOption, FindingData, ItemData, Plan, RuleData, SourceWindow } from './types.js';
