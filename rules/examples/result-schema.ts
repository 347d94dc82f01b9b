import { argName, compileSchema, defineRule, exampleKind, holdsPlaceholder, isObject, type JsonPath, uniqueProblems, validateValue } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'examples/result-schema',
    level: 2,
    severity: 'error',
    description: 'Each happy-path example\'s `result` validates against the tool\'s `returns` schema; errors point at the offending field.',
    spec: '§3.4, §3.7, §9',
    fields: ['examples'],
    messages: {
      invalid: 'Example {{number}} of "{{tool}}": result field "{{field}}" {{reason}}; make the example match the returns schema.',
      invalidRoot: 'Example {{number}} of "{{tool}}": result {{reason}}; make the example match the returns schema.',
    },
  },
  create(context) {
    const { report } = context;
    // The returns schema compiled once per tool, at its first happy-path example.
    let compiled: ReturnType<typeof compileSchema> | null | undefined;
    return {
      tool() {
        compiled = undefined;
      },
      example({ example, index }) {
        if (exampleKind(example) !== 'happy') return;
        if (compiled === undefined) {
          const returns = context.tool.descriptor.returns;
          compiled = isObject(returns) ? compileSchema(returns) : null;
        }
        if (!compiled?.ok) return;
        // A result still to be written ("TODO: …" anywhere in it) is descriptor/no-placeholder's finding.
        if (holdsPlaceholder(example.result)) return;
        const resultPath: JsonPath = ['examples', index, 'result'];
        for (const p of uniqueProblems(validateValue(compiled.validate, example.result))) {
          if (p.path.length) report({ path: [...resultPath, ...p.path], messageId: 'invalid', data: { number: index + 1, field: argName(p.path), reason: p.message } });
          else report({ path: resultPath, messageId: 'invalidRoot', data: { number: index + 1, reason: p.message } });
        }
      },
    };
  },
});
