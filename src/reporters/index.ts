import type { Reporter } from './types.js';

export type { Reporter, ReporterOptions } from './types.js';

/**
 * Output formats by name, each a pure function of the lint result. Loaded on demand, so a run pays
 * only for the formats it writes (start-up time matters under pre-commit).
 */
const loaders: Record<string, () => Promise<Reporter>> = {
  stylish: async () => (await import('./stylish.js')).stylish,
  json: async () => (await import('./json.js')).json,
  sarif: async () => (await import('./sarif.js')).sarif,
  github: async () => (await import('./github.js')).github,
  gitlab: async () => (await import('./gitlab.js')).gitlab,
  markdown: async () => (await import('./markdown.js')).markdown,
  junit: async () => (await import('./junit.js')).junit,
  html: async () => (await import('./html.js')).html,
};

export const formatNames: readonly string[] = Object.keys(loaders);

/**
 * Formats whose reports identify each finding by its fingerprint (SARIF's partialFingerprints,
 * GitLab's fingerprint): a run that writes one gives its findings fingerprints (LintOptions.fingerprints).
 */
const FINGERPRINTED = new Set(['sarif', 'gitlab']);

/** Whether a run that writes these formats needs its findings' fingerprints. */
export const needsFingerprints = (formats: Iterable<string>): boolean => [...formats].some((f) => FINGERPRINTED.has(f));

/**
 * Formats whose reports keep what they render of a file's result with it in the cache
 * (FileResult.rendered): a run with the cache that writes one saves the cache once they are written.
 */
const RENDERS_KEPT = new Set(['json']);

/** Whether a run that writes these formats keeps what its reports render in its cache. */
export const keepsRenderings = (formats: Iterable<string>): boolean => [...formats].some((f) => RENDERS_KEPT.has(f));

export function loadReporter(name: string): Promise<Reporter> {
  const load = loaders[name];
  if (!load) throw new TypeError(`Unknown format "${name}".`);
  return load();
}
