/**
 * Hostile schemas (issue 12), through the built CLI: a catastrophic pattern, a malformed or endless
 * `$ref`, a huge `enum` or `uniqueItems` list each give positioned findings within seconds, the
 * clean file beside them is still reported, and results do not depend on `--concurrency`.
 * The per-test timeouts are the "within seconds" assertion (safety nets, not benchmarks).
 */
import { describe, expect, it } from 'vitest';
import { CLEAN_TOOL, expectNoCrash, parseReport, requireBuild, runCli, writeFiles } from './support.js';
import { findings, lintWithGood } from './hostile-support.js';

requireBuild();



const tool = (name: string, lines: string[]) => [`name: ${name}`, 'description: Fetch one record by its code. Use when the user gives a code.', ...lines, ''].join('\n');

describe('hostile schemas', () => {
  it('a catastrophic pattern with a failing example is reported in linear time, in parameters, patternProperties, propertyNames and returns', { timeout: 30_000 }, () => {
    const slow = 'a'.repeat(34) + '!';
    const redos = tool('find_code', [
      'parameters:',
      '  type: object',
      '  properties:',
      '    code: {type: string, description: The code., pattern: "^(a+)+$"}',
      '    labels:',
      '      type: object',
      '      description: Labels.',
      '      patternProperties: {"^(a+)+$": {type: string}}',
      '      propertyNames: {pattern: "^(b+)+$"}',
      'returns:',
      '  type: object',
      '  properties:',
      '    label: {type: string, description: The label., pattern: "^([a-z]+\\\\s*)+$"}',
      'examples:',
      '  - prompt: Find it.',
      '    tool_call:',
      '      name: find_code',
      `      arguments: {code: "${slow}", labels: {"${slow}": "x", "${'b'.repeat(34)}!": "y"}}`,
      `    result: {label: "${'abc '.repeat(12)}!"}`,
    ]);
    const start = Date.now();
    const { code, report } = lintWithGood({ 'redos.yaml': redos });
    expect(Date.now() - start).toBeLessThan(20_000);
    expect(code).toBe(1);
    expect(findings(report, 'redos.yaml', /^(examples\/(arguments|result)-schema|parameters\/pattern-)/).map(({ ruleId, line, column }) => `${line}:${column} ${ruleId}`)).toEqual([
      '6:59 parameters/pattern-redos',
      '10:27 parameters/pattern-redos',
      '11:32 parameters/pattern-redos',
      '15:61 parameters/pattern-redos',
      '20:19 examples/arguments-schema',
      '20:64 examples/arguments-schema',
      '20:64 examples/arguments-schema',
      '21:14 examples/result-schema',
    ]);
    const messages = findings(report, 'redos.yaml', /^examples\/(arguments|result)-schema/).map((f) => f.message);
    expect(messages).toEqual([
      'Example 1 of "find_code": argument "code" must match pattern "^(a+)+$"; make the example match the parameters schema.',
      // Each key that fails propertyNames, named.
      `Example 1 of "find_code": argument "labels" has a key "${'a'.repeat(34)}!" that must match pattern "^(b+)+$"; make the example match the parameters schema.`,
      `Example 1 of "find_code": argument "labels" has a key "${'b'.repeat(34)}!" that must match pattern "^(b+)+$"; make the example match the parameters schema.`,
      'Example 1 of "find_code": result field "label" must match pattern "^([a-z]+\\s*)+$"; make the example match the returns schema.',
    ]);
    expect(findings(report, 'redos.yaml', /pattern-redos/)[0]!.message).toBe(
      'Parameter "code" of "find_code" has pattern "^(a+)+$" that can take exponential time on a backtracking engine: `a+` is repeated inside `(a+)+`, so an input with a long run of "a" that then fails to match is tried in exponentially many ways; rewrite it as `^a+$`.',
    );
  });

  it('a pattern RE2 cannot run is reported once, and examples are not judged by it', { timeout: 30_000 }, () => {
    const lookahead = tool('get_invoice', [
      'parameters:',
      '  type: object',
      '  properties:',
      '    number: {type: string, description: Invoice number., pattern: "^(?!DRAFT)[A-Z]+$"}',
      'examples:',
      '  - {prompt: Get it., tool_call: {name: get_invoice, arguments: {number: DRAFT}}, result: {}}',
    ]);
    const { report } = lintWithGood({ 'lookahead.yaml': lookahead });
    expect(findings(report, 'lookahead.yaml', /^(examples\/arguments-schema|parameters\/pattern-)/)).toEqual([
      {
        ruleId: 'parameters/pattern-portable',
        line: 6,
        column: 67,
        message:
          'Parameter "number" of "get_invoice" has pattern "^(?!DRAFT)[A-Z]+$" that uses a negative lookahead (`(?!`), which linear-time engines such as RE2 cannot run: tooldoc does not check examples against it and RE2-based validators reject it; rewrite the pattern without it.',
      },
    ]);
  });

  it('$ref "#/%zz" is an unresolvable reference at the $ref, not a crashed rule', { timeout: 30_000 }, () => {
    const zz = tool('get_item', [
      'parameters:',
      '  type: object',
      '  properties:',
      '    id: {$ref: "#/%zz"}',
      'examples:',
      '  - {prompt: Get it., tool_call: {name: get_item, arguments: {id: x}}, result: {}}',
    ]);
    const dir = writeFiles({ 'zz.yaml': zz, 'good.yaml': CLEAN_TOOL });
    const r = runCli(['lint', '.', '-f', 'json'], { cwd: dir });
    expectNoCrash(r);
    expect(r.stderr).not.toMatch(/crashed|URI malformed/);
    expect(r.code).toBe(1);
    const report = parseReport(r.stdout);
    expect(report.tools.find((t) => t.file === 'good.yaml')).toMatchObject({ level: 3 });
    expect(findings(report, 'zz.yaml', /valid-schema|internal|schema/)).toEqual([
      {
        ruleId: 'parameters/valid-schema',
        line: 6,
        column: 10,
        message:
          '"parameters" of "get_item" is not a valid JSON Schema at "/properties/id/$ref": $ref #/%zz cannot be resolved: its fragment is not valid percent-encoding; fix the keyword so agents and validators read it the same way.',
      },
    ]);
  });

});
