import { defineRule } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'errors/unique-code',
    level: 2,
    severity: 'error',
    description: 'Error codes are unique within a tool, so an agent can map a code to one recovery.',
    spec: '§3.5, §7',
    fields: ['errors'],
    messages: {
      duplicate: 'Error code "{{code}}" of "{{tool}}" is already listed as error entry {{number}}; merge the entries or give this one its own code.',
    },
  },
  create(context) {
    const { report } = context;
    // Each code's first entry in the tool's errors.
    const seen = new Map<string, number>();
    return {
      tool() {
        seen.clear();
      },
      error({ error: e, index: i }) {
        if (typeof e.code !== 'string' || !e.code) return;
        const first = seen.get(e.code);
        if (first === undefined) {
          seen.set(e.code, i);
          return;
        }
        report({
          path: ['errors', i, 'code'],
          at: 'value',
          messageId: 'duplicate',
          data: { code: e.code, number: first + 1 },
          related: [{ tool: context.tool, path: ['errors', first, 'code'], message: `First entry for "${e.code}".` }],
        });
      },
    };
  },
});
