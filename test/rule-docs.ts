/**
 * Reads rule docs pages (`rules/<group>/<name>.md`, format in docs/rule-docs-format.md) into their
 * parts, for the docs-as-tests harness and the registry test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RuleMeta } from '../src/types/index.js';
import type { ListedServer } from '../src/servers/sidecars.js';
import type { Previous } from './helpers.js';
import type { Lock } from '../src/diff/lock.js';
import { ROOT } from './helpers.js';

export const RULES_DIR = path.join(ROOT, 'rules');

export interface DocBlock {
  /** The `## ` section the block is in, e.g. `❌ Bad`. */
  section: string;
  lang: string;
  code: string;
  /** 1-based line of the opening fence in the page. */
  line: number;
  /** From an optional `<!-- docs-test: {...} -->` comment on the line before the fence. */
  directive: { file?: string; options?: Record<string, unknown>; servers?: ListedServer[]; previous?: Previous; lock?: Lock['catalogs'] };
}

export interface DocPage {
  file: string;
  /** Text of the `# ` heading on the first line. */
  heading: string;
  /** The first non-empty line after the heading: `Level 1 · error · spec §3.1`. */
  metaLine: string;
  /** Section title → its text (without the heading line). */
  sections: Map<string, string>;
  blocks: DocBlock[];
}

/** Every `.md` file under `rules/`, relative to `rules/`, with `/` separators. */
export function listDocPages(dir = RULES_DIR, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listDocPages(full, `${prefix}${entry}/`));
    else if (entry.endsWith('.md')) out.push(`${prefix}${entry}`);
  }
  return out;
}

export function docPath(ruleId: string): string {
  return path.join(RULES_DIR, `${ruleId}.md`);
}

export function hasDocPage(ruleId: string): boolean {
  return existsSync(docPath(ruleId));
}

const DIRECTIVE = /^<!--\s*docs-test:\s*(\{.*\})\s*-->$/;

export function parseDocPage(file: string): DocPage {
  const lines = readFileSync(file, 'utf8').replace(/\r\n/g, '\n').split('\n');
  const heading = /^# (.*)$/.exec(lines[0] ?? '')?.[1]?.trim() ?? '';
  let i = 1;
  while (i < lines.length && !lines[i]!.trim()) i++;
  const metaLine = (lines[i] ?? '').trim();
  const sections = new Map<string, string>();
  const blocks: DocBlock[] = [];
  let section = '';
  let body: string[] = [];
  const flush = () => {
    if (section) sections.set(section, body.join('\n').trim());
  };
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n]!;
    const h = /^## (.*)$/.exec(line);
    if (h) {
      flush();
      section = h[1]!.trim();
      body = [];
      continue;
    }
    const fence = /^(```+|~~~+)\s*([\w-]*)/.exec(line);
    if (fence) {
      const close = fence[1]!;
      const start = n;
      const code: string[] = [];
      for (n++; n < lines.length && !lines[n]!.startsWith(close); n++) code.push(lines[n]!);
      body.push(line, ...code, close);
      let prev = start - 1;
      while (prev > 0 && !lines[prev]!.trim()) prev--;
      const d = DIRECTIVE.exec(lines[prev]!.trim());
      blocks.push({
        section,
        lang: fence[2]!.toLowerCase(),
        code: code.join('\n') + '\n',
        line: start + 1,
        directive: d ? (JSON.parse(d[1]!) as DocBlock['directive']) : {},
      });
      continue;
    }
    body.push(line);
  }
  flush();
  return { file, heading, metaLine, sections, blocks };
}

/** The line under a page's heading, as the rule's metadata says it must read. */
export function expectedMetaLine(meta: RuleMeta): string {
  const level = meta.level === null ? 'advice (does not gate)' : `Level ${meta.level}`;
  return `${level} · ${meta.severity} · spec ${meta.spec}`;
}

export const BAD = '❌ Bad';
export const GOOD = '✅ Good';
export const COMPLEXITY = 'Complexity';
