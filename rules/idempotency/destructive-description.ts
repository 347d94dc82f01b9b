import { defineRule } from '../../src/rule.js';
import { hasText, isObject } from '../../src/util.js';

const IRREVERSIBLE =
  /irreversib|cannot be (?:undone|reversed|recovered|restored)|can'?t be (?:undone|reversed|recovered|restored)|can ?not be (?:undone|reversed)|not reversible|permanent(?:ly)?|no undo|unrecoverabl/i;
const CONFIRM = /confirm|approv|consent|ask(?:ing)? the user|check with the user/i;

export default defineRule({
  meta: {
    id: 'idempotency/destructive-description',
    level: 2,
    severity: 'warning',
    description: 'A destructive tool\'s description says the action is irreversible and that the agent should confirm with the user first.',
    spec: '§8',
    messages: {
      irreversible: 'Tool is destructive but its description does not say the action is irreversible; add e.g. "This permanently deletes … and cannot be undone."',
      confirm: 'Tool is destructive but its description does not tell the agent to confirm with the user; add e.g. "Confirm with the user before calling."',
    },
  },
  check({ tool, report }) {
    const b = tool.descriptor.idempotency;
    if (!isObject(b) || b.destructive !== true) return;
    const d = tool.descriptor.description;
    if (!hasText(d)) return;
    if (!IRREVERSIBLE.test(d)) report({ path: ['description'], at: 'value', messageId: 'irreversible' });
    if (!CONFIRM.test(d)) report({ path: ['description'], at: 'value', messageId: 'confirm' });
  },
});
