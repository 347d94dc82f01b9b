/**
 * The links of Markdown pages, as GitHub renders them: link targets outside code, heading anchors,
 * and whether a relative link leads to a file (and heading) under a root. Used on the repository
 * (test/docs-links.test.ts) and on the installed npm package (test/slow/package.test.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { HOMEPAGE } from '../src/reporters/rule-docs.js';

/** The lines of a Markdown text outside fenced code blocks (``` or ~~~, indented or not), with their numbers. */
export function proseLines(text: string): Array<{ line: number; text: string }> {
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
export function slug(heading: string): string {
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
export function anchors(text: string): Set<string> {
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
export function links(text: string): Array<{ line: number; target: string }> {
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

/**
 * What is wrong with one link of `page` (a path relative to `root`), or null when it leads somewhere.
 * A link to the project's own file on GitHub (`HOMEPAGE/blob/main/…` or `/tree/main/…`) is checked
 * as a relative link from `root` when `ownFiles` is set (in the repository), and only for its form
 * otherwise (in the installed package, which does not hold the sources those links name).
 */
export function brokenLink(root: string, page: string, target: string, { ownFiles = true }: { ownFiles?: boolean } = {}): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    if (!/^https?:\/\//i.test(target)) return 'not an http(s) link or a relative path';
    const own = ['blob', 'tree'].map((kind) => `${HOMEPAGE}/${kind}/main/`).find((prefix) => target.startsWith(prefix));
    if (own && ownFiles) {
      const why = brokenLink(root, 'README.md', target.slice(own.length));
      return why && `${why} (in this repository)`;
    }
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
  const resolved = file === '' ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), decodeURIComponent(file));
  if (path.relative(root, resolved).startsWith('..')) return 'outside the repository';
  if (!existsSync(resolved)) return 'no such file';
  if (anchor === null) return null;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return 'an anchor on something that is not a Markdown file';
  return anchors(readFileSync(resolved, 'utf8')).has(anchor) ? null : `no heading with the anchor #${anchor}`;
}
