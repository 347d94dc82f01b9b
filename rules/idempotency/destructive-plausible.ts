import { defineRule, describedAction, destructiveIsPlausible, fieldName, isDefaulted, isObject } from '../../src/toolkit/index.js';

/** What the tool does, in the message's words, for the kinds a destructive hint contradicts. */
const DOES = { reads: 'only reads', navigates: 'only moves around a page or window' } as const;

export default defineRule({
  meta: {
    id: 'idempotency/destructive-plausible',
    level: 2,
    severity: 'warning',
    description:
      'A tool marked destructive is one that may lose something: a tool whose name and description say it only reads or moves around a page, and never mention deleting or overwriting, is not marked destructive.',
    spec: '§3.6, §8',
    fields: ['idempotency'],
    // Judged on the held-back half of the real corpus, 2 of its 4 findings were wrong: a "download"
    // that writes a file, and a navigation that can discard a page's unsaved state. Below the precision
    // the recommended preset keeps, so it runs with tooldoc:strict only; the rules that build on
    // destructive hints still leave implausible ones alone.
    recommended: false,
    messages: {
      implausible:
        'Tool "{{tool}}" is marked destructive ({{field}}: true), but its {{from}} says it {{does}} ({{verb}}) and never that it deletes or overwrites anything; set {{field}}: false, or say what it destroys.',
      implausibleDefault:
        'Tool "{{tool}}" leaves {{field}} unset, which means destructive, but its {{from}} says it {{does}} ({{verb}}) and never that it deletes or overwrites anything; set {{field}}: false.',
    },
  },
  check({ tool, report }) {
    const b = tool.descriptor.idempotency;
    // A safe tool marked destructive is idempotency/consistent's finding.
    if (!isObject(b) || b.destructive !== true || b.safe === true) return;
    const defaulted = isDefaulted(b, 'destructive');
    // MCP's default is a claim only once the tool has said it is not read-only.
    if (defaulted && (b.safe !== false || isDefaulted(b, 'safe'))) return;
    const action = describedAction(tool);
    if (!action || !(action.kind === 'reads' || action.kind === 'navigates')) return;
    // A reader that also claims to write is security/undisclosed-write's: fixing that hint fixes this one.
    if (action.kind === 'reads' && b.safe === false && !isDefaulted(b, 'safe')) return;
    // The same reading the rules that build on the hint use: where they take it at its word, so does this.
    if (destructiveIsPlausible(tool)) return;
    report({
      path: defaulted ? ['idempotency'] : ['idempotency', 'destructive'],
      at: defaulted ? 'key' : 'value',
      messageId: defaulted ? 'implausibleDefault' : 'implausible',
      data: { field: fieldName(tool, ['idempotency', 'destructive']), from: action.from, does: DOES[action.kind], verb: `"${action.verb}"` },
    });
  },
});
