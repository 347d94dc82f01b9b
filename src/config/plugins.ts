/**
 * Loads plugins named in a config file: local ES modules (relative to the config file) and
 * installed packages (resolved from the config file's folder). Only the config loads code; a
 * descriptor never does. A plugin exports its rules as `rules` (an array, or an object of rules),
 * on its default export or as a named export.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineRule } from '../toolkit/define-rule.js';
import type { Rule } from '../types/index.js';
import { isObject } from '../toolkit/util.js';
import { importModule } from '../run/import-module.js';

export interface LoadedPlugin {
  /** As written in the config. */
  specifier: string;
  /** The module file that was imported. */
  file: string;
  name: string;
  rules: Rule[];
}

/** A plugin that cannot be found, imported or understood; the message says which and why. */
export class PluginError extends Error {}

const isPathLike = (s: string) => /^\.{1,2}([\\/]|$)|^[\\/]|^[A-Za-z]:[\\/]|^file:/.test(s);

/** Resolves a plugin specifier to a module file, as Node would from `fromDir`, preferring ESM entry points. */
export function resolvePlugin(specifier: string, fromDir: string): string {
  if (isPathLike(specifier)) {
    const file = specifier.startsWith('file:') ? new URL(specifier).pathname : path.resolve(fromDir, specifier);
    if (!existsSync(file) || !statSync(file).isFile()) throw new PluginError(`Plugin "${specifier}" not found: no file ${file}.`);
    return file;
  }
  const m = /^((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(specifier);
  if (!m) throw new PluginError(`Plugin "${specifier}" is neither a relative path nor a package name.`);
  const [, pkgName, subpath] = m;
  // Walk node_modules upward ourselves: require.resolve would miss packages that export only an "import" condition.
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const pkgDir = path.join(dir, 'node_modules', pkgName!);
    const pkgJson = path.join(pkgDir, 'package.json');
    if (existsSync(pkgJson)) return entryOf(pkgDir, pkgJson, subpath ? '.' + subpath : '.', specifier);
    if (path.dirname(dir) === dir) break;
  }
  try {
    return createRequire(path.join(fromDir, 'noop.js')).resolve(specifier);
  } catch {
    throw new PluginError(`Plugin "${specifier}" not found: install it (npm install --save-dev ${pkgName}) in or above ${fromDir}.`);
  }
}

function entryOf(pkgDir: string, pkgJson: string, subpath: string, specifier: string): string {
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(readFileSync(pkgJson, 'utf8')) as Record<string, unknown>;
  } catch (err) {
    throw new PluginError(`Plugin "${specifier}": could not read ${pkgJson}: ${err instanceof Error ? err.message : String(err)}.`);
  }
  let target: string | undefined;
  if (pkg.exports !== undefined) {
    let exp: unknown = pkg.exports;
    if (typeof exp === 'string' || Array.isArray(exp) || (isObject(exp) && !Object.keys(exp).some((k) => k.startsWith('.')))) {
      exp = { '.': exp };
    }
    target = pickCondition(isObject(exp) ? exp[subpath] : undefined);
    if (!target) throw new PluginError(`Plugin "${specifier}": the package does not export "${subpath}".`);
  } else if (subpath !== '.') {
    target = subpath;
  } else {
    target = typeof pkg.main === 'string' ? pkg.main : 'index.js';
  }
  let file = path.resolve(pkgDir, target);
  if (!existsSync(file) && existsSync(file + '.js')) file += '.js';
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.js');
  if (!existsSync(file)) throw new PluginError(`Plugin "${specifier}": its entry point ${file} does not exist.`);
  return file;
}

function pickCondition(exp: unknown): string | undefined {
  if (typeof exp === 'string') return exp;
  if (Array.isArray(exp)) {
    for (const e of exp) {
      const t = pickCondition(e);
      if (t) return t;
    }
    return undefined;
  }
  if (isObject(exp)) {
    for (const cond of ['import', 'node', 'default', 'require']) {
      if (cond in exp) {
        const t = pickCondition(exp[cond]);
        if (t) return t;
      }
    }
  }
  return undefined;
}

/** Imports one plugin and checks its rules with defineRule, so a broken rule fails here, not mid-run. */
export async function loadPlugin(specifier: string, fromDir: string): Promise<LoadedPlugin> {
  const file = resolvePlugin(specifier, fromDir);
  let mod: Record<string, unknown>;
  try {
    mod = (await importModule(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (err) {
    throw new PluginError(`Plugin "${specifier}" failed to load: ${err instanceof Error ? err.message : String(err)}.`);
  }
  const root = isObject(mod.default) ? mod.default : mod;
  const raw = root.rules ?? mod.rules;
  const list: unknown[] = Array.isArray(raw) ? raw : isObject(raw) ? Object.values(raw) : [];
  if (!list.length) {
    throw new PluginError(`Plugin "${specifier}" exports no rules; export \`rules\` (an array of rules made with defineRule) or a default object with \`rules\`.`);
  }
  const rules: Rule[] = [];
  for (const r of list) {
    try {
      rules.push(defineRule(r as Rule));
    } catch (err) {
      throw new PluginError(`Plugin "${specifier}" has an invalid rule: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const meta = isObject(root.meta) ? root.meta : {};
  return { specifier, file, name: typeof meta.name === 'string' ? meta.name : specifier, rules };
}
