/**
 * Every link in the README, CONTRIBUTING.md, docs/*.md and the rules' pages leads somewhere: a relative link to a file
 * (or folder) of the repository that exists, an `#anchor` to a heading of the file it names (as
 * GitHub makes anchors from headings), an `https://` link to a well-formed URL (not fetched). So do
 * the links tooldoc itself gives to its own docs on GitHub (SARIF help, the language server, the HTML
 * report, `tooldoc test`'s checks).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_DIAGNOSTICS } from '../src/core/diagnostics.js';
import { docsUrl } from '../src/lsp/diagnostics.js';
import { HOMEPAGE } from '../src/reporters/rule-docs.js';
import { EXAMPLE_CHECKS } from '../src/servers/example-check.js';
import { ROOT } from './helpers.js';
import { anchors, brokenLink as brokenLinkUnder, links, slug } from './markdown-links.js';

const brokenLink = (page: string, target: string) => brokenLinkUnder(ROOT, page, target);

const PAGES = ['README.md', 'CONTRIBUTING.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
/** The rules' pages (rules/<group>/<name>.md), which link each other and the docs. */
const RULE_PAGES = readdirSync(path.join(ROOT, 'rules'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))
  .map((f) => `rules/${f.split(path.sep).join('/')}`)
  .sort();

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
