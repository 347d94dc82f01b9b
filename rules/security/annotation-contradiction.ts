import { defineRule, describedAction, firstWord, openingWord, holdsField, isDefaulted, isObject, quote, snakeKey } from '../../src/toolkit/index.js';

/** Verbs that open the description of a tool that changes or sends something. */
const WRITES = new Set(['delete', 'deletes', 'remove', 'removes', 'drop', 'drops', 'purge', 'purges', 'erase', 'erases', 'destroy', 'destroys', 'wipe', 'wipes', 'truncate', 'truncates', 'send', 'sends', 'post', 'posts', 'publish', 'publishes', 'email', 'emails', 'write', 'writes', 'overwrite', 'overwrites', 'update', 'updates', 'modify', 'modifies', 'edit', 'edits', 'create', 'creates', 'insert', 'inserts', 'upload', 'uploads', 'transfer', 'transfers', 'pay', 'pays', 'charge', 'charges', 'kill', 'kills', 'terminate', 'terminates', 'move', 'moves', 'rename', 'renames', 'revoke', 'revokes', 'cancel', 'cancels', 'refund', 'refunds', 'deploy', 'deploys', 'install', 'installs']);

/** The same acts in other languages, at the start of a description or a name: delete (first) and pay. */
const DESTROYS_ML = /^(?:elimin|borr|supprim|effac|lösch|entfern|exclu|apag|cancell|удал|стира|删除|刪除|清空|削除|消去|삭제)/iu;
const PAYS_ML = /^(?:transfier|pag[aou]|virer|vire|überweis|zahl|bezahl|transfer|перевод|перевест|оплат|转账|轉帳|支付|付款|送金|支払|송금|결제|이체)/iu;

/** Verbs that lose data whatever they act on, in the languages above. */
const LOSES = /^(?:delet|destroy|drop|purg|eras|wip|truncat|overwrit|nuke|expunge|elimin|borr|supprim|effac|lösch|exclu|apag|удал|стира|删除|刪除|清空|削除|消去|삭제)/iu;

/**
 * Words anywhere in a description that say data is lost: "written over in full", "all rows are
 * lost", "'truncate' removes all rows". Not in a sentence about what would happen (a preview, a
 * dry run, a list of what was deleted).
 */
const LOSS = /\b(?:written\s+over|overwrites?\s+(?:the|any|all|existing)\b|(?:is|are|gets?)\s+overwritten\b|no\s+backup\s+is\s+(?:kept|made|retained)|permanently\s+(?:delet|remov|eras|destroy)\w*|cannot\s+be\s+(?:recovered|restored)|(?:is|are)\s+(?:not\s+retained|lost)\b|deletes?\s+(?:the|all|every|its)\b|removes?\s+all\s+(?:rows|records|data|files|items|entries|contents|messages)\b|drops?\s+(?:the|a)\s+(?:table|database|collection|index|schema))/i;
const HYPOTHETICAL = /\b(?:would|preview\w*|simulat\w*|dry[- ]?run|estimate\w*|list\w*|show\w*|count\w*|report\w*|which|what)\b/i;
/** Verbs of names that send something: never read-only (MCP: "does not modify its environment"). */
const SENDS = /^(?:send|email|mail|sms|publish|notify|upload|invite|tweet|broadcast)$/;

/** The sentence of a description that says data is lost, and its words. */
function lossIn(d: string): string | undefined {
  for (const s of d.split(/(?<=[.!?;:])\s+|\n+/)) {
    const m = LOSS.exec(s);
    if (m && !HYPOTHETICAL.test(s.slice(0, m.index))) return m[0];
  }
  return undefined;
}

/** What a tool's name or description says it does, of the acts a non-destructive or read-only hint rules out. */
function harmfulAct(tool: Parameters<typeof describedAction>[0]): { does: string; verb: string; from: 'name' | 'description' } | undefined {
  const action = describedAction(tool);
  if (action?.kind === 'destroys') return { does: 'destroys something', verb: action.verb, from: action.from };
  if (action?.kind === 'pays') return { does: 'moves money', verb: action.verb, from: action.from };
  const d = typeof tool.descriptor.description === 'string' ? tool.descriptor.description.trim() : '';
  for (const [text, from] of [[d, 'description'], [snakeKey(tool.name).replace(/_/g, ' '), 'name']] as const) {
    const word = /^[^\p{L}]*(\p{L}+)/u.exec(text)?.[1] ?? '';
    if (DESTROYS_ML.test(word)) return { does: 'destroys something', verb: word, from };
    if (PAYS_ML.test(word)) return { does: 'moves money', verb: word, from };
  }
  return undefined;
}

export default defineRule({
  meta: {
    id: 'security/annotation-contradiction',
    level: 1,
    severity: 'error',
    description: 'A tool marked safe (read-only) does not say it changes or sends something, and one marked non-destructive does not say it deletes, pays or cannot be undone: the hints clients trust to call it without asking must be true.',
    spec: '§3.6, §8',
    tags: ['security'],
    messages: {
      contradiction: '"{{tool}}" is marked {{hint}} but its description opens with {{verb}}; a client that trusts the hint runs it without asking: set the hint to false, or fix the description.',
      contradictionName: '"{{tool}}" is marked {{hint}} but its name says it {{does}} ({{verb}}); a client that trusts the hint runs it without asking: set the hint to false, or rename the tool.',
      notDestructive: '"{{tool}}" is marked {{hint}} but its {{from}} says it {{does}} ({{verb}}); a client that trusts the hint runs it without asking: set {{field}} to {{setTo}}, or fix the {{from}}.',
    },
  },
  check({ tool, report }) {
    const idem = tool.descriptor.idempotency;
    if (!isObject(idem)) return;
    const mcp = holdsField(tool, 'idempotency') && tool.inputFormat === 'mcp';
    const d = tool.descriptor.description;
    // "Create a read-only snapshot": the description says itself that nothing changes.
    const saysSafe = typeof d === 'string' && /\bread[- ]only\b|\bdoes\s+not\s+(?:modify|change|write|delete)\b/i.test(d);
    if (idem.safe === true && !isDefaulted(idem, 'safe')) {
      if (typeof d !== 'string' || saysSafe) return;
      const hint = mcp ? 'readOnlyHint: true' : 'safe: true';
      // "Create a buffer zone around a geometry and return it", "works offline": what is created is the answer, not a change.
      const verb = openingWord(d) || firstWord(d);
      const computes = /^creates?$/i.test(verb) && /\breturns?\b|\bcomput\w*|\bcalculat\w*|\boffline\b|\bwithout\s+(?:any\s+)?api\s+calls\b|\bno\s+side\s+effects\b|\bnothing\s+is\s+(?:saved|stored|written)\b/i.test(d);
      if (WRITES.has(verb.toLowerCase()) && !computes) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'contradiction', data: { hint, verb: quote(verb) } });
        return;
      }
      // The name alone is trusted only for what is never read-only: deleting and paying ("delete_file").
      const act = harmfulAct(tool);
      if (act && (act.from === 'name' || !describedAction(tool))) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'contradictionName', data: { hint, does: act.does, verb: `"${act.verb}"` } });
        return;
      }
      // A name that sends ("send_sms"), whatever language the description is in.
      const named = snakeKey(tool.name).split('_')[0] ?? '';
      if (SENDS.test(named)) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'contradictionName', data: { hint, does: 'sends something', verb: `"${named}"` } });
        return;
      }
      const loss = lossIn(d);
      if (loss) {
        report({ path: ['idempotency', 'safe'], at: 'value', messageId: 'notDestructive', data: { hint, field: mcp ? 'readOnlyHint' : 'safe', setTo: 'false', does: 'loses data', verb: quote(loss), from: 'description' } });
      }
      return;
    }
    // Not destructive, said in so many words, of a tool that deletes or pays, or says it cannot be undone.
    if (idem.destructive !== false || isDefaulted(idem, 'destructive') || saysSafe) return;
    // Only what no reading makes additive (MCP: "If false, the tool performs only additive
    // updates"): "remove a droplet from a firewall" or "cancel a run" may well lose nothing, and a
    // charge or a refund adds a record; deleting, erasing and overwriting lose what was there.
    const act = harmfulAct(tool);
    const field = mcp ? 'destructiveHint' : 'destructive';
    if (act && act.does === 'destroys something' && LOSES.test(act.verb)) {
      report({ path: ['idempotency', 'destructive'], at: 'value', messageId: 'notDestructive', data: { hint: `${field}: false`, field, setTo: 'true', does: act.does, verb: `"${act.verb}"`, from: act.from } });
      return;
    }
    const loss = typeof d === 'string' ? lossIn(d) : undefined;
    if (loss) report({ path: ['idempotency', 'destructive'], at: 'value', messageId: 'notDestructive', data: { hint: `${field}: false`, field, setTo: 'true', does: 'loses data', verb: quote(loss), from: 'description' } });
  },
});
