import { defineRule, exampleKind, hasText, isObject, NameIndex, quote, typeName } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'examples/error-envelope',
    level: 2,
    severity: 'error',
    description:
      'Each error example\'s `result` is the structured envelope {error: {code, message, …}}, its code is one the tool declares in `errors`, and a `retryable` in it agrees with the declaration.',
    spec: '§3.7, §7, §14',
    fields: ['examples'],
    messages: {
      envelopeType: 'Example {{number}} of "{{tool}}" returns "error" as {{type}}; use the envelope {error: {code: "NOT_FOUND", message: "…"}}.',
      noCode: 'Example {{number}} of "{{tool}}" returns an error without "code"; add the error code the tool emits.',
      codeType: 'Example {{number}} of "{{tool}}" returns an error code that is {{type}}; use one of the codes listed in "errors".',
      noMessage: 'Example {{number}} of "{{tool}}" returns an error without a "message"; add a short message for people.',
      undeclared: 'Example {{number}} of "{{tool}}" returns error code {{code}}, which "errors" does not declare; declare it or use one of {{declared}}.',
      undeclaredNone: 'Example {{number}} of "{{tool}}" returns error code {{code}}, but "errors" declares no codes yet; declare it there.',
      retryable:
        'Example {{number}} of "{{tool}}" returns "{{code}}" with retryable: {{actual}}, but "errors" declares it retryable: {{declared}}; make the two agree.',
      undeclaredHint: 'Example {{number}} of "{{tool}}" returns error code {{code}}, which "errors" does not declare; did you mean "{{suggestion}}"?',
    },
  },
  create({ report }) {
    // Looked up once per tool, for its examples: a set of the codes, the first entry of each, one suggestion per code.
    let declared: string[] | undefined;
    let declaredSet: Set<string> | undefined;
    let entries = new Map<unknown, Record<string, unknown>>();
    let suggest: ((code: string) => string | undefined) | undefined;
    return {
      tool(tool) {
        declared = declaredCodes(tool.descriptor.errors);
        declaredSet = declared && new Set(declared);
        entries = declaredEntries(tool.descriptor.errors);
        suggest = declared && suggester(declared);
      },
      example({ example, index }) {
        if (exampleKind(example) !== 'error') return;
        const result = example.result as Record<string, unknown>;
        const err = result.error;
        const errPath = ['examples', index, 'result', 'error'];
        if (!isObject(err)) {
          report({ path: errPath, at: 'value', messageId: 'envelopeType', data: { number: index + 1, type: typeName(err) } });
          return;
        }
        if (err.code === undefined) report({ path: errPath, messageId: 'noCode', data: { number: index + 1 } });
        else if (typeof err.code !== 'string' || !err.code) {
          report({ path: [...errPath, 'code'], at: 'value', messageId: 'codeType', data: { number: index + 1, type: typeof err.code === 'string' ? 'empty' : typeName(err.code) } });
        } else if (declared && !declaredSet!.has(err.code)) {
          const suggestion = suggest!(err.code);
          report({
            path: [...errPath, 'code'],
            at: 'value',
            messageId: suggestion ? 'undeclaredHint' : declared.length ? 'undeclared' : 'undeclaredNone',
            data: { number: index + 1, code: quote(err.code), suggestion: suggestion ?? '', declared: listCodes(declared) },
          });
        }
        if (typeof err.code === 'string' && typeof err.retryable === 'boolean') {
          const entry = entries.get(err.code);
          if (entry && typeof entry.retryable === 'boolean' && entry.retryable !== err.retryable) {
            report({
              path: [...errPath, 'retryable'],
              at: 'value',
              messageId: 'retryable',
              data: { number: index + 1, code: err.code, actual: err.retryable, declared: entry.retryable },
            });
          }
        }
        if (!hasText(err.message)) report({ path: err.message === undefined ? errPath : [...errPath, 'message'], messageId: 'noMessage', data: { number: index + 1 } });
      },
    };
  },
});

function listCodes(codes: string[]): string {
  const shown = codes.slice(0, 5).map((c) => `"${c}"`).join(', ');
  return codes.length > 5 ? `${shown} (${codes.length - 5} more)` : shown;
}

/** The first entry of `errors` for each code. */
function declaredEntries(errors: unknown): Map<unknown, Record<string, unknown>> {
  const out = new Map<unknown, Record<string, unknown>>();
  if (!Array.isArray(errors)) return out;
  for (const e of errors) if (isObject(e) && !out.has(e.code)) out.set(e.code, e);
  return out;
}

/**
 * "Did you mean" over the declared codes, remembered per code, through the bigram index (exactly a
 * full scan's answer on a list of codes of the usual size), so thousands of examples against
 * thousands of codes, or very long codes, are not compared pair by pair and letter by letter.
 */
function suggester(declared: string[]): (code: string) => string | undefined {
  const seen = new Map<string, string | undefined>();
  let index: NameIndex | undefined;
  return (code) => {
    if (seen.has(code)) return seen.get(code);
    const hit = (index ??= new NameIndex(declared)).nearest(code);
    seen.set(code, hit);
    return hit;
  };
}

/** The codes the tool declares, or undefined when `errors` is not a list (errors/required reports that). */
function declaredCodes(errors: unknown): string[] | undefined {
  if (!Array.isArray(errors)) return undefined;
  return errors.filter(isObject).map((e) => e.code).filter((c): c is string => typeof c === 'string' && c.length > 0);
}
