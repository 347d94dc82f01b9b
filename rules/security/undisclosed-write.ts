import { defineRule, fieldName, firstWord, isDefaulted, isObject, quote } from '../../src/toolkit/index.js';

/** Verbs that open the description of a tool that only reads. */
const READS = new Set([
  'get', 'gets', 'fetch', 'fetches', 'retrieve', 'retrieves', 'list', 'lists', 'search', 'searches', 'find', 'finds', 'look', 'looks',
  'read', 'reads', 'show', 'shows', 'view', 'views', 'check', 'checks', 'query', 'queries', 'describe', 'describes',
  'inspect', 'inspects', 'browse', 'browses', 'count', 'counts', 'return', 'returns', 'display', 'displays', 'lookup', 'locate', 'locates',
  'discover', 'discovers', 'explore', 'explores', 'preview', 'previews', 'validate', 'validates', 'verify', 'verifies',
]);
/**
 * Words that say the tool changes, sends or starts something, anywhere in the description: any one
 * of them is enough, since the rule asks only that the description say it writes at all.
 */
const WRITES =
  /\b(?:creat|add|insert|append|updat|modif|edit|chang|set|sav|stor|writ|overwrit|record|log|delet|remov|drop|purg|eras|destroy|wip|truncat|send|sent|post|publish|email|mail|notif|messag|submit|upload|transfer|pay|charg|book|reserv|order|purchas|cancel|refund|revok|grant|assign|mov|renam|copy|cop(?:y|ies)|deploy|install|uninstall|start|stop|restart|kill|terminat|launch|run|execut|trigger|schedul|enabl|disabl|toggl|lock|unlock|archiv|restor|reset|clear|mark|flag|tag|label|approv|reject|clos|merg|push|commit|import|sync|register|subscrib|unsubscrib|invit|shar|play|pause|resum|turn|switch|apply|accept|declin|increment|decrement|consum|claim|redeem|generat|produc|convert|translat|render|export|download|mutat|persist|replac|patch|put|reorder)\w*/i;

export default defineRule({
  meta: {
    id: 'security/undisclosed-write',
    level: 2,
    severity: 'warning',
    description: 'A tool declared to change something says so in its description: agents read the description, and many clients never show them the hints.',
    spec: '§3.2, §3.6, §8',
    tags: ['security'],
    messages: {
      undisclosed:
        'Tool "{{tool}}" is declared to change something ({{field}}: {{value}}) but its description opens with {{verb}} and never says what it changes; say what it writes, sends or deletes, so an agent does not call it as a lookup.',
    },
  },
  check({ tool, report }) {
    const idem = tool.descriptor.idempotency;
    if (!isObject(idem)) return;
    const writes = idem.safe === false && !isDefaulted(idem, 'safe');
    const destroys = idem.destructive === true && !isDefaulted(idem, 'destructive');
    if (!writes && !destroys) return;
    const d = tool.descriptor.description;
    if (typeof d !== 'string' || !d.trim()) return;
    const verb = firstWord(d);
    if (!READS.has(verb.toLowerCase()) || WRITES.test(d)) return;
    const key = writes ? 'safe' : 'destructive';
    report({
      path: ['description'],
      at: 'value',
      messageId: 'undisclosed',
      data: { field: fieldName(tool, ['idempotency', key]), value: writes ? 'false' : 'true', verb: quote(verb) },
    });
  },
});
