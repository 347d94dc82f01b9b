/**
 * Hostile input (issue 2): files built to exhaust memory, the stack or the CPU are answered with a
 * positioned diagnostic within seconds, the other files of the run are still linted, and nothing
 * a user sees is a stack trace. The per-test timeouts are the "within seconds" assertion.
 */
import { describe, expect, it } from 'vitest';
import { CLEAN_TOOL, requireBuild } from './support.js';
import { diagnosticsOf, lintWithGood as lint } from './hostile-support.js';

requireBuild();

/** Lints `files` beside a clean tool: the run must find errors (exit 1). */
const lintWithGood = (files: Record<string, string | Buffer>, extraArgs: string[] = []) => lint(files, extraArgs, 1);



describe('hostile input', () => {
  it('a YAML alias bomb is refused, not expanded', { timeout: 30_000 }, () => {
    const lines = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i < 10; i++) lines.push(`a${i}: &a${i} [${Array(9).fill(`*a${i - 1}`).join(', ')}]`);
    lines.push('name: get_lols', 'description: *a9');
    const { report } = lintWithGood({ 'bomb.yaml': lines.join('\n') + '\n' });
    // At the alias that expands to the most: the one to inline or remove.
    expect(diagnosticsOf(report, 'bomb.yaml')).toEqual([{ ruleId: 'input/resource-limit', line: 12, column: 14 }]);
    expect(report.files.find((f) => f.file === 'bomb.yaml')!.diagnostics[0]!.message).toMatch(/alias/i);
  });

  it('nesting just past the limit is refused; at the limit it is linted', { timeout: 30_000 }, () => {
    const nested = (depth: number) => `name: get_x\nx-deep: ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}\n`;
    const { report } = lintWithGood({ 'ok.yaml': nested(64), 'over.yaml': nested(65) });
    expect(diagnosticsOf(report, 'over.yaml')).toEqual([{ ruleId: 'input/resource-limit', line: 2, column: 9 + 63 }]);
    expect(diagnosticsOf(report, 'ok.yaml').map((d) => d.ruleId)).not.toContain('input/resource-limit');
  });

  it('a 50 MB file is not parsed and gets input/too-large', { timeout: 30_000 }, () => {
    const block = '  - ' + CLEAN_TOOL.trimEnd().replace(/\n/g, '\n    ') + '\n';
    const big = Buffer.from('tools:\n' + block.repeat(Math.ceil((50 * 1024 * 1024) / block.length)));
    expect(big.length).toBeGreaterThan(50 * 1024 * 1024);
    const { report } = lintWithGood({ 'big.yaml': big });
    expect(diagnosticsOf(report, 'big.yaml')).toEqual([{ ruleId: 'input/too-large', line: 1, column: 1 }]);
    expect(report.files.find((f) => f.file === 'big.yaml')!.diagnostics[0]!.message).toMatch(/^File is 50\.\d MiB, over the 10\.0 MiB limit/);
  });

  it('--max-file-size lowers the limit', { timeout: 30_000 }, () => {
    const padded = CLEAN_TOOL.replaceAll('get_weather', 'get_weather_copy') + `x-padding: "${'x'.repeat(64 * 1024)}"\n`;
    const { report } = lintWithGood({ 'tool.yaml': padded }, ['--max-file-size', '32KiB']);
    expect(diagnosticsOf(report, 'tool.yaml')).toEqual([{ ruleId: 'input/too-large', line: 1, column: 1 }]);
    expect(report.files.find((f) => f.file === 'tool.yaml')!.diagnostics[0]!.message).toMatch(/^File is 6\d\.\d KiB, over the 32\.0 KiB limit/);
  });

  it('$ref cycles are reported at the $ref that closes them; recursion through properties is fine', { timeout: 30_000 }, () => {
    const withParams = (name: string, params: string) =>
      CLEAN_TOOL.replaceAll('get_weather', name).replace(/^parameters:\n(?: {2}.*\n)+/m, `parameters:\n${params}`);
    const { report } = lintWithGood({
      'pair.yaml': withParams(
        'get_pair',
        `  type: object
  additionalProperties: false
  required: [city]
  $defs:
    a: {$ref: '#/$defs/b'}
    b: {$ref: '#/$defs/a'}
  properties:
    city: {$ref: '#/$defs/a', description: City name.}
`,
      ),
      'self.yaml': withParams(
        'get_self',
        `  type: object
  additionalProperties: false
  required: [city]
  allOf: [{$ref: '#'}]
  properties:
    city: {type: string, maxLength: 100, description: City name.}
`,
      ),
      'tree.yaml': withParams(
        'get_tree',
        `  type: object
  additionalProperties: false
  required: [city]
  properties:
    city: {type: string, maxLength: 100, description: City name.}
    near: {$ref: '#', description: Another city to compare with, same shape.}
`,
      ),
    });
    const schemaFindings = (file: string) => diagnosticsOf(report, file).filter((d) => d.ruleId.endsWith('/valid-schema'));
    expect(schemaFindings('pair.yaml')).toEqual([{ ruleId: 'parameters/valid-schema', line: 14, column: 9 }]);
    expect(schemaFindings('self.yaml')).toEqual([{ ruleId: 'parameters/valid-schema', line: 12, column: 12 }]);
    expect(schemaFindings('tree.yaml')).toEqual([]);
    const message = report.files.find((f) => f.file === 'pair.yaml')!.diagnostics.find((d) => d.ruleId === 'parameters/valid-schema')!.message;
    expect(message).toMatch(/\$ref "#\/\$defs\/a" leads back/);
  });

  it('keys such as __proto__ and constructor are plain keys', { timeout: 30_000 }, () => {
    const { report } = lintWithGood({
      'proto.yaml': `tools:
  - name: __proto__
    __proto__: {polluted: true}
    description: Fetch nothing. Use never.
    parameters:
      type: object
      additionalProperties: false
      required: [constructor]
      properties:
        __proto__: {type: string, maxLength: 5}
        constructor: {type: string, maxLength: 5, description: A constructor.}
        hasOwnProperty: {type: string, maxLength: 5, description: Shadows a method.}
  - name: constructor
    description: Fetch nothing. Use never.
  - name: constructor
    description: Fetch nothing again. Use never.
`,
      'proto.json': '{"name": "toString", "parameters": {}, "__proto__": {"name": 1}, "valueOf": 2}\n',
    });
    const proto = diagnosticsOf(report, 'proto.yaml');
    expect(proto).toContainEqual({ ruleId: 'descriptor/unknown-field', line: 3, column: 5 });
    expect(proto).toContainEqual({ ruleId: 'parameters/property-description', line: 10, column: 9 });
    expect(proto).toContainEqual({ ruleId: 'name/unique', line: 15, column: 11 });
    expect(report.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'toString']));
    const json = diagnosticsOf(report, 'proto.json');
    expect(json).toContainEqual({ ruleId: 'descriptor/unknown-field', line: 1, column: 40 });
    expect(json).toContainEqual({ ruleId: 'descriptor/unknown-field', line: 1, column: 66 });
  });

});
