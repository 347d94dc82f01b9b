import { defineRule, describedAction, destructiveIsPlausible, fieldName, hasText, isDefaulted, isObject } from '../../src/toolkit/index.js';

const IRREVERSIBLE =
  /irreversib|cannot be (?:undone|reversed|recovered|restored)|can'?t be (?:undone|reversed|recovered|restored)|can ?not be (?:undone|reversed)|not reversible|permanent(?:ly)?|no undo|unrecoverabl/i;
const CONFIRM = /confirm|approv|consent|ask(?:ing)? the user|check with the user/i;

export default defineRule({
  meta: {
    id: 'idempotency/destructive-description',
    level: 2,
    severity: 'warning',
    description: "A destructive tool's description says the action is irreversible and that the agent should confirm with the user first.",
    spec: '§8',
    fields: ['idempotency'],
    messages: {
      missing: 'Tool "{{tool}}" is destructive, but its description does not {{what}}; add e.g. "{{example}}".',
      missingDefault:
        'Tool "{{tool}}" leaves {{field}} unset, which means destructive, but its description does not {{what}}; add e.g. "{{example}}", or set {{field}}: false if it only adds or updates.',
    },
  },
  check({ tool, report }) {
    const b = tool.descriptor.idempotency;
    if (!isObject(b) || b.destructive !== true || b.safe === true) return;
    const d = tool.descriptor.description;
    if (!hasText(d)) return;
    // A hint the tool's own words contradict (a search, a window resize, an upload) is not built on:
    // its implausibility is idempotency/destructive-plausible's finding, and nothing here is to warn
    // of. MCP's default on a tool that adds is still said, with its way out (destructiveHint: false).
    const defaulted = isDefaulted(b, 'destructive');
    if (!destructiveIsPlausible(tool) && !(defaulted && describedAction(tool)?.kind === 'adds')) return;
    const irreversible = IRREVERSIBLE.test(d);
    const confirm = CONFIRM.test(d);
    if (irreversible && confirm) return;
    // One finding for one defect: the description does not warn, whichever half is missing.
    const what = !irreversible && !confirm ? 'say the action cannot be undone or ask to confirm with the user first' : !irreversible ? 'say the action cannot be undone' : 'ask the agent to confirm with the user first';
    const example = !irreversible && !confirm ? 'This permanently deletes … and cannot be undone; confirm with the user before calling' : !irreversible ? 'This permanently deletes … and cannot be undone' : 'Confirm with the user before calling';
    report({
      path: ['description'],
      at: 'value',
      messageId: defaulted ? 'missingDefault' : 'missing',
      data: { what, example, field: fieldName(tool, ['idempotency', 'destructive']) },
    });
  },
});
