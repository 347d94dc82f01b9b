import { argName, compileSchema, defineRule, exampleKind, examplesOf, holdsPlaceholder, isObject, type JsonPath, uniqueProblems, validateValue } from '../../src/toolkit/index.js';

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
  check({ tool, report }) {
    const returns = tool.descriptor.returns;
    if (!isObject(returns)) return;
    const happy = examplesOf(tool.descriptor).filter(({ example }) => exampleKind(example) === 'happy');
    if (!happy.length) return;
    const compiled = compileSchema(returns);
    if (!compiled.ok) return;
    for (const { example, index } of happy) {
      // A result still to be written ("TODO: …" anywhere in it) is descriptor/no-placeholder's finding.
      if (holdsPlaceholder(example.result)) continue;
      const resultPath: JsonPath = ['examples', index, 'result'];
      for (const p of uniqueProblems(validateValue(compiled.validate, example.result))) {
        if (p.path.length) report({ path: [...resultPath, ...p.path], messageId: 'invalid', data: { number: index + 1, field: argName(p.path), reason: p.message } });
        else report({ path: resultPath, messageId: 'invalidRoot', data: { number: index + 1, reason: p.message } });
      }
    }
  },
});
