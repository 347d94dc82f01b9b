/** Every JSON file of ../shared/corpus/ as a text, with its path relative to the corpus. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SHARED } from '../helpers.js';

export const CORPUS = path.join(SHARED, 'corpus');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : f.endsWith('.json') ? [p] : [];
  });
}

export function corpusTexts(): Array<{ path: string; text: string }> {
  return files(CORPUS).map((p) => ({ path: path.relative(CORPUS, p), text: readFileSync(p, 'utf8') }));
}
