/**
 * The showcase catalog (fixtures/showcase, see its README) reaches each conformance level, and its
 * report says, for every tool below Level 3, which rules block the next level.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, requireBuild, runCli } from './support.js';

requireBuild();

interface JsonTool {
  name: string;
  level: number;
  blockers: Array<{ ruleId: string; line: number; column: number }>;
}

/** Level per tool, and the rules of this repo's Level 2/3 checks that the README names as its blockers. */
const EXPECTED: Record<string, { level: number; blockers: string[] }> = {
  get_weather: { level: 3, blockers: [] },
  get_order_status: { level: 3, blockers: [] },
  lookup_order: { level: 3, blockers: [] },
  search_orders: { level: 2, blockers: ['hints/latency', 'search/keywords'] },
  create_refund: { level: 2, blockers: ['version/semver'] },
  send_invoice_email: { level: 1, blockers: ['examples/error-envelope'] },
  list_invoices: { level: 1, blockers: ['examples/arguments-schema'] },
  cancel_order: { level: 1, blockers: ['errors/taxonomy'] },
  getCustomer: { level: 0, blockers: ['name/snake-case'] },
  update_customer_address: { level: 0, blockers: ['examples/required'] },
};

describe('showcase', () => {
  let r: ReturnType<typeof runCli>;
  let report: { tools: JsonTool[]; summary: { levels: Record<string, number> } };
  beforeAll(() => {
    r = runCli(['lint', 'fixtures/showcase', '--format', 'json', '--no-config'], { cwd: ROOT });
    report = JSON.parse(r.stdout) as typeof report;
  });

  it('has tools at every level', () => {
    expect(r.code).toBe(1);
    expect(report.summary.levels).toEqual({ 0: 2, 1: 3, 2: 2, 3: 3 });
  });

  it.each(Object.entries(EXPECTED))('grades %s as documented', (name, want) => {
    const tool = report.tools.find((t) => t.name === name);
    expect(tool, `${name} is not in the report`).toBeDefined();
    expect(tool!.level).toBe(want.level);
    const ids = [...new Set(tool!.blockers.map((b) => b.ruleId))];
    // Platform rules (another group) may add blockers below Level 3; the documented ones must be there.
    expect(ids.filter((id) => !id.startsWith('platform/')).sort()).toEqual(want.blockers);
  });

  it('positions the Level 2 blockers on the defects', () => {
    const at = (name: string) => report.tools.find((t) => t.name === name)!.blockers.map((b) => `${b.ruleId}@${b.line}:${b.column}`);
    expect(at('send_invoice_email')).toEqual(['examples/error-envelope@144:32']);
    expect(at('list_invoices')).toEqual(['examples/arguments-schema@77:89']);
    expect(at('cancel_order')).toEqual(['errors/taxonomy@43:16']);
  });

  it('shows in the stylish report what blocks each tool below Level 3', () => {
    const s = runCli(['lint', 'fixtures/showcase', '--no-config'], { cwd: ROOT }).stdout;
    expect(s).toMatch(/send_invoice_email\s+Level 1\s+score 64\s+\S+catalog\.yaml:106\s+→ Level 2 needs: examples\/error-envelope/);
    expect(s).toMatch(/cancel_order\s+Level 1\s+score 64\s+\S+cancel_order\.yaml:2\s+→ Level 2 needs: errors\/taxonomy/);
    expect(s).toMatch(/create_refund\s+Level 2\s+score 96\s+\S+catalog\.yaml:60\s+→ Level 3 needs: version\/semver/);
    expect(s).toMatch(/get_weather\s+Level 3\s+score 100\s+\S+weather\.yaml:2\n/);
  });
});
