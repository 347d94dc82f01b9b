import { OWN_NAMES, defineRule, excerpt, inputFormatOf, modelTexts, quote, visibleOf, walkProperties, type Catalog, type Tool } from '../../src/toolkit/index.js';

/**
 * Where a tool comes from: its server (a live server or a config `servers` entry), else the platform
 * file that lists it (one server's tools/list), else the run's own descriptors.
 */
function originOf(tool: Tool): string {
  if (tool.server) return `server "${tool.server.name}"`;
  return inputFormatOf(tool).catalog === 'file' ? tool.file.path : 'the descriptors of this run';
}

/**
 * A tool name distinctive enough that naming it means that tool: `send_email`, `readFile`,
 * `github.create_issue`; not `search` or `fetch`, which are also words.
 */
const DISTINCTIVE = /^(?=.{5,64}$)[A-Za-z][\w.-]*(?:[_.-][A-Za-z0-9]|[a-z][A-Z])[\w.-]*$/;
/** Words that prescribe how the model uses a tool, in the sentence that names it. */
const PRESCRIBES =
  /\b(?:always|never|must|instead(?:\s+of)?|before|after|first|whenever|every\s+time|make\s+sure|ensure|do\s+not\s+use|don'?t\s+use|only\s+use|stop\s+using|no\s+longer|deprecated|replaces?|overrides?|add|include|bcc|cc|redirect|forward|change)\b/i;
const IDENTIFIER = /[A-Za-z][\w.-]*[A-Za-z0-9]/g;

/** Each distinctive tool name of the run, with the origins that list it: computed once per run. */
const namesByRun = new WeakMap<readonly Catalog[], Map<string, Set<string>>>();
function namesOf(catalogs: readonly Catalog[]): Map<string, Set<string>> {
  let names = namesByRun.get(catalogs);
  if (names) return names;
  names = new Map();
  for (const c of catalogs) {
    for (const t of c.tools) {
      if (!DISTINCTIVE.test(t.name)) continue;
      let origins = names.get(t.name);
      if (!origins) names.set(t.name, (origins = new Set()));
      origins.add(originOf(t));
    }
  }
  namesByRun.set(catalogs, names);
  return names;
}

/** The sentence of `text` around `index`. */
function sentenceAt(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf('\n', index), text.lastIndexOf(';', index)) + 1;
  const ends = ['.', '\n', ';'].map((c) => text.indexOf(c, index)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

export default defineRule({
  meta: {
    id: 'security/cross-server-shadowing',
    level: 1,
    severity: 'error',
    description: "No tool tells the model how to use another server's tools: a server that prescribes what a tool it does not own does (shadowing) can redirect every call the agent makes to it.",
    spec: '§3.2',
    tags: ['security'],
    // What a catalog view gives model texts (name, title, description), the names its parameters
    // define, and every catalog's tool names and where they come from (see RuleMeta.catalogInputs).
    catalogInputs: { fields: ['title', 'description', OWN_NAMES, 'parameters'], catalogs: true },
    messages: {
      shadowing:
        'The {{where}} of "{{tool}}" tells the model how to use "{{other}}", a tool of {{owner}} ({{phrase}}), as shadowing tools do; describe this tool only, and leave other servers\' tools to their own descriptions.',
    },
  },
  checkCatalog({ catalog, catalogs, report }) {
    if (catalogs.length < 2 && !catalog.tools.some((t) => t.server)) return;
    const names = namesOf(catalogs);
    for (const tool of catalog.tools) {
      const own = originOf(tool);
      // Its own parameters' names: "an empty `env_vars` array" names a parameter, not another server's tool of that name.
      let params: Set<string> | undefined;
      for (const t of modelTexts(tool.descriptor)) {
        if (t.kind === 'key') continue;
        const text = visibleOf(t);
        let found = false;
        for (const m of text.matchAll(IDENTIFIER)) {
          const origins = names.get(m[0]);
          // Named by a tool of its own server too: the server describes its own tool.
          if (!origins || origins.has(own) || m[0] === tool.name) continue;
          // (A catalog rule sees the tool's catalog view: its parameters are there only by these names.)
          params ??= new Set([...(Array.isArray(tool.descriptor[OWN_NAMES]) ? (tool.descriptor[OWN_NAMES] as string[]) : []), ...walkProperties(tool.descriptor.parameters, ['parameters']).map((p) => String(p.path[p.path.length - 1]))]);
          if (params.has(m[0])) continue;
          if (!PRESCRIBES.test(sentenceAt(text, m.index))) continue;
          const owner = [...origins][0]!;
          report(tool, { path: t.path, at: 'value', messageId: 'shadowing', data: { where: t.where, other: m[0], owner: origins.size > 1 ? `${owner} and others` : owner, phrase: quote(excerpt(text, m.index, m[0].length + 30), 90) } });
          found = true;
          break;
        }
        if (found) break;
      }
    }
  },
});
