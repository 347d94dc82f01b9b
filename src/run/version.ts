import { readFileSync } from 'node:fs';

/**
 * The package version, read once from the nearest package.json above this module that is tooldoc's
 * (src/ in tests, dist/src/ in the package, dist/cli/ in the bundle), so that the module may sit a
 * folder deeper in src/ than the bundle's chunks sit in dist/.
 */
export const VERSION: string = (() => {
  for (const rel of ['../', '../../', '../../../']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(`${rel}package.json`, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'tooldoc' && pkg.version) return pkg.version;
    } catch {
      // try the next folder up
    }
  }
  return '0.0.0';
})();
