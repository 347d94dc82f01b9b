/**
 * `import()` of a module outside tooldoc's code, by URL: a plugin, a JavaScript config, a worker's
 * setup module. In the package, scripts/bundle.mjs puts in its place the loader's own `import()`
 * (dist/cli/core.cjs): the bundle is compiled as a script, whose `import()` Node 20 does not serve
 * from code cached by V8.
 */
export function importModule(url: string): Promise<unknown> {
  return import(url);
}
