import { aTypeName, defineRule, isObject } from '../../src/toolkit/index.js';

export const ERROR_FIELDS = ['code', 'http_status', 'retryable', 'description', 'recovery'] as const;

export default defineRule({
  meta: {
    id: 'errors/required',
    level: 1,
    severity: 'error',
    description: 'Every tool lists the errors it can emit, each with code, http_status, retryable, description and recovery.',
    spec: '§3, §3.5',
    fields: ['errors'],
    messages: {
      missing: 'Tool "{{tool}}" has no "errors"; list the error codes it can emit, each with code, http_status, retryable, description and recovery.',
      type: '"errors" of "{{tool}}" is {{type}}; it must be a list of error entries.',
      empty: '"errors" of "{{tool}}" is empty; list at least the errors the tool can emit (VALIDATION_ERROR, NOT_FOUND, …).',
      entryType: 'Error entry {{index}} of "{{tool}}" is {{type}}; each entry is a mapping with code, http_status, retryable, description and recovery.',
      field: 'Error entry {{label}} of "{{tool}}" has no "{{field}}"; add it ({{hint}}).',
    },
  },
  check({ tool, report }) {
    const errors = tool.descriptor.errors;
    if (errors === undefined) return report({ path: [], messageId: 'missing' });
    if (!Array.isArray(errors)) return report({ path: ['errors'], messageId: 'type', data: { type: aTypeName(errors) } });
    if (!errors.length) return report({ path: ['errors'], messageId: 'empty' });
    errors.forEach((e, i) => {
      if (!isObject(e)) return report({ path: ['errors', i], messageId: 'entryType', data: { index: i + 1, type: aTypeName(e) } });
      const label = typeof e.code === 'string' ? `"${e.code}"` : String(i + 1);
      for (const field of ERROR_FIELDS) {
        if (e[field] === undefined) report({ path: ['errors', i], messageId: 'field', data: { label, field, hint: HINTS[field] } });
      }
    });
  },
});

const HINTS: Record<(typeof ERROR_FIELDS)[number], string> = {
  code: 'a stable UPPER_SNAKE_CASE string such as NOT_FOUND',
  http_status: 'the closest HTTP status, e.g. 404',
  retryable: 'true or false',
  description: 'what went wrong, for people',
  recovery: 'what the agent should do next',
};
