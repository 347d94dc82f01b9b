/**
 * `import()` of a module outside tooldoc's code, by URL: a plugin, a JavaScript config, a worker's
 * setup module. In the bundles (dist/cli/, standalone/), the build puts in its place the loader's
 * own `import()` (buildCore in scripts/bundling.mjs, scripts/core-loader.cjs): the bundle is compiled
 * as a script, and Node 20 gives a script compiled from V8's cache no `import()` of its own.
 */
export function importModule(url: string): Promise<unknown> {
  return import(url);
}
