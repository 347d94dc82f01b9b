/** What the `tooldoc test` end-to-end tests share (test/servers/test-command.test.ts, test/slow/test-command.test.ts). */
import path from 'node:path';
import { ROOT } from '../helpers.js';

export const ORDERS_JS = path.join(ROOT, 'test', 'fixtures', 'servers', 'orders.mjs');
export const ORDERS = `node ${ORDERS_JS}`;
export const PASS = 'test/fixtures/examples/orders/pass';

/** The parts of the JSON report of a test run the assertions read. */
export interface Report {
  summary: { errors: number };
  files: Array<{ file: string; status: string; diagnostics: Array<{ ruleId: string; tool?: string; line?: number; column?: number; message: string; pointer: string }> }>;
  examples: {
    summary: { servers: number; tools: number; examples: number; passed: number; failed: number; skipped: number };
    tools: Array<{ name: string; server?: string; file: string; line?: number; passed: number; failed: number; skipped: number; note?: string; examples: Array<{ index: number; status: string; reason?: string; line?: number; failures?: Array<{ ruleId: string }> }> }>;
  };
}
export const report = (stdout: string) => JSON.parse(stdout) as Report;
/** Each tool with examples → its examples' statuses, comma-separated. */
export const statuses = (r: Report) => Object.fromEntries(r.examples.tools.filter((t) => t.examples.length).map((t) => [t.name, t.examples.map((e) => e.status).join(',')]));
