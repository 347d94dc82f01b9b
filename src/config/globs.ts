/** The globs of `overrides[].files` and `ignores`, matched relative to the config file that names them. */
import path from 'node:path';
import picomatch from 'picomatch';

/** Globs relative to `baseDir`; a glob without "/" also matches base names (as in .gitignore). A trailing "/" means a folder. */
export function globMatcher(globs: string[], baseDir: string): (absolutePath: string) => boolean {
  const expanded = globs.flatMap((g) => (g.endsWith('/') ? [g + '**'] : [g, g + '/**']));
  const isMatch = picomatch(expanded, { dot: true, basename: false });
  const baseNames = picomatch(globs.filter((g) => !g.includes('/')), { dot: true });
  const hasBaseNames = globs.some((g) => !g.includes('/'));
  return (abs) => {
    const rel = path.relative(baseDir, abs).split(path.sep).join('/');
    if (!rel || rel.startsWith('../') || path.isAbsolute(rel)) return false;
    if (isMatch(rel)) return true;
    if (!hasBaseNames) return false;
    return rel.split('/').some((segment) => baseNames(segment));
  };
}
