import { defineRule, FRACTIONAL, hasText, isObject, own, quantityOf } from '../../src/toolkit/index.js';

/** Type names that mean a number with a fraction: JSON Schema's, and BFCL's and other languages' (export translates them). */
const FRACTIONAL_TYPES = new Set(['number', 'float', 'double']);

export default defineRule({
  meta: {
    id: 'parameters/integer-type',
    level: null,
    severity: 'warning',
    description: 'A parameter that counts something or says which one (a limit, a page, an index, a number of adults) is typed `integer`, not `number`.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: {
      number: 'Parameter "{{param}}" of "{{tool}}" {{what}} but is typed {{type}}; make it type: integer, so that a value such as 2.5 is refused.',
      more: '{{count}} more parameters of "{{tool}}" count or index something but are typed number: {{names}}; make each type: integer.',
    },
    flood: { messageId: 'number', into: 'more', key: 'param' },
  },
  create(context) {
    const { report } = context;
    return {
      'parameters property'(prop) {
        const s = prop.schema;
        if (!isObject(s)) return;
        const type = own(s, 'type');
        if (typeof type !== 'string' || !FRACTIONAL_TYPES.has(type)) return;
        // multipleOf: 1 already makes it whole; a fractional default or example says it is not.
        const multipleOf = own(s, 'multipleOf');
        if (typeof multipleOf === 'number' && Number.isInteger(multipleOf)) return;
        const samples = [own(s, 'default'), own(s, 'minimum'), own(s, 'maximum'), ...(Array.isArray(own(s, 'examples')) ? (own(s, 'examples') as unknown[]) : [])];
        if (samples.some((v) => typeof v === 'number' && !Number.isInteger(v))) return;
        const text = hasText(s.description) ? s.description : '';
        if (FRACTIONAL.test(text)) return;
        const kind = quantityOf(String(prop.path[prop.path.length - 1]), text);
        if (kind !== 'count' && kind !== 'position') return;
        report({
          path: [...prop.path, 'type'],
          at: 'value',
          messageId: 'number',
          data: { param: prop.name, what: kind === 'count' ? 'counts something' : 'is a position or an index', type },
        });
      },
    };
  },
});
