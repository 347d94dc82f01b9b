import { defineRule, exampleKind, examplesOf } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'examples/coverage',
    level: 2,
    severity: 'error',
    description: 'The examples include at least one happy-path call and one error case whose result is the error envelope.',
    spec: '§3.7, §7, §14',
    fields: ['examples'],
    messages: {
      noHappy: 'No example of "{{tool}}" shows a successful call; add one whose result matches "returns".',
      noError: 'No example of "{{tool}}" shows an error case; add one whose result is the envelope {error: {code, message}} with a declared code.',
    },
  },
  check({ tool, report }) {
    const examples = examplesOf(tool.descriptor);
    if (!examples.length) return;
    const kinds = examples.map(({ example }) => exampleKind(example));
    // Examples without a result are reported by examples/required; judge only when every one has one.
    if (kinds.includes('unknown')) return;
    if (!kinds.includes('happy')) report({ path: ['examples'], messageId: 'noHappy' });
    if (!kinds.includes('error')) report({ path: ['examples'], messageId: 'noError' });
  },
});
