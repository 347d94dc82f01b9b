/**
 * The lint cache (`--cache`), as ESLint's: what a file's per-tool pass produced, keyed by the file's
 * content hash, in one JSON file whose key covers everything else a result depends on (tooldoc's
 * version, the rules and their settings, plugins' code, options, working directory). A hit skips
 * parsing and per-tool rules; catalog rules, suppressions, baselines and grading always run, so a
 * cached run gives the same report as an uncached one. A cache that is unreadable, of another
 * version or another key is ignored and rewritten, never trusted.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic, FileResult, FormatGap, JsonPath, Range } from './types.js';

export const CACHE_FORMAT = 1;

export interface CachedTool {
  name: string;
  doc: number;
  basePath: JsonPath;
  format: string;
  /** The catalog view of the descriptor (top-level scalars), as catalog rules see it. */
  descriptor: Record<string, unknown>;
  range: Range;
  diagnostics: Diagnostic[];
  /** What rules asked of the tool that its format has no place for. */
  gaps?: FormatGap[];
  /** For the tool itself ('') and each top-level field: its source path and key/value ranges. */
  fields: Array<{ key: string; source: JsonPath; keyRange: Range; valueRange: Range }>;
}

export interface CachedFile {
  hash: string;
  status: FileResult['status'];
  kind?: 'yaml' | 'json';
  diagnostics: Diagnostic[];
  tools: CachedTool[];
}

export interface CacheOptions {
  /** Absolute path of the cache file. */
  file: string;
  /** Everything besides file content that results depend on, already hashed or serialised. */
  key: string;
}

export function hashBytes(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

export function hashKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export class LintCache {
  private entries: Record<string, CachedFile> = {};
  private changed = false;

  constructor(private readonly options: CacheOptions) {
    try {
      const data = JSON.parse(readFileSync(options.file, 'utf8')) as { format?: number; key?: string; files?: Record<string, CachedFile> };
      if (data.format === CACHE_FORMAT && data.key === options.key && data.files && typeof data.files === 'object') this.entries = data.files;
      else this.changed = true;
    } catch {
      this.changed = true; // missing or unreadable: start afresh
    }
  }

  get(absolutePath: string, hash: string): CachedFile | undefined {
    const e = this.entries[absolutePath];
    return e && e.hash === hash ? e : undefined;
  }

  set(absolutePath: string, entry: CachedFile): void {
    this.entries[absolutePath] = entry;
    this.changed = true;
  }

  delete(absolutePath: string): void {
    if (absolutePath in this.entries) {
      delete this.entries[absolutePath];
      this.changed = true;
    }
  }

  /** Writes the cache atomically (a temporary file renamed over it); a failure is reported, not fatal. */
  save(): string | undefined {
    if (!this.changed) return undefined;
    try {
      mkdirSync(path.dirname(this.options.file), { recursive: true });
      const tmp = `${this.options.file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify({ format: CACHE_FORMAT, key: this.options.key, files: this.entries }));
      renameSync(tmp, this.options.file);
      return undefined;
    } catch (err) {
      return `Could not write the cache ${this.options.file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`;
    }
  }
}
