/**
 * A rule's docs page (`rules/<id>.md`, shipped with the package) as SARIF help: GitHub shows
 * `help.markdown` on each alert, so the page a user reads locally is the one shown in code scanning.
 * Read lazily, once per rule, only by the reporters that need it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HOMEPAGE = 'https://github.com/tooldoc/tooldoc';
/** Where the findings about the input itself (`parse-error`, `input/*`) are documented. */
export const INPUT_DOCS = `${HOMEPAGE}/blob/main/docs/security.md#bad-input`;

export interface RuleDocs {
  markdown: string;
  text: string;
  /** The page's first paragraph after the title and the level line. */
  summary?: string;
}

let packageRoot: string | null | undefined;

/** The installed package's folder (holding package.json and `rules/`), found from this module. */
export function findPackageRoot(): string | null {
  if (packageRoot !== undefined) return packageRoot;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  packageRoot = null;
  for (let i = 0; i < 6; i++) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'tooldoc') {
          packageRoot = dir;
          break;
        }
      } catch {
        // not ours; keep walking
      }
    }
    dir = path.dirname(dir);
  }
  return packageRoot;
}

const cache = new Map<string, RuleDocs | null>();

/** The docs page of a rule, or null when it has none (core diagnostics, rules without a page yet). */
export function ruleDocs(id: string): RuleDocs | null {
  if (cache.has(id)) return cache.get(id)!;
  let docs: RuleDocs | null = null;
  const root = findPackageRoot();
  if (root && /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(id)) {
    try {
      docs = parseDocsPage(readFileSync(path.join(root, 'rules', ...id.split('/')) + '.md', 'utf8'));
    } catch {
      docs = null;
    }
  }
  cache.set(id, docs);
  return docs;
}

export function parseDocsPage(page: string): RuleDocs {
  const markdown = page.replace(/\r\n?/g, '\n').replace(/^# .*\n+/, '').trim();
  const paragraphs = markdown.split(/\n{2,}/);
  // The first paragraph is the "Level N · severity · spec" line; the next one says what the rule checks.
  const summary = paragraphs.find((p, i) => i > 0 && !p.startsWith('#') && !p.startsWith('```'));
  return { markdown, text: markdownToText(markdown), summary: summary ? markdownToText(summary).replace(/\s*\n\s*/g, ' ') : undefined };
}

/** Markdown as plain text: headings, emphasis and links reduced to their words; code blocks kept. */
export function markdownToText(md: string): string {
  const out: string[] = [];
  let inCode = false;
  for (const line of md.split('\n')) {
    if (line.startsWith('```')) {
      inCode = !inCode;
      continue;
    }
    if (inCode) {
      out.push('    ' + line);
      continue;
    }
    out.push(
      line
        .replace(/^#{1,6}\s+/, '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/(\*\*|__)(.*?)\1/g, '$2')
        .replace(/(^|[^\w*])\*(?!\s)([^*]+)\*/g, '$1$2'),
    );
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** Where a rule's docs live on the web (GitHub also links this from each alert). */
export function ruleHelpUri(id: string, hasPage: boolean): string {
  return hasPage ? `${HOMEPAGE}/blob/main/rules/${id}.md` : INPUT_DOCS;
}

/**
 * The page reports link a rule's id to: its docs page here, else the URL a rule without one gives
 * in `meta.docs` (a plugin's), else the section on findings about the input itself (docs/security.md).
 */
export function ruleDocsUrl(id: string, docs?: string): string {
  const page = ruleDocs(id) !== null;
  return !page && docs && /^https?:\/\/\S+$/i.test(docs) ? docs : ruleHelpUri(id, page);
}
