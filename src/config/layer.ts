/**
 * One config file as read: its value, where it is, a way to find positions in it, and the configs
 * it extends. Every later stage (validation, plugins, settings, servers) works on layers.
 */
import type { JsonPath, Range } from '../types/index.js';
import { isObject } from '../toolkit/util.js';
import { describePath, type ConfigProblem } from './problems.js';

/** One config file, read and parsed: its value and a way to find positions in it. */
export interface Layer {
  file: string;
  display: string;
  dir: string;
  value: Record<string, unknown>;
  /** Range of a path inside the config value, when the file format has positions. */
  locate(p: JsonPath, at?: 'key' | 'value'): Range | undefined;
  /** Resolved `extends` entries, in order. */
  extends: Array<{ preset: string } | { layer: Layer }>;
}

/** A problem at a path of a layer: positioned when the format has positions, else named by the path. */
export function problem(l: Layer, p: JsonPath, message: string, at: 'key' | 'value' = 'key'): ConfigProblem {
  const range = l.locate(p, at);
  return range ? { file: l.display, range, message } : { file: l.display, where: describePath(p), message };
}

/** Every layer of a chain, the configs each extends before it, the root last. */
export function layersInOrder(root: Layer): Layer[] {
  const layers: Layer[] = [];
  const collect = (l: Layer) => {
    for (const e of l.extends) if ('layer' in e) collect(e.layer);
    layers.push(l);
  };
  collect(root);
  return layers;
}

/** The value at a path inside a config value, or undefined. */
export function valueAt(v: unknown, p: JsonPath): unknown {
  let cur = v;
  for (const s of p) {
    if (Array.isArray(cur) && typeof s === 'number') cur = cur[s];
    else if (isObject(cur) && Object.prototype.hasOwnProperty.call(cur, s)) cur = cur[s as string];
    else return undefined;
  }
  return cur;
}
