/**
 * End to end, the Level 2 checks users rely on most: an example whose arguments break the parameter
 * schema, an error example with an undeclared code, and a retryable flag that contradicts the §7
 * taxonomy, each found by the built CLI at its exact position and keeping the tool at Level 1.
 */
import { describe, expect, it } from 'vitest';
import { requireBuild, runCli, writeFiles } from './support.js';

requireBuild();

const CATALOG = `tools:
  - name: get_order
    description: >-
      Fetch one order by its id. Use when the user asks "where is my order" or about an order's
      status. Read-only.
    parameters:
      type: object
      additionalProperties: false
      required: [order_id]
      properties:
        order_id: {type: string, pattern: "^ord_[0-9]+$", description: "Order id, e.g. ord_123"}
        include_items: {type: boolean, description: Whether to include the line items.}
    returns:
      description: The order.
      type: object
      properties:
        status: {type: string, enum: [open, shipped, delivered], description: Order status.}
    errors:
      - {code: NOT_FOUND, http_status: 404, retryable: false, description: No such order., recovery: Confirm the id with the user.}
      - {code: RATE_LIMITED, http_status: 429, retryable: false, description: Too many calls., recovery: Back off using Retry-After.}
    idempotency: {idempotent: true, safe: true, destructive: false}
    examples:
      - prompt: Where is order 123?
        tool_call:
          name: get_order
          arguments:
            order_id: 123
            include_items: "yes"
        result: {status: shipped}
      - prompt: Where is order 999?
        tool_call: {name: get_order, arguments: {order_id: ord_999}}
        result: {error: {code: ORDER_MISSING, message: No such order}}
`;

describe('Level 2 end to end', () => {
  it('reports broken arguments, an undeclared error code and a contradicting retryable flag at their positions', () => {
    const dir = writeFiles({ 'catalog.yaml': CATALOG });
    const r = runCli(['lint', 'catalog.yaml', '--format', 'json', '--no-config'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as {
      files: Array<{ diagnostics: Array<{ ruleId: string; message: string; severity: string; line: number; column: number; pointer: string }> }>;
      tools: Array<{ name: string; level: number; blockers: Array<{ ruleId: string; line: number; column: number }> }>;
    };
    const level2 = new Set(['examples/arguments-schema', 'examples/error-envelope', 'errors/taxonomy']);
    const found = report.files[0]!.diagnostics
      .filter((d) => level2.has(d.ruleId))
      .map((d) => ({ ruleId: d.ruleId, severity: d.severity, pointer: d.pointer, line: d.line, column: d.column, message: d.message }));
    expect(found).toEqual([
      {
        ruleId: 'errors/taxonomy',
        severity: 'error',
        pointer: '/tools/0/errors/1/retryable',
        line: 20,
        column: 59,
        message:
          'Error "RATE_LIMITED" of "get_order" has retryable: false, but the §7 taxonomy says true (the condition is transient, so agents should retry); set retryable: true or use a code of your own.',
      },
      {
        ruleId: 'examples/arguments-schema',
        severity: 'error',
        pointer: '/tools/0/examples/0/tool_call/arguments/order_id',
        line: 27,
        column: 13,
        message: 'Example 1 of "get_order": argument "order_id" must be string; make the example match the parameters schema.',
      },
      {
        ruleId: 'examples/arguments-schema',
        severity: 'error',
        pointer: '/tools/0/examples/0/tool_call/arguments/include_items',
        line: 28,
        column: 13,
        message: 'Example 1 of "get_order": argument "include_items" must be boolean; make the example match the parameters schema.',
      },
      {
        ruleId: 'examples/error-envelope',
        severity: 'error',
        pointer: '/tools/0/examples/1/result/error/code',
        line: 32,
        column: 32,
        message: 'Example 2 of "get_order" returns error code "ORDER_MISSING", which "errors" does not declare; declare it or use one of "NOT_FOUND", "RATE_LIMITED".',
      },
    ]);
    const tool = report.tools.find((t) => t.name === 'get_order')!;
    expect(tool.level).toBe(1);
    expect(tool.blockers.map((b) => `${b.ruleId}@${b.line}:${b.column}`)).toEqual(
      expect.arrayContaining(['errors/taxonomy@20:59', 'examples/arguments-schema@27:13', 'examples/arguments-schema@28:13', 'examples/error-envelope@32:32']),
    );
  });

  it('shows the same findings in the stylish report', () => {
    const dir = writeFiles({ 'catalog.yaml': CATALOG });
    const r = runCli(['lint', 'catalog.yaml', '--no-config'], { cwd: dir });
    expect(r.stdout).toMatch(/27:13\s+error\s+Example 1 of "get_order": argument "order_id" must be string; make the example match the parameters schema\.\s+examples\/arguments-schema/);
    expect(r.stdout).toMatch(/32:32\s+error\s+Example 2 of "get_order" returns error code "ORDER_MISSING"/);
    expect(r.stdout).toMatch(/20:59\s+error\s+Error "RATE_LIMITED" of "get_order" has retryable: false/);
  });
});
