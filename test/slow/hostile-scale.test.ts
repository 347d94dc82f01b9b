/**
 * Hostile input at scale (issue 2; the smaller cases are in test/e2e/hostile.test.ts): files built to exhaust memory, the stack or the CPU are answered with a
 * positioned diagnostic within seconds, the other files of the run are still linted, and nothing
 * a user sees is a stack trace. The per-test timeouts are the "within seconds" assertion.
 */
import { describe, expect, it } from 'vitest';
import { requireBuild } from '../e2e/support.js';
import { diagnosticsOf, lintWithGood as lint } from '../e2e/hostile-support.js';

requireBuild();

/** Lints `files` beside a clean tool: the run must find errors (exit 1). */
const lintWithGood = (files: Record<string, string | Buffer>, extraArgs: string[] = []) => lint(files, extraArgs, 1);

const DEEP = 100_000;



describe('hostile input at scale', () => {
  it('documents nested 100,000 levels deep are refused at the first level past the limit, several in one run', { timeout: 60_000 }, () => {
    // Several in one run on purpose: composing one such document used to leave the process near
    // its stack limit, and the next one made V8 abort outright.
    const { report } = lintWithGood({
      'flow.yaml': '['.repeat(DEEP) + ']'.repeat(DEEP) + '\n',
      'arrays.json': '['.repeat(DEEP) + ']'.repeat(DEEP) + '\n',
      'objects.json': '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP) + '\n',
      'block.yaml': Array.from({ length: 2000 }, (_, i) => '  '.repeat(i) + 'a:\n').join('') + '  '.repeat(2000) + '1\n',
      'mixed.yaml': 'name: get_x\nparameters:\n  type: object\n  default: ' + '['.repeat(DEEP) + ']'.repeat(DEEP) + '\n',
    });
    expect(diagnosticsOf(report, 'flow.yaml')).toEqual([{ ruleId: 'input/resource-limit', line: 1, column: 65 }]);
    expect(diagnosticsOf(report, 'arrays.json')).toEqual([{ ruleId: 'input/resource-limit', line: 1, column: 65 }]);
    expect(diagnosticsOf(report, 'objects.json')).toEqual([{ ruleId: 'input/resource-limit', line: 1, column: 5 * 64 + 1 }]);
    expect(diagnosticsOf(report, 'block.yaml')).toEqual([{ ruleId: 'input/resource-limit', line: 65, column: 129 }]);
    expect(diagnosticsOf(report, 'mixed.yaml')).toEqual([{ ruleId: 'input/resource-limit', line: 4, column: 12 + 62 }]);
    expect(report.files.find((f) => f.file === 'flow.yaml')!.diagnostics[0]!.message).toMatch(/deeper than 64 levels/);
  });

  it('very long strings do not make the rules backtrack', { timeout: 30_000 }, () => {
    const long = 'e.g. a, b, or c; see [x](y) and "quoted" text ' .repeat(40_000);
    const { report } = lintWithGood({
      'long.yaml': `name: get_long
description: ${JSON.stringify('Fetch it. ' + long)}
parameters:
  type: object
  additionalProperties: false
  required: [${'p'.repeat(100_000)}]
  properties: {${'p'.repeat(100_000)}: {type: string, description: ${JSON.stringify(long)}}}
`,
      // YAML allows an implicit block key of at most 1,024 characters: both parse paths say so.
      'long-key.yaml': `name: get_long\ndescription: Fetch it.\nparameters:\n  ${'p'.repeat(1025)}: 1\n`,
      'long.json': JSON.stringify({
        name: 'get_long_json',
        description: 'Fetch it. ' + long,
        parameters: { type: 'object', additionalProperties: false, required: ['q'.repeat(100_000)], properties: { ['q'.repeat(100_000)]: { type: 'string', description: long } } },
      }),
    });
    expect(diagnosticsOf(report, 'long.yaml')).toContainEqual({ ruleId: 'description/max-length', line: 2, column: 1 });
    expect(diagnosticsOf(report, 'long.json')).toContainEqual({ ruleId: 'description/max-length', line: 1, column: 25 });
    expect(diagnosticsOf(report, 'long-key.yaml')).toEqual([{ ruleId: 'parse-error', line: 4, column: 3 }]);
  });

  it('descriptions built to make the text heuristics quadratic are read in one pass', { timeout: 30_000 }, () => {
    // 150,000 lines that are each a "url format:" section and an item of the one before (parameterNotes),
    // and 100,000 marketing words that praise nothing (no-marketing): read once each, not once per match.
    const description = 'Fetch it.\n' + '- url format: a\n'.repeat(150_000) + 'powerful. '.repeat(100_000);
    const { report } = lintWithGood({
      'notes.json': JSON.stringify({ name: 'get_page', description, parameters: { type: 'object', properties: { url: { type: 'string' } } } }),
    });
    const found = diagnosticsOf(report, 'notes.json').map((d) => d.ruleId);
    expect(found).toContain('description/max-length');
    expect(found).toContain('parameters/format');
    expect(found).not.toContain('description/no-marketing');
  });
});
