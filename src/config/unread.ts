/**
 * Config files tooldoc does not read, found where it looks for one: a `tooldoc.config.ts`, a
 * `.cjs`, a `.toml`, or a misspelt name (`tooldoc.conf.yaml`, `.tooldocrc`) would otherwise be
 * passed over in silence while the run uses another config, or none.
 *
 * The rule, on a file's name in a folder discovery searches: ignoring case, a leading ".", and an
 * extension of a config format (.yaml .yml .json .jsonc .json5 .js .mjs .cjs .ts .mts .cts .toml),
 * and with ".", "-" and "_" taken out, what is left is within two edits of "tooldocconfig" (the
 * names tooldoc reads, and their misspellings: tooldoc-config, tooldoc.conf, tooldoc.configs,
 * toolsdoc.config), or is "tooldocrc" or "tooldoccfg", or, for a dot file, "tooldoc" (.tooldoc.yaml).
 * A name that holds a digit (tooldoc.config2.yaml, a variant kept on purpose), a type declaration
 * (.d.ts), or another extension (.bak, .example.yaml) is never one, nor is a folder, nor is a name
 * tooldoc reads (except in another case: `Tooldoc.config.yaml` is not read where names have case).
 *
 * These are warnings: the run goes on with the config found (beside the file, or above it) or none,
 * as ESLint goes on when it finds an `.eslintignore` it no longer reads.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../files/display.js';
import { editDistance } from '../toolkit/util.js';
import { CONFIG_FILES } from './names.js';

/** A file that looks meant as a tooldoc config but is not one tooldoc reads. */
export interface UnreadConfig {
  /** Absolute path. */
  file: string;
  /** Absolute path of the config used instead (beside it, or found above it); undefined when none is. */
  instead?: string;
  /** Why tooldoc does not read it, when the name alone does not say (its format), as "it does not load TypeScript". */
  reason?: string;
  /** What to do, as "rename it tooldoc.config.yaml". */
  advice: string;
}

/** The names tooldoc reads, less package.json (read only with a "tooldoc" key). */
const READ_NAMES: readonly string[] = CONFIG_FILES.filter((n) => n !== 'package.json');
const FORMAT_EXTENSIONS = new Set(['yaml', 'yml', 'json', 'jsonc', 'json5', 'js', 'mjs', 'cjs', 'ts', 'mts', 'cts', 'toml']);
const NAMES_READ = 'The names tooldoc reads: tooldoc.config.yaml, .yml, .json, .mjs, .js, or a "tooldoc" key in package.json.';

/** Why a file of this name is not read and what to do, or undefined when the name is not meant as a tooldoc config (or is read). */
export function unreadConfigName(name: string): Pick<UnreadConfig, 'reason' | 'advice'> | undefined {
  // No name the rule catches is shorter or longer (".tooldocrc" is 10, ".tool-doc.configs.json5" 24): a
  // folder of many files is passed over without more work per name.
  if (name.length < 9 || name.length > 32 || READ_NAMES.includes(name) || name === 'package.json') return undefined;
  const lower = name.toLowerCase();
  if (/\.d\.[mc]?ts$/.test(lower)) return undefined;
  const dot = lower.startsWith('.');
  let stem = dot ? lower.slice(1) : lower;
  const last = /\.([a-z0-9]+)$/.exec(stem)?.[1];
  const ext = last !== undefined && FORMAT_EXTENSIONS.has(last) ? last : undefined;
  if (ext) stem = stem.slice(0, -(ext.length + 1));
  if (/\d/.test(stem)) return undefined;
  const compact = stem.replace(/[._-]/g, '');
  const meant = editDistance(compact, 'tooldocconfig') <= 2 || compact === 'tooldocrc' || compact === 'tooldoccfg' || (dot && compact === 'tooldoc');
  if (!meant) return undefined;
  switch (ext) {
    case 'ts':
    case 'mts':
    case 'cts':
      return { reason: 'it does not load TypeScript', advice: 'write it as tooldoc.config.mjs (the same `export default`, without types) or as tooldoc.config.yaml' };
    case 'cjs':
      return { reason: 'it loads JavaScript configs as ES modules', advice: 'rename it tooldoc.config.mjs and write `export default` for `module.exports =`' };
    case 'toml':
      return { reason: 'it does not read TOML', advice: 'write it as tooldoc.config.yaml' };
    case 'jsonc':
    case 'json5':
      return { reason: 'it reads JSON without comments', advice: 'rename it tooldoc.config.json and take the comments out, or write it as tooldoc.config.yaml (comments with #)' };
    case undefined:
      return { advice: 'rename it tooldoc.config.yaml, or tooldoc.config.json if it is JSON' };
    default:
      return { advice: `rename it tooldoc.config.${ext}` };
  }
}

/**
 * The unread configs in one folder (sorted by name). `found`: the config discovery found in that
 * folder, if any, which a name differing from it only in case may be (on a file system that
 * ignores case) and then is not reported.
 */
export function unreadConfigsIn(dir: string, found?: string): UnreadConfig[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return []; // an unreadable folder: discovery cannot see a config there either
  }
  const out: UnreadConfig[] = [];
  for (const name of names.filter((n) => unreadConfigName(n) !== undefined).sort()) {
    const what = unreadConfigName(name)!;
    const file = path.join(dir, name);
    try {
      const stat = statSync(file);
      if (!stat.isFile()) continue;
      if (found && READ_NAMES.includes(name.toLowerCase())) {
        const real = statSync(found);
        if (real.ino === stat.ino && real.dev === stat.dev) continue;
      }
    } catch {
      continue;
    }
    out.push({ file, ...what });
  }
  return out;
}

/** The one-line message for an unread config, its paths shown from `cwd`. */
export function unreadConfigMessage(u: UnreadConfig, cwd: string): string {
  const then = !u.instead
    ? 'No other config applies: the defaults (tooldoc:recommended) are used.'
    : path.dirname(u.instead) === path.dirname(u.file)
      ? `${displayPath(u.instead, cwd)} beside it is used instead.`
      : `${displayPath(u.instead, cwd)} is used instead.`;
  return `${displayPath(u.file, cwd)} is not a config file tooldoc reads${u.reason ? ` (${u.reason})` : ''}, so it is ignored; ${u.advice}. ${NAMES_READ} ${then}`;
}
