import { OWN_NAMES, canBeVerb, defineRule, descriptionLanguage, snakeKey, verbKind, type Tool } from '../../src/toolkit/index.js';


/** Parameters that switch a tool between operations: its name names what they act on (search/one-purpose's). */
const SWITCHES = new Set(['action', 'operation']);

/** Verbs of names in other languages met in real catalogs whose descriptions are English. */
const OTHER_VERBS = new Set('buscar comprobar obtener crear listar eliminar borrar consultar calcular enviar actualizar agregar obter criar enviar rechercher obtenir creer'.split(' '));

function isVerb(word: string, extra: ReadonlySet<string>): boolean {
  return extra.has(word) || OTHER_VERBS.has(word) || canBeVerb(word);
}

/** The words of a name past its namespace: the last dotted part, after `--` ("TwilioApiV2010--ListAccount"), after a version or number ("Hotels_2_BookHouse", "im_v1_chat_create"). */
function nameWords(name: string, extra: ReadonlySet<string>): string[] {
  const last = (name.split('--').pop() ?? name).split('.').pop() ?? name;
  const words = snakeKey(last).split('_').filter(Boolean);
  const numbered = words.slice(0, 3).findIndex((w) => /^v?\d+$/.test(w));
  // "get_v2_to_v3_map" opens with its verb: the number is part of what it gets, not a namespace.
  if (numbered < 0 || numbered >= words.length - 1 || words.slice(0, numbered).some((w) => isVerb(w, extra))) return words;
  return words.slice(numbered + 1);
}

/**
 * Words that are verbs first in a name but nouns after another word (`team_integration_logs`,
 * `blog_post`, `model_eval`): not read as the name's verb there. A plural ("logs", "records") is a noun.
 */
const NOUNS_AFTER = new Set('type log post record message comment email tag label mark status info stats test route plan check count set list view lock schedule book charge patch put call return reason score key order back forward eval help feedback report index map page flag sample trace quote review'.split(' '));

function laterVerb(word: string, last: boolean, extra: ReadonlySet<string>): boolean {
  return !(last && NOUNS_AFTER.has(word)) && !/[^su]s$/.test(word) && isVerb(word, extra);
}

/**
 * The catalog's server prefix: the first word most of its tools share (`asana_` on asana's tools,
 * `browser_` on a browser's), when it is not a verb. A word a few tools share is a resource
 * (`vpc-create`, `vpc-delete` among a cloud's hundreds), not the server's prefix.
 */
function serverPrefix(words: string[][], extra: ReadonlySet<string>): string | undefined {
  if (words.length < 3) return undefined;
  const counts = new Map<string, number>();
  for (const w of words) if (w.length > 1) counts.set(w[0]!, (counts.get(w[0]!) ?? 0) + 1);
  for (const [word, n] of counts) if (n >= 3 && n * 2 >= words.length && !isVerb(word, extra)) return word;
  return undefined;
}

/** Whether the tool's description is in English or says nothing of its language (a name in another language is not read). */
function readable(tool: Tool): boolean {
  const lang = descriptionLanguage(tool.descriptor.description);
  return lang === undefined || lang === 'en';
}

export default defineRule<{ style: 'verb-first' | 'any'; verbs: string[] }>({
  meta: {
    id: 'name/verb-first',
    level: null,
    severity: 'warning',
    description: 'A tool name, past its server prefix or namespace, starts with a verb (`search_issues`, `get_user`, `delete_file`).',
    spec: '§3.1, §5',
    recommended: false,
    // A tool's finding depends on every name of the catalog (its server prefix), and on the tool's
    // description (its language), deprecation and parameters' names (see RuleMeta.catalogInputs).
    catalogInputs: { fields: ['description', 'deprecated', OWN_NAMES] },
    messages: {
      verbLater: 'Tool name "{{name}}" puts its verb "{{verb}}" after "{{first}}"; lead with the verb (e.g. "{{example}}"), or set the option style: any if the catalog names tools object first.',
      noVerb: 'Tool name "{{name}}" does not start with a verb; lead it with what a call does, as "get_…", "search_…", "create_…" or "delete_…" do.',
    },
    options: {
      type: 'object',
      properties: {
        style: { enum: ['verb-first', 'any'], description: '`verb-first`: the first word past a server prefix is a verb; `any`: a verb anywhere in the name (object-first names such as `vpc_create` pass).' },
        verbs: { type: 'array', items: { type: 'string' }, description: 'More words read as verbs (lower case), such as a catalog in another language.' },
      },
      additionalProperties: false,
    },
    defaultOptions: { style: 'verb-first', verbs: [] },
  },
  checkCatalog({ catalog, options, report }) {
    const extra = new Set(options.verbs.map((v) => v.toLowerCase()));
    const words = catalog.tools.map((t) => nameWords(t.name, extra));
    const prefix = serverPrefix(words, extra);
    catalog.tools.forEach((tool, i) => {
      if (typeof tool.descriptor.name !== 'string' || tool.descriptor.deprecated === true) return;
      // Letters outside ASCII: a name in another language, which these English verbs cannot read.
      if (/[^\p{ASCII}]/u.test(tool.name) || !readable(tool)) return;
      const own = tool.descriptor[OWN_NAMES];
      if (Array.isArray(own) && own.some((n) => typeof n === 'string' && SWITCHES.has(n))) return;
      let w = words[i]!;
      if (w.length > 1 && w[0] === prefix) w = w.slice(1);
      if (!w.length || !/[a-z]/.test(w[0]!) || isVerb(w[0]!, extra)) return;
      // "github_create_issue", "r2_put_object": one word, a verb, then its object: the word is a prefix
      // (a function list has no catalog to tell it by), and the name is verb-first past it.
      if (w.length >= 3 && laterVerb(w[1]!, false, extra)) return;
      // "hf_whoami", "vt_scan": a word of two letters before a verb is a product's prefix, not an object.
      if (w.length === 2 && w[0]!.length <= 2 && laterVerb(w[1]!, true, extra)) return;
      // "calcVolume.sphere": the namespace says what the call does.
      if (tool.name.includes('.') && isVerb(snakeKey(tool.name.split('.')[0]!).split('_')[0] ?? '', extra)) return;
      // The verb that says what happens to data ("nfs_file_share_delete": delete, not share), else any.
      const later = (k: number, x: string) => k > 0 && laterVerb(x, k === w.length - 1, extra);
      const found = w.findIndex((x, k) => later(k, x) && verbKind(x) !== undefined);
      const at = found > 0 ? found : w.findIndex((x, k) => later(k, x));
      if (at > 0) {
        if (options.style === 'any') return;
        const verb = w[at]!;
        const example = [prefix && words[i]![0] === prefix ? prefix : '', verb, ...w.filter((_, k) => k !== at)].filter(Boolean).join('_');
        report(tool, { path: ['name'], at: 'value', messageId: 'verbLater', data: { name: tool.name, verb, first: w[0]!, example } });
      } else {
        report(tool, { path: ['name'], at: 'value', messageId: 'noVerb', data: { name: tool.name } });
      }
    });
  },
});
