import { argName, compileSchema, defineRule, exampleKind, isObject, isPlaceholder, type JsonPath, typeName, uniqueProblems, validateValue } from '../../src/toolkit/index.js';

/** HTTP statuses that say the request itself was rejected (§7's VALIDATION_ERROR is 400). */
const REJECTED = new Set([400, 422]);

/**
 * The error codes whose examples document the answer to arguments the server rejects: §7's
 * VALIDATION_ERROR, and the codes the tool's own `errors` give an HTTP status of 400 or 422. Such an
 * example's arguments are meant not to validate (`tooldoc test --record-errors` writes such
 * examples); an error example with any other code (NOT_FOUND …) shows a call the agent should make.
 * Gathered once per tool, so that each example is looked up, not compared with every error.
 */
function rejectingCodes(descriptor: Record<string, unknown>): Set<string> {
  const codes = new Set(['VALIDATION_ERROR']);
  const errors = descriptor.errors;
  if (Array.isArray(errors)) for (const e of errors) if (isObject(e) && typeof e.code === 'string' && typeof e.http_status === 'number' && REJECTED.has(e.http_status)) codes.add(e.code);
  return codes;
}

/** Whether an example is an error example whose code is one of `rejecting`. */
function answersRejectedArguments(rejecting: Set<string>, example: Record<string, unknown>): boolean {
  if (exampleKind(example) !== 'error') return false;
  const code = (example.result as { error: unknown }).error;
  const name = isObject(code) ? code.code : undefined;
  return typeof name === 'string' && rejecting.has(name);
}

const isPlaceholderAt = (value: unknown, path: JsonPath): boolean => {
  const v = path.reduce<unknown>((x, k) => (isObject(x) || Array.isArray(x) ? (x as Record<string, unknown>)[k as string] : undefined), value);
  return typeof v === 'string' && isPlaceholder(v);
};

export default defineRule({
  meta: {
    id: 'examples/arguments-schema',
    level: 2,
    severity: 'error',
    description: 'Each example\'s `tool_call.arguments` validates against the tool\'s `parameters` schema; errors point at the offending argument.',
    spec: '§3.3, §3.7, §9',
    fields: ['examples'],
    messages: {
      invalid: 'Example {{number}} of "{{tool}}": argument "{{arg}}" {{reason}}; make the example match the parameters schema.',
      invalidRoot: 'Example {{number}} of "{{tool}}": arguments {{reason}}; make the example match the parameters schema.',
      missing: 'Example {{number}} of "{{tool}}" has a tool_call without "arguments"; add the arguments the agent should send (an empty mapping if none).',
      type: 'Example {{number}} of "{{tool}}" has arguments that are {{type}}; write them as a mapping of parameter names to values.',
      json: 'Example {{number}} of "{{tool}}" has arguments as a string that is not valid JSON; write them as a mapping of parameter names to values.',
    },
  },
  create(context) {
    const { report } = context;
    // The parameters compiled once per tool, at its first example (none: nothing to validate against).
    let compiled: ReturnType<typeof compileSchema> | null | undefined;
    let rejecting: Set<string> | undefined;
    return {
      tool() {
        compiled = undefined;
        rejecting = undefined;
      },
      example({ example, index }) {
        if (compiled === undefined) {
          const params = context.tool.descriptor.parameters;
          compiled = isObject(params) ? compileSchema(params) : null;
        }
        // An invalid schema is parameters/valid-schema's finding; nothing can be validated against it.
        if (!compiled?.ok) return;
        const call = example.tool_call;
        if (!isObject(call)) return;
        const argsPath: JsonPath = ['examples', index, 'tool_call', 'arguments'];
        let args = call.arguments;
        let inString = false;
        if (args === undefined) {
          report({ path: ['examples', index, 'tool_call'], messageId: 'missing', data: { number: index + 1 } });
          return;
        }
        if (typeof args === 'string') {
          // OpenAI transports arguments as a JSON string; accept it, but positions inside it are the string's.
          try {
            args = JSON.parse(args) as unknown;
            inString = true;
          } catch {
            report({ path: argsPath, at: 'value', messageId: 'json', data: { number: index + 1 } });
            return;
          }
        }
        if (!isObject(args)) {
          report({ path: argsPath, at: 'value', messageId: 'type', data: { number: index + 1, type: typeName(args) } });
          return;
        }
        if (answersRejectedArguments((rejecting ??= rejectingCodes(context.tool.descriptor)), example)) return;
        for (const p of uniqueProblems(validateValue(compiled.validate, args))) {
          // A "TODO: …" value is descriptor/no-placeholder's finding: it is not yet an argument.
          if (p.path.length && isPlaceholderAt(args, p.path)) continue;
          const path: JsonPath = inString ? argsPath : [...argsPath, ...p.path];
          if (p.path.length) report({ path, at: inString ? 'value' : 'key', messageId: 'invalid', data: { number: index + 1, arg: argName(p.path), reason: p.message } });
          else report({ path, messageId: 'invalidRoot', data: { number: index + 1, reason: p.message } });
        }
      },
    };
  },
});
