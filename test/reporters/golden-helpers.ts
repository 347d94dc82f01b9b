/** The fixed input set and rule list the golden-file and format tests share. */
import path from 'node:path';
import { lint } from '../../src/engine.js';
import { reporters } from '../../src/reporters/index.js';
import type { LintResult } from '../../src/types.js';
import { ROOT, ruleById } from '../helpers.js';

export const GOLDEN = path.join(ROOT, 'test', 'golden');
export const GOLDEN_INPUT = path.join(GOLDEN, 'input');
export const GOLDEN_RULES = ['name/snake-case', 'name/unique', 'description/required', 'parameters/property-description', 'parameters/bounds'];

export async function goldenResult(): Promise<LintResult> {
  const result = await lint({ patterns: ['.'], cwd: GOLDEN_INPUT, rules: GOLDEN_RULES.map(ruleById) });
  return { ...result, version: '0.0.0-golden' };
}

export function render(format: string, result: LintResult): string {
  return reporters[format]!(result, { colorLevel: 0, cwd: GOLDEN_INPUT, sourceRoot: GOLDEN_INPUT });
}
