/**
 * What the hand-judged samples share (test/judgement/*.json, test/security/corpus-judged.json): a
 * finding a person read on ../shared/corpus, with a verdict and the reason for it. Findings are
 * matched by file, tool, rule and pointer, not by message, so rewording a message keeps a verdict.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../helpers.js';

export interface JudgedFinding {
  file: string;
  tool: string;
  ruleId: string;
  pointer: string;
  verdict: 'right' | 'noise' | 'wrong';
  reason: string;
}

/** The key a judged finding and a reported one are matched by. */
export const judgedKey = (e: { file: string; tool?: string; ruleId: string; pointer: string }) => [e.file, e.tool ?? '', e.ruleId, e.pointer].join('|');

/** A judged sample, by its path from the repository root. */
export function readJudged<T extends JudgedFinding>(...from: string[]): T[] {
  return JSON.parse(readFileSync(path.join(ROOT, ...from), 'utf8')) as T[];
}
