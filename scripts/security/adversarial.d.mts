/** Types of scripts/security/adversarial.mjs, for the test that reads the corpus with it. */
export interface CorpusFile {
  name: string;
  text: string;
  label: string;
  class: string;
  technique: string;
  round: number;
  half: 'tuning' | 'held' | 'later';
}
export const ROUNDS: Record<number, string>;
export const LATEST: number;
export function roundOf(name: string): number;
export function splitOf(name: string): 'tuning' | 'held';
export const DIR: string;
export const LABELS: string[];
export const DESIGN: Set<string>;
export function halfOf(name: string, round?: number): 'tuning' | 'held' | 'later';
export function header(text: string): Record<string, string>;
export function body(name: string, text: string): string;
export function corpus(dir?: string, round?: number): CorpusFile[];
