/**
 * The showcase as a user first sees it (the README's first command): the stylish report, and every
 * finding in it accounted for by fixtures/showcase/README.md. showcase.test.ts checks the levels.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, expectNoCrash, parseReport, requireBuild, runCli, stylishRows, type JsonReport, type Row } from './support.js';

requireBuild();

/** The rules the showcase README documents as each tool's deliberate defects; anything else is a bug. */
const DOCUMENTED: Record<string, string[]> = {
  get_weather: [],
  get_order_status: [],
  lookup_order: [],
  search_orders: ['hints/latency', 'search/keywords'],
  create_refund: ['version/semver'],
  send_invoice_email: ['examples/error-envelope'],
  list_invoices: ['examples/arguments-schema'],
  cancel_order: ['errors/taxonomy'],
  getCustomer: ['name/snake-case', 'description/no-marketing', 'search/keywords', 'hints/latency', 'hints/open-world'],
  update_customer_address: ['examples/required', 'search/keywords', 'hints/latency', 'hints/open-world'],
};

describe('the showcase report', () => {
  let stylish: ReturnType<typeof runCli>;
  let rows: Row[];
  let report: JsonReport;
  beforeAll(() => {
    stylish = runCli(['lint', 'fixtures/showcase', '--no-config'], { cwd: ROOT });
    rows = stylishRows(stylish.stdout);
    report = parseReport(runCli(['lint', 'fixtures/showcase', '--no-config', '-f', 'json'], { cwd: ROOT }).stdout);
  });

  it('exits 1, for its deliberate errors, without a crash', () => {
    expectNoCrash(stylish);
    expect(stylish.code).toBe(1);
    expect(stylish.stderr).toBe('');
    expect(report.summary).toMatchObject({ files: 7, filesLinted: 7, tools: 10, errors: 5 });
  });

  it('has only the findings its README documents', () => {
    const found: Record<string, string[]> = {};
    for (const f of report.files) for (const d of f.diagnostics) (found[d.tool ?? f.file] ??= []).push(d.ruleId);
    const undocumented = Object.entries(found).flatMap(([tool, ids]) => ids.filter((id) => !DOCUMENTED[tool]?.includes(id)).map((id) => `${tool}: ${id}`));
    expect(undocumented).toEqual([]);
    expect(report.tools.map((t) => t.name).sort()).toEqual(Object.keys(DOCUMENTED).sort());
  });

  it('points at the Level 0 defects', () => {
    const customers = rows.filter((r) => r.file === 'fixtures/showcase/customers.yaml' && r.ruleId !== 'hints/open-world');
    expect(customers.filter((r) => r.severity === 'error')).toEqual([
      {
        file: 'fixtures/showcase/customers.yaml',
        position: '2:7',
        severity: 'error',
        message: 'Tool name "getCustomer" is not snake_case; rename it to "get_customer".',
        ruleId: 'name/snake-case',
      },
      {
        file: 'fixtures/showcase/customers.yaml',
        position: '30:1',
        severity: 'error',
        message: 'Tool "update_customer_address" has no "examples"; add a successful call and an error case, each with prompt, tool_call and result.',
        ruleId: 'examples/required',
      },
    ]);
    expect(customers).toContainEqual({
      file: 'fixtures/showcase/customers.yaml',
      position: '3:1',
      severity: 'warning',
      message: 'Description of "getCustomer" uses the marketing word "powerful"; state what the tool observably does instead.',
      ruleId: 'description/no-marketing',
    });
  });

  it('ends with one line per tool, its level and what blocks the next', () => {
    const toolLines = stylish.stdout.split('\n').filter((l) => /^ {2}\S+ +Level [0-3] {2}/.test(l));
    expect(toolLines).toHaveLength(10);
    expect(stylish.stdout).toMatch(/^ {2}getCustomer +Level 0 {2}score 31 {3}fixtures\/showcase\/customers\.yaml:2 {2}→ Level 1 needs: name\/snake-case$/m);
    expect(stylish.stdout).toMatch(/^ {2}update_customer_address +Level 0 {2}score 27 {3}fixtures\/showcase\/customers\.yaml:30 {2}→ Level 1 needs: examples\/required$/m);
    expect(stylish.stdout).toMatch(/^ {2}get_weather +Level 3 {2}score 100 {2}fixtures\/showcase\/weather\.yaml:2$/m);
    expect(stylish.stdout).toContain('10 tools in 7 files (Level 0: 2, Level 1: 3, Level 2: 2, Level 3: 3)\nScores: min 27, median 78.5, mean 73.9, max 100 (20-29: 1, 30-39: 1, 60-69: 3, 90-100: 5)\n');
  });
});
