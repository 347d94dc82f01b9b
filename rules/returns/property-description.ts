import { defineRule, hasText, isObject, measureOf, own, snakeKey } from '../../src/toolkit/index.js';

/** Names of returned times: a date or a moment means nothing to an agent without its time zone or form. */
const TIME_NAME = /(?:^|_)(?:at|on|time|date|timestamp|ts|created|updated|modified|expires|expiry|deadline|start|end|since|until)$/;
const TIME_FORMATS = new Set(['date', 'date-time', 'time']);

/**
 * Whether a returned field holds what §3.4 asks to document inline: a quantity in a unit or a
 * currency (by its name: `price`, `timeout`, `distance` …) or a time (by its format or its name).
 * Other fields (`url`, `totalCount`, `destructive`) say what they hold by their names.
 */
function needsUnit(name: string, schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const type = own(schema, 'type');
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('number') || types.includes('integer')) return measureOf(name) !== undefined && measureOf(name) !== 'dimension';
  if (types.includes('string')) return TIME_FORMATS.has(String(own(schema, 'format'))) || TIME_NAME.test(snakeKey(name));
  return false;
}

export default defineRule({
  meta: {
    id: 'returns/property-description',
    level: null,
    severity: 'warning',
    description: 'Every returned field that holds a quantity in a unit or currency, or a time, has a description that says which (§3.4: units, time zones and currency codes inline).',
    spec: '§3.4',
    fields: ['returns'],
    messages: {
      missing: 'Returned field "{{field}}" of "{{tool}}" has no description; say what it holds, with units, time zone or currency.',
      more: '{{count}} more returned fields of "{{tool}}" have no description: {{names}}; say what each holds, with units, time zone or currency.',
    },
    flood: { messageId: 'missing', into: 'more', key: 'field' },
  },
  create({ report }) {
    let wrapper = false;
    return {
      tool(tool) {
        const r = tool.descriptor.returns;
        // A payload wrapped in one field ({"result": ...}) is documented by the schema's own description:
        // with neither, returns/description reports the undocumented payload once.
        const props = isObject(r) ? own(r, 'properties') : undefined;
        wrapper = isObject(r) && isObject(props) && Object.keys(props).length === 1 && !hasText(r.description);
      },
      'returns property'(prop) {
        if (wrapper && prop.depth === 1) return;
        if (isObject(prop.schema) && hasText(prop.schema.description)) return;
        if (needsUnit(String(prop.path[prop.path.length - 1]), prop.schema)) report({ path: prop.path, messageId: 'missing', data: { field: prop.name } });
      },
    };
  },
});
