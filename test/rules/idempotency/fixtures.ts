/** Snippets shared by the idempotency/* rule tests. */
import { GOOD_TOOL } from '../../helpers.js';

/** GOOD_TOOL (line 19 holds the idempotency block, its `{` at column 14) with other hints. */
export function withHints(block: string): string {
  return GOOD_TOOL.replace('idempotency: {idempotent: true, safe: true, destructive: false}', `idempotency: ${block}`);
}

/** A write tool; its description is line 2, parameters.properties line 6, idempotency line 10 (11 with extra properties). */
export function writeTool(opts: { name?: string; description?: string; properties?: string; hints?: string } = {}): string {
  return [
    `name: ${opts.name ?? 'delete_invoice'}`,
    `description: ${opts.description ?? 'Permanently delete an invoice by id; this cannot be undone, so confirm with the user before calling.'}`,
    'parameters:',
    '  type: object',
    '  required: [invoice_id]',
    '  properties:',
    '    invoice_id: {type: string, description: The invoice id.}',
    ...(opts.properties ? [opts.properties] : []),
    'returns: {type: object, description: Nothing.}',
    `idempotency: ${opts.hints ?? '{idempotent: true, safe: false, destructive: true}'}`,
    '',
  ].join('\n');
}
