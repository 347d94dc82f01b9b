import { defineRule, describedAction, firstWord, holdsField, isDefaulted, isObject, quote } from '../../src/toolkit/index.js';

/** Verbs that open the description of a tool that changes or sends something. */
const WRITES = new Set(['delete', 'deletes', 'remove', 'removes', 'drop', 'drops', 'purge', 'purges', 'erase', 'erases', 'destroy', 'destroys', 'wipe', 'wipes', 'truncate', 'truncates', 'send', 'sends', 'post', 'posts', 'publish', 'publishes', 'email', 'emails', 'write', 'writes', 'overwrite', 'overwrites', 'update', 'updates', 'modify', 'modifies', 'edit', 'edits', 'create', 'creates', 'insert', 'inserts', 'upload', 'uploads', 'transfer', 'transfers', 'pay', 'pays', 'charge', 'charges', 'kill', 'kills', 'terminate', 'terminates', 'move', 'moves', 'rename', 'renames', 'revoke', 'revokes', 'cancel', 'cancels', 'refund', 'refunds', 'deploy', 'deploys', 'install', 'installs']);

export default defineRule({
  meta: {
    id: 'security/annotation-contradiction',
    level: 1,
    severity: 'error',
    description: 'A tool marked safe (read-only) does not say it changes or sends something: the hint clients trust to call it without asking must be true.',
    spec: '§3.6, §8',
    tags: ['security'],
    messages: {
      contradiction: '"{{tool}}" is marked {{hint}} but its description opens with {{verb}}; a client that trusts the hint runs it without asking: set the hint to false, or fix the description.',
      contradictionName: '"{{tool}}" is marked {{hint}} but its name says it {{does}} ({{verb}}); a client that trusts the hint runs it without asking: set the hint to false, or rename the tool.',
    },
  },
  check({ tool, report }) {
    const idem = tool.descriptor.idempotency;
    if (!isObject(idem) || idem.safe !== true || isDefaulted(idem, 'safe')) return;
    const d = tool.descriptor.description;
    if (typeof d !== 'string') return;
    // "Create a read-only snapshot": the description says itself that nothing changes.
    if (/\bread[- ]only\b|\bdoes\s+not\s+(?:modify|change|write|delete)\b/i.test(d)) return;
    const hint = holdsField(tool, 'idempotency') && tool.inputFormat === 'mcp' ? 'readOnlyHint: true' : 'safe: true';
    if (WRITES.has(firstWord(d).toLowerCase())) {
      report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'contradiction', data: { hint, verb: quote(firstWord(d)) } });
      return;
    }
    // The name alone is trusted only for what is never read-only: deleting and paying ("delete_file").
    const action = describedAction(tool);
    if (action?.from === 'name' && (action.kind === 'destroys' || action.kind === 'pays')) {
      report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'contradictionName', data: { hint, does: action.kind === 'pays' ? 'moves money' : 'destroys something', verb: `"${action.verb}"` } });
    }
  },
});
