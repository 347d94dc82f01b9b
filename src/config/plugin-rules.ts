/**
 * The rules a config's plugins add: each plugin named in a layer is resolved relative to that layer's
 * folder (a local file or a package installed there or above), loaded once however many layers
 * name it, and may not define a rule id that a built-in rule or another plugin already has.
 */
import { loadPlugin, PluginError, resolvePlugin, type LoadedPlugin } from './plugins.js';
import type { Rule } from '../types/index.js';
import { problem, type Layer } from './layer.js';
import type { ConfigProblem } from './problems.js';

export interface PluginRules {
  /** The built-in rules, then the plugins' rules. */
  rules: Rule[];
  plugins: LoadedPlugin[];
  problems: ConfigProblem[];
}

/**
 * Loads the plugins of every layer (the extended configs first). `refuse(layer)`: called before a
 * layer's plugins are loaded, to throw when the config may not run code.
 */
export async function loadPluginRules(layers: readonly Layer[], builtinRules: readonly Rule[], refuse?: (l: Layer) => void): Promise<PluginRules> {
  const plugins: LoadedPlugin[] = [];
  const problems: ConfigProblem[] = [];
  const rules: Rule[] = [...builtinRules];
  const owner = new Map<string, string>(builtinRules.map((r) => [r.meta.id, 'a built-in rule']));
  for (const l of layers) {
    const list = Array.isArray(l.value.plugins) ? (l.value.plugins as string[]) : [];
    if (list.length) refuse?.(l);
    for (let i = 0; i < list.length; i++) {
      const spec = list[i]!;
      try {
        if (plugins.some((p) => p.file === resolvePlugin(spec, l.dir))) continue; // named again by an extended config
        const plugin = await loadPlugin(spec, l.dir);
        for (const r of plugin.rules) {
          const prev = owner.get(r.meta.id);
          if (prev) {
            problems.push(problem(l, ['plugins', i], `Plugin "${spec}" defines rule "${r.meta.id}", which is already ${prev}; give the plugin's rule its own id.`, 'value'));
            continue;
          }
          owner.set(r.meta.id, `defined by plugin "${spec}"`);
          rules.push(r);
        }
        plugins.push(plugin);
      } catch (err) {
        if (!(err instanceof PluginError)) throw err;
        problems.push(problem(l, ['plugins', i], err.message, 'value'));
      }
    }
  }
  return { rules, plugins, problems };
}
