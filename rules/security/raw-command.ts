import { defineRule, excerpt, isObject, quote } from '../../src/toolkit/index.js';

/**
 * What a parameter that the tool executes as given is: SQL, a shell or operating-system command, or
 * code run on the server. Each needs words that say so: `command` alone is also what smart-home and
 * chat tools call an instruction ("turn on the lights"), and `query` is what search tools call a query.
 */
const SQL = /\b(?:sql|t-sql|pl\/sql|cypher|sparql)\s+(?:query|queries|statements?|conditions?|clauses?|code|commands?|expressions?|strings?|text|to\s+(?:run|execute))\b|\b(?:raw|valid|an?|the|any|arbitrary)\s+(?:sql|cypher|sparql)\b(?!\s+injection)|\bin\s+sql\b|\b(?:select|insert|update|delete)\s+statements?\b/i;
const SHELL = /\b(?:shell|bash|zsh|sh -c|powershell|cmd\.exe|terminal|command[- ]line|system command|os\.system|subprocess|exec\(\)|child_process|command prompt)\b/i;
const CODE = /\b(?:python|javascript|js|node\.js|ruby|perl|php|lua|r)\s+(?:code|script|snippet|expression)s?\b|\bcode\s+(?:to|that\s+(?:will\s+)?(?:be|is))\s+(?:run|execute|evaluate|eval)|\b(?:eval|exec)\(\)/i;
/** The tool runs it: SQL a tool only formats or generates is not executed by it. */
const RUNS = /\bexecut\w*|\brun(?:s|ning)?\b|\beval\w*|\bquer(?:y|ies|ying)\b|\bselect\b|\bretriev\w*|\bagainst\b|\bstart\w*\b|\blaunch\w*/i;
/** Parameter names that say what they hold, whatever the description says. */
const SQL_NAME = /^(?:sql|raw_?sql|sql_?query|sql_?statement|query_?sql|cypher(?:_?query)?)$/i;
const SHELL_NAME = /^(?:shell_?command|bash_?command|bash|powershell|cmd_?line|command_?line)$/i;

/**
 * A documented guard: something that limits what the string can do (read-only access, an
 * allow-list, bound parameters, a sandbox, the page of a browser or a remote one, a person who
 * approves it), or says the string is validated before it runs; or a tool that says in so many
 * words that it runs anything ("unsafe … RCE-equivalent"), which is the disclosure asked for.
 */
const GUARD =
  /\bread[- ]?only\b|\bonly\s+(?:select|read)\b|\bselect(?:\s+statements?|\s+queries)?\s+only\b|\bno\s+(?:writes?|ddl|dml)\b|\bparameteri[sz]ed\b|\bplaceholders?\b|\bbind\s+(?:parameters|variables)\b|\ballow[- ]?list(?:ed)?\b|\bwhite[- ]?list(?:ed)?\b|\bsandbox(?:ed)?\b|\bisolated\b|\bcontainer\b|\bjail(?:ed)?\b|\bchroot\b|\b(?:in|inside|within)\s+(?:the\s+|a\s+)?(?:browser|(?:web\s*)?page)\b|\bbrowser(?:'s)?\s+(?:console|context|sandbox)\b|\bpage\s+context\b|\b(?:on|in|into)\s+(?:each|every)\s+(?:new\s+)?(?:document|page|frame|tab)s?\b|\b(?:validated|sanitized|sanitised|escaped|checked)\s+(?:before|against|by)\b|\brestricted\s+to\b|\bonly\s+(?:the\s+)?(?:following|these|listed|allowed|permitted|approved)\b|\b(?:requires?|after|with)\s+(?:the\s+user'?s\s+|user\s+|human\s+|explicit\s+)?(?:approval|confirmation)\b|\bdry[- _]?run\b|\b(?:may|will|must)\s+require\s+(?:the\s+)?user\s+(?:to\s+)?(?:confirm|approve)|\buser\s+(?:confirmation|approval)\b|\bremote\s+(?:\w+\s+)?browser\b|\b(?:live\s+)?browser\s+session\b|\bheadless\s+browser\b|\bsafe\s+mode\b|\brce[- ]equivalent\b|\bunsafe\b[^.]{0,60}\b(?:rce|remote\s+code\s+execution|arbitrary\s+code)\b/i;

/**
 * A tool that makes something of the string and runs nothing: it converts or translates it, formats
 * or parses it, or builds a link from it ("Converts SQL query to a PostgREST API request", "Generate a
 * Metabase playground link"). What it returns is text; the string runs, if ever, where a person opens it.
 */
const RUNS_NOTHING = /^\W*(?:convert|translat|transpil|format|pretty-?print|pars(?:e|es|ing)\b|tokeni[sz])\w*|^\W*(?:generat|build|creat|mak|produc|return|get)\w*\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}(?:link|url|uri|permalink|deep[- ]link)s?\b/i;
/** A query dialect of an API that only reads ("SQL-like syntax", every statement shown a SELECT): there is no command to guard. */
const SQL_LIKE = /\bsql[- ]like\b/i;
const WRITES_SQL = /\b(?:insert|update|delete|drop|alter|create|truncate|merge|upsert|grant|replace)\b/i;

type Kind = 'SQL' | 'a shell command' | 'code';

function kindOf(name: string, text: string, toolText: string): Kind | null {
  if (SQL_NAME.test(name) || (SQL.test(text) && (RUNS.test(text) || RUNS.test(toolText)))) return 'SQL';
  if (SHELL_NAME.test(name) || (/^(?:command|cmd|commands|script|exec)$/i.test(name) && (SHELL.test(text) || SHELL.test(toolText))) || (SHELL.test(text) && RUNS.test(text))) return 'a shell command';
  if (CODE.test(text) || (/^(?:code|script|source|expression|snippet)$/i.test(name) && CODE.test(toolText))) return 'code';
  return null;
}

export default defineRule({
  meta: {
    id: 'security/raw-command',
    level: 2,
    severity: 'error',
    description: 'A parameter the tool executes as given (SQL, a shell command, code) says what guards it: read-only access, an allow-list, bound parameters, a sandbox, an approval.',
    spec: '§3.3, §8',
    tags: ['security'],
    messages: {
      raw: 'Parameter "{{param}}" of "{{tool}}" takes {{kind}} that the tool runs as given ({{phrase}}), and nothing documents a guard; say what limits it (read-only access, an allow-list, bound parameters, a sandbox, an approval step), or take structured arguments instead.',
    },
  },
  create({ report }) {
    // What the tool says of itself, read once per tool; `runs` is false for a tool whose strings run nowhere.
    let runs = false;
    let toolText = '';
    let readOnly = false;
    let toolGuard = false;
    return {
      tool(tool) {
        const d = tool.descriptor;
        runs = false;
        if (!isObject(d.parameters)) return;
        toolText = typeof d.description === 'string' ? d.description : '';
        // A tool that declares it changes nothing documents its guard for SQL (a read-only connection);
        // for a shell or code, "read-only" is a claim about the tool, not a limit on the string.
        readOnly = isObject(d.idempotency) && d.idempotency.safe === true;
        toolGuard = GUARD.test(toolText);
        // Nothing runs: the tool converts, formats or links the string (its name's words read as a sentence too: `sql_to_rest`).
        const opening = (toolText.split(/(?<=[.!?])\s|\n/)[0] ?? '').trim();
        runs = !(RUNS_NOTHING.test(opening) && !/\b(?:execut\w*|runs?|running|eval\w*|appl(?:y|ies))\b/i.test(opening));
      },
      'parameters property'(p) {
        if (!runs) return;
        const s = p.schema;
        if (!isObject(s)) return;
        // A closed set or a pattern is a guard of its own.
        if (Array.isArray(s.enum) || s.const !== undefined || typeof s.pattern === 'string') return;
        // Only strings run (`String` and `str` are how some dialects spell it).
        const types = (Array.isArray(s.type) ? s.type : [s.type]).map((t) => String(t).toLowerCase());
        if (s.type !== undefined && !types.some((t) => t === 'string' || t === 'str')) return;
        const name = String(p.path[p.path.length - 1]);
        const text = typeof s.description === 'string' ? s.description : '';
        const kind = kindOf(name, text, toolText);
        if (!kind || toolGuard || GUARD.test(text) || (kind === 'SQL' && readOnly)) return;
        if (kind === 'SQL' && (SQL_LIKE.test(text) || SQL_LIKE.test(toolText)) && !WRITES_SQL.test(`${toolText} ${text}`)) return;
        const where = text ? text : toolText;
        const m = (kind === 'SQL' ? SQL : kind === 'code' ? CODE : SHELL).exec(where);
        const phrase = m ? quote(excerpt(where, m.index, 60), 90) : `"${name}"`;
        report({ path: p.path, at: 'key', messageId: 'raw', data: { param: p.name, kind, phrase } });
      },
    };
  },
});
