/**
 * Every link in the README, CONTRIBUTING.md, docs/*.md and the rules' pages leads somewhere: a relative link to a file
 * (or folder) of the repository that exists, an `#anchor` to a heading of the file it names (as
 * GitHub makes anchors from headings), an `https://` link to a well-formed URL (not fetched). So do
 * the links tooldoc itself gives to its own docs on GitHub (SARIF help, the language server, the HTML
 * report, `tooldoc test`'s checks).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_DIAGNOSTICS } from '../src/core/diagnostics.js';
import { docsUrl } from '../src/lsp/diagnostics.js';
import { HOMEPAGE } from '../src/reporters/rule-docs.js';
import { EXAMPLE_CHECKS } from '../src/servers/example-check.js';
import { ROOT } from './helpers.js';

const PAGES = ['README.md', 'CONTRIBUTING.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
/** The rules' pages (rules/<group>/<name>.md), which link each other and the docs. */
const RULE_PAGES = readdirSync(path.join(ROOT, 'rules'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))
  .map((f) => `rules/${f.split(path.sep).join('/')}`)
  .sort();

/** The lines of a Markdown text outside fenced code blocks (``` or ~~~, indented or not), with their numbers. */
function proseLines(text: string): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  let fence: string | null = null;
  text.split(/\r?\n/).forEach((line, i) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (m) {
      if (fence === null) fence = m[1]!;
      else if (m[1]!.startsWith(fence)) fence = null;
      return;
    }
    if (fence === null) out.push({ line: i + 1, text: line });
  });
  return out;
}

/** A heading's anchor as GitHub makes it: the text as rendered, lower-cased, punctuation dropped (but `-` and `_`), spaces to `-`. */
function slug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/`/g, '');
  return rendered
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file: one per heading, a repeated one numbered `-1`, `-2` … as GitHub numbers them. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const { text: line } of proseLines(text)) {
    const m = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Every link target of a Markdown text (inline links and images, reference definitions, autolinks), outside code, in order. */
function links(text: string): Array<{ line: number; target: string }> {
  const prose = proseLines(text);
  // A link's text may run onto the next line: join the prose (code spans blanked), remembering where each line starts.
  const starts: number[] = [];
  let joined = '';
  for (const { text: t } of prose) {
    starts.push(joined.length);
    joined += t.replace(/`+[^`]*`+/g, (code) => ' '.repeat(code.length)) + '\n';
  }
  const lineAt = (offset: number) => {
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1]! <= offset) i++;
    return prose[i]!.line;
  };
  const found: Array<{ at: number; target: string }> = [];
  for (const m of joined.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) found.push({ at: m.index, target: m[1]! });
  for (const m of joined.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) found.push({ at: m.index, target: m[1]! });
  for (const m of joined.matchAll(/(?<!\]\()<(https?:\/\/[^>\s]+)>/g)) found.push({ at: m.index, target: m[1]! });
  return found.sort((a, b) => a.at - b.at).map(({ at, target }) => ({ line: lineAt(at), target }));
}

/** What is wrong with one link of `page`, or null when it leads somewhere. */
function brokenLink(page: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    if (!/^https?:\/\//i.test(target)) return 'not an http(s) link or a relative path';
    try {
      const url = new URL(target);
      return url.hostname.includes('.') ? null : 'no host name';
    } catch {
      return 'not a well-formed URL';
    }
  }
  if (target === '') return 'empty';
  const hash = target.indexOf('#');
  const file = hash === -1 ? target : target.slice(0, hash);
  const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
  const resolved = file === '' ? path.join(ROOT, page) : path.resolve(path.dirname(path.join(ROOT, page)), decodeURIComponent(file));
  if (path.relative(ROOT, resolved).startsWith('..')) return 'outside the repository';
  if (!existsSync(resolved)) return 'no such file';
  if (anchor === null) return null;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return 'an anchor on something that is not a Markdown file';
  return anchors(readFileSync(resolved, 'utf8')).has(anchor) ? null : `no heading with the anchor #${anchor}`;
}

describe('GitHub anchors', () => {
  it('are made from the rendered heading as GitHub makes them', () => {
    expect(slug('Breaking changes: `tooldoc diff` and `lint --since`')).toBe('breaking-changes-tooldoc-diff-and-lint---since');
    expect(slug('HTML report (`html`)')).toBe('html-report-html');
    expect(slug('example/no-envelope')).toBe('exampleno-envelope');
    expect(slug('✅ Good')).toBe('-good');
    expect(slug('Levels 0–3 and [the score](score.md)')).toBe('levels-03-and-the-score');
    expect(slug('snake_case names')).toBe('snake_case-names');
  });

  it('number repeated headings and skip headings inside code blocks', () => {
    const text = '# Title\n\n## Usage\n\n```yaml\n# not a heading\n```\n\n## Usage\n\n   ```sh\n   ## nor this\n   ```\n\n### Usage ###\n';
    expect([...anchors(text)]).toEqual(['title', 'usage', 'usage-1', 'usage-2']);
  });

  it('find the links of a text, not those in code', () => {
    const text = 'See [a](a.md#x) and [`b`](../b.md),\n[over\ntwo lines](c.md) and <https://example.com/x>.\n\n`[not](a link)`\n\n```md\n[nor](this.md)\n```\n\n[ref]: https://example.org\n';
    expect(links(text)).toEqual([
      { line: 1, target: 'a.md#x' },
      { line: 1, target: '../b.md' },
      { line: 3, target: 'c.md' },
      { line: 3, target: 'https://example.com/x' },
      { line: 11, target: 'https://example.org' },
    ]);
  });
});

describe('links in the README, CONTRIBUTING.md and docs/', () => {
  it('covers the README, CONTRIBUTING.md and every page of docs/', () => {
    expect(PAGES.slice(0, 2)).toEqual(['README.md', 'CONTRIBUTING.md']);
    expect(PAGES.length).toBeGreaterThan(15);
  });

  it.each(PAGES)('%s: every link leads to a file, a heading or a well-formed URL', (page) => {
    const found = links(readFileSync(path.join(ROOT, page), 'utf8'));
    const broken = found.flatMap(({ line, target }) => {
      const why = brokenLink(page, target);
      return why ? [`${page}:${line}: ${target}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('the rules\' pages: every link leads to a file, a heading or a well-formed URL', () => {
    expect(RULE_PAGES.length).toBeGreaterThan(50);
    const broken = RULE_PAGES.flatMap((page) =>
      links(readFileSync(path.join(ROOT, page), 'utf8')).flatMap(({ line, target }) => {
        const why = brokenLink(page, target);
        return why ? [`${page}:${line}: ${target}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('the README links every page of docs/', () => {
    const readme = links(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).map((l) => l.target.split('#')[0]);
    const pages = PAGES.filter((p) => p.startsWith('docs/'));
    expect(pages.filter((p) => !readme.includes(p))).toEqual([]);
  });
});

describe("tooldoc's links to its own docs", () => {
  const BLOB = `${HOMEPAGE}/blob/main/`;
  /** The repository path (and anchor) a link to the project's docs on GitHub names, checked as a relative link from the root. */
  const broken = (url: string) => (url.startsWith(BLOB) ? brokenLink('README.md', url.slice(BLOB.length)) : `not under ${BLOB}`);

  it('lead to a page and a heading: the core findings, the suppression findings, the checks of tooldoc test', () => {
    const urls = [...CORE_DIAGNOSTICS.map((m) => docsUrl(m.id, m)!), ...EXAMPLE_CHECKS.map((m) => m.docs!)];
    expect(urls.filter((u) => u.includes('#')).length).toBe(urls.length);
    expect(urls.flatMap((u) => (broken(u) ? [`${u}: ${broken(u)}`] : []))).toEqual([]);
  });

  it('lead to a page and a heading wherever src/ writes one out in full', () => {
    const sources = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const urls = sources.flatMap((f) => {
      const text = readFileSync(path.join(ROOT, 'src', f), 'utf8').replaceAll('${HOMEPAGE}', HOMEPAGE);
      // Written out in full: no other interpolation, which only the code can resolve.
      return [...text.matchAll(/https:\/\/github\.com\/tooldoc\/tooldoc[^'"`\s)]*/g)].map((m) => m[0]).filter((u) => u.startsWith(BLOB) && !u.includes('${'));
    });
    expect(urls.length).toBeGreaterThan(3);
    expect([...new Set(urls)].flatMap((u) => (broken(u) ? [`${u}: ${broken(u)}`] : []))).toEqual([]);
  });
});
