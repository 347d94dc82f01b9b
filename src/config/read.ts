/**
 * Reads a config file and the files it `extends`: YAML and JSON parsed with positions (package.json
 * through its "tooldoc" key), JavaScript imported for its default export, each checked against the
 * config's JSON Schema, and `extends` resolved relative to the file that names it (presets by name,
 * cycles refused). Every path a config names is relative to that config, so each layer keeps its
 * own folder.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { displayPath } from '../files/display.js';
import { parseSource } from '../parse/source.js';
import type { JsonPath } from '../types/index.js';
import { isObject } from '../toolkit/util.js';
import { problem, type Layer } from './layer.js';
import { isPreset } from './presets.js';
import { ConfigError } from './problems.js';
import { validateShape } from './shape.js';
import { importModule } from '../run/import-module.js';

/** Whether a config file is JavaScript, loaded by importing it (which runs its code). */
export function isJavaScriptConfig(file: string): boolean {
  return /\.(mjs|js|cjs)$/i.test(file);
}

/**
 * A config file and, recursively, what it extends. `chain`: the files that led here (for cycles).
 * `refuseCode`: set when the config may not run code (found outside any repository); the error to
 * throw if the chain holds JavaScript.
 */
export async function readLayer(file: string, cwd: string, chain: string[], refuseCode?: (what: string) => Error): Promise<Layer> {
  const display = displayPath(file, cwd);
  const base = path.basename(file);
  let value: unknown;
  let locate: Layer['locate'] = () => undefined;

  if (isJavaScriptConfig(file)) {
    if (refuseCode) throw refuseCode(`extends ${display}, which is JavaScript`);
    try {
      const mod = (await importModule(pathToFileURL(file).href)) as Record<string, unknown>;
      value = mod.default;
    } catch (err) {
      throw new ConfigError([{ file: display, message: `Could not load the config: ${err instanceof Error ? err.message : String(err)}` }]);
    }
    if (!isObject(value)) throw new ConfigError([{ file: display, message: 'A JavaScript config must `export default` an object.' }]);
  } else {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      throw new ConfigError([{ file: display, message: `Could not read the config: ${(err as NodeJS.ErrnoException).code ?? String(err)}.` }]);
    }
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const parsed = parseSource(display, file, text);
    if (parsed.problems.length) {
      const seen = new Set<string>();
      const first = parsed.problems.filter((p) => {
        const k = `${p.range.start.line}:${p.range.start.column}`;
        return !seen.has(k) && Boolean(seen.add(k));
      });
      throw new ConfigError(first.map((p) => ({ file: display, range: p.range, message: p.message })));
    }
    if (parsed.docs.length > 1) {
      throw new ConfigError([{ file: display, range: parsed.file.locate(1, [], 'value'), message: 'A config file holds one YAML document; remove the extra "---" document.' }]);
    }
    value = parsed.docs[0];
    let prefix: JsonPath = [];
    if (base === 'package.json') {
      if (!isObject(value) || !('tooldoc' in value)) throw new ConfigError([{ file: display, message: 'package.json has no "tooldoc" key.' }]);
      value = value.tooldoc;
      prefix = ['tooldoc'];
    }
    if (value === undefined || value === null) value = {};
    locate = (p, at = 'key') => parsed.file.locate(0, [...prefix, ...p], at);
    if (!isObject(value)) {
      throw new ConfigError([{ file: display, range: locate([], 'value'), message: 'The config must be a mapping (keys such as "extends", "rules", "overrides", "ignores", "plugins").' }]);
    }
  }

  dropEmpty(value);
  const layer: Layer = { file, display, dir: path.dirname(file), value, locate, extends: [] };
  const problems = validateShape(layer);
  if (problems.length) throw new ConfigError(problems);

  const ext = layer.value.extends;
  const entries = ext === undefined ? [] : Array.isArray(ext) ? (ext as string[]) : [ext as string];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const at: JsonPath = Array.isArray(ext) ? ['extends', i] : ['extends'];
    if (isPreset(entry)) {
      layer.extends.push({ preset: entry });
      continue;
    }
    const target = path.resolve(layer.dir, entry);
    if ([...chain, file].includes(target)) {
      const cycle = [...chain, file].slice([...chain, file].indexOf(target)).map((f) => displayPath(f, cwd));
      throw new ConfigError([problem(layer, at, `"extends" makes a cycle: ${[...cycle, displayPath(target, cwd)].join(' → ')}.`, 'value')]);
    }
    if (!existsSync(target) || !statSync(target).isFile()) {
      throw new ConfigError([problem(layer, at, `Cannot extend "${entry}": no file ${displayPath(target, cwd)}.`, 'value')]);
    }
    layer.extends.push({ layer: await readLayer(target, cwd, [...chain, file], refuseCode) });
  }
  return layer;
}

/** A key left empty in YAML (`rules:` with every entry commented out) means the same as leaving it out. */
function dropEmpty(config: Record<string, unknown>): void {
  for (const k of ['extends', 'rules', 'overrides', 'ignores', 'plugins', 'unsuppressible', 'limits', 'targets', 'servers', 'since', 'baseline']) if (config[k] === null) delete config[k];
  if (Array.isArray(config.overrides)) for (const o of config.overrides) if (isObject(o) && o.rules === null) delete o.rules;
}
