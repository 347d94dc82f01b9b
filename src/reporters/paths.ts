/** Paths as CI systems want them: relative to the repository root, with forward slashes. */
import path from 'node:path';
import type { ReporterOptions } from './types.js';

/**
 * `file` (relative to the working directory, or absolute) relative to the source root. A file
 * outside the root stays relative to the working directory; the result is never absolute.
 */
export function rootRelative(file: string, options: Pick<ReporterOptions, 'cwd' | 'sourceRoot'>): string {
  const absolute = path.resolve(options.cwd, file);
  const root = options.sourceRoot ?? options.cwd;
  let rel = path.relative(root, absolute);
  if (rel.startsWith('..') || path.isAbsolute(rel)) rel = path.relative(options.cwd, absolute);
  if (path.isAbsolute(rel)) rel = path.basename(absolute);
  return rel.split(path.sep).join('/') || '.';
}

/** A relative path as a URI reference: each segment percent-encoded, slashes kept. */
export function toUriReference(relative: string): string {
  return relative.split('/').map(uriSegment).join('/');
}

/** One path segment percent-encoded, `/` included (RFC 3986 unreserved characters stay as they are). */
export function uriSegment(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

/** The source root as an absolute `file:` URI ending in a slash (SARIF originalUriBaseIds). */
export function rootUri(options: Pick<ReporterOptions, 'cwd' | 'sourceRoot'>): string {
  const root = path.resolve(options.sourceRoot ?? options.cwd);
  const posix = root.split(path.sep).join('/');
  const withSlash = (posix.startsWith('/') ? posix : '/' + posix).replace(/\/?$/, '/');
  return 'file://' + withSlash.split('/').map((s) => (/^[A-Za-z]:$/.test(s) ? s : toUriReference(s))).join('/');
}
