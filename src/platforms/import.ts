/**
 * What `tooldoc import` makes of a tool read from a platform file: a native descriptor, every block
 * the platform had no place for stubbed with a placeholder ("TODO: …"). Export reads its own
 * payloads back the same way, to say what would not come back (src/platforms/exporter.ts).
 */
import { isObject } from '../toolkit/util.js';

type Obj = Record<string, unknown>;

/** A placeholder value: `descriptor/no-placeholder` reports it until someone fills it in. */
export const TODO = (what: string) => `TODO: ${what}`;

/** The native descriptor for an imported tool, with every missing block stubbed. */
export function stubbed(tool: { descriptor: Obj }): Obj {
  const d = tool.descriptor;
  const out: Obj = {};
  out.name = typeof d.name === 'string' ? d.name : TODO('a snake_case name');
  if (typeof d.title === 'string') out.title = d.title;
  // An empty description stays empty (the description rules say what it needs): the export gives back what the server listed.
  out.description = typeof d.description === 'string' ? d.description : TODO('say what the tool does and when to call it, in 2–5 sentences.');
  out.parameters = d.parameters ?? { type: 'object', properties: {}, additionalProperties: false };
  out.returns = d.returns ?? { description: TODO('one line on what a successful call returns.'), type: 'object', properties: {} };
  out.errors = d.errors ?? [
    {
      code: 'VALIDATION_ERROR',
      http_status: 400,
      retryable: false,
      description: TODO('when the arguments are rejected.'),
      recovery: TODO('what the agent should do, e.g. "Re-prompt with corrected arguments."'),
    },
  ];
  const idem = isObject(d.idempotency) ? d.idempotency : {};
  out.idempotency = {
    idempotent: idem.idempotent ?? TODO('true or false'),
    safe: idem.safe ?? TODO('true or false'),
    destructive: idem.destructive ?? TODO('true or false'),
  };
  if (d.open_world !== undefined) out.open_world = d.open_world;
  const name = String(out.name);
  const required = isObject(out.parameters) && Array.isArray(out.parameters.required) ? out.parameters.required.filter((r): r is string => typeof r === 'string') : [];
  const args = () => Object.fromEntries(required.map((k) => [k, TODO('a value')]));
  out.examples = d.examples ?? [
    { prompt: TODO('a user request that should trigger this tool'), tool_call: { name, arguments: args() }, result: { note: TODO('the result JSON') } },
    {
      prompt: TODO('a request that fails'),
      tool_call: { name, arguments: args() },
      result: { error: { code: 'VALIDATION_ERROR', message: TODO('the error message') } },
      notes: TODO('one sentence on the failure case.'),
    },
  ];
  for (const [k, v] of Object.entries(d)) if (!(k in out)) out[k] = v;
  return out;
}
