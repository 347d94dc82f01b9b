/** The fixed input set and rule list the golden-file and format tests share. */
import path from 'node:path';
import { lint } from '../../src/run/lint.js';
import { github } from '../../src/reporters/github.js';
import { html } from '../../src/reporters/html.js';
import { gitlab } from '../../src/reporters/gitlab.js';
import { json } from '../../src/reporters/json.js';
import { junit } from '../../src/reporters/junit.js';
import { markdown } from '../../src/reporters/markdown.js';
import { sarif } from '../../src/reporters/sarif.js';
import { stylish } from '../../src/reporters/stylish.js';
import type { Reporter } from '../../src/reporters/types.js';
import type { LintResult } from '../../src/types/index.js';
import { ROOT, ruleById } from '../helpers.js';

export const GOLDEN = path.join(ROOT, 'test', 'golden');
export const GOLDEN_INPUT = path.join(GOLDEN, 'input');
/** errors/required gives the MCP file (server.json) a format gap, so every format shows a capped grade. */
export const GOLDEN_RULES = ['name/snake-case', 'name/unique', 'description/required', 'parameters/property-description', 'parameters/bounds', 'errors/required'];

export async function goldenResult(): Promise<LintResult> {
  // bounds with scope "all" (the strict preset's) so that the set has warnings as well as errors.
  const settings = { 'parameters/bounds': { options: { scope: 'all' } } };
  const result = await lint({ patterns: ['.'], cwd: GOLDEN_INPUT, rules: GOLDEN_RULES.map(ruleById), settings });
  return { ...result, version: '0.0.0-golden' };
}

export const REPORTERS: Record<string, Reporter> = { stylish, json, sarif, github, gitlab, markdown, junit, html };

export function render(format: string, result: LintResult): string {
  return REPORTERS[format]!(result, { colorLevel: 0, cwd: GOLDEN_INPUT, sourceRoot: GOLDEN_INPUT });
}
