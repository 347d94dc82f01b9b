import { defineRule, ERROR_CODE, hasText, quote, toUpperSnake, typeName } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'errors/field-types',
    level: 2,
    severity: 'error',
    description:
      'Error entries are typed: code an UPPER_SNAKE_CASE string, http_status an integer 100–599, retryable a boolean, description and recovery non-empty text.',
    spec: '§3.5, §7',
    fields: ['errors'],
    messages: {
      codeType: 'Error entry {{label}} of "{{tool}}" has a code that is {{type}}; make it a stable UPPER_SNAKE_CASE string such as "NOT_FOUND".',
      codeCase: 'Error code {{code}} of "{{tool}}" is not UPPER_SNAKE_CASE; rename it to "{{suggestion}}".',
      statusType: 'Error {{label}} of "{{tool}}" has http_status {{value}}; give the closest HTTP status as an integer such as 404.',
      statusRange: 'Error {{label}} of "{{tool}}" has http_status {{value}}, outside 100–599; give the closest real HTTP status.',
      retryableType: 'Error {{label}} of "{{tool}}" has retryable {{value}}; write true or false without quotes.',
      textType: 'Error {{label}} of "{{tool}}" has {{field}} {{value}}; write it as text ({{hint}}).',
      textEmpty: 'Error {{label}} of "{{tool}}" has an empty "{{field}}"; say {{hint}}.',
    },
  },
  create(context) {
    const { report } = context;
    return {
      error({ error: e, index: i }) {
        const label = typeof e.code === 'string' && e.code ? quote(e.code) : String(i + 1);
        const at = (field: string) => ['errors', i, field];
        const code = e.code;
        if (code !== undefined) {
          if (typeof code !== 'string' || !code.trim()) {
            report({ path: at('code'), at: 'value', messageId: 'codeType', data: { label, type: typeof code === 'string' ? 'empty' : typeName(code) } });
          } else if (!ERROR_CODE.test(code)) {
            report({ path: at('code'), at: 'value', messageId: 'codeCase', data: { code: quote(code), suggestion: toUpperSnake(code) || 'ERROR' } });
          }
        }
        const status = e.http_status;
        if (status !== undefined) {
          if (typeof status !== 'number' || !Number.isInteger(status)) {
            report({ path: at('http_status'), at: 'value', messageId: 'statusType', data: { label, value: quote(status) } });
          } else if (status < 100 || status > 599) {
            report({ path: at('http_status'), at: 'value', messageId: 'statusRange', data: { label, value: status } });
          }
        }
        if (e.retryable !== undefined && typeof e.retryable !== 'boolean') {
          report({ path: at('retryable'), at: 'value', messageId: 'retryableType', data: { label, value: quote(e.retryable) } });
        }
        for (const [field, hint] of TEXT_FIELDS) {
          const v = e[field];
          if (v === undefined) continue;
          if (typeof v !== 'string') report({ path: at(field), at: 'value', messageId: 'textType', data: { label, field, value: quote(v), hint } });
          else if (!hasText(v)) report({ path: at(field), at: 'value', messageId: 'textEmpty', data: { label, field, hint } });
        }
      },
    };
  },
});

const TEXT_FIELDS: Array<[string, string]> = [
  ['description', 'what went wrong, for people'],
  ['recovery', 'what the agent should do next'],
];
