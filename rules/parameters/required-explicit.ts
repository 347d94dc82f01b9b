import { defineRule, fieldName, isObject, own, schemaName } from '../../src/toolkit/index.js';

/**
 * Words that say a parameter may be left out: "optional", "if omitted", a default stated in prose
 * ("(default: 50)", "defaults to today"), "leave empty for all", "for unspecified parameters …".
 */
const OPTIONAL =
  /^\s*\(?optional\b|\(optional\)|\boptional[.,:;)]|\bif (provided|given|omitted|not provided|not specified|unspecified|not set|left (?:empty|blank|out))\b|\(default(?:s)?\s*(?:is|:|=|to)?\s*[^)]{1,40}\)|\bdefaults? (?:to|is)\b|\bby default\b|\bleave (?:it )?(?:empty|blank|out)\b|\bwhen omitted\b|\b(?:for|when|if) (?:unspecified|not specified)\b/i;
/** A tool description that says every parameter left out has a default or widens the result ("For unspecified parameters, …"). */
const ALL_OPTIONAL =
  /\b(?:unspecified|omitted) (?:parameters|arguments|fields)\b|\ball (?:parameters|arguments) are optional\b|\bevery (?:parameter|argument) is optional\b|\b(?:either|one of)\b[^.]{0,80}\b(?:must|should) be (?:provided|given|specified|set)\b/i;

export default defineRule({
  meta: {
    id: 'parameters/required-explicit',
    level: 1,
    severity: 'error',
    description:
      'The parameters say which of them are required (a `required` list at the root), unless each is evidently optional; every name listed in any `required` is a declared property.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: {
      missing: '{{where}} of "{{tool}}" does not say whether {{names}} {{verb}} required; list the required ones in required (required: [] if none is).',
      unknown: '"required" of {{whereLower}} in "{{tool}}" lists "{{prop}}", which is not a declared property; fix the name or declare it.',
    },
  },
  create(context) {
    const { report } = context;
    return {
      'parameters schema'(node) {
        const { schema, path } = node;
        const tool = context.tool;
        const props = own(schema, 'properties');
        if (!isObject(props)) return;
        const req = own(schema, 'required');
        const where = path.length === 1 ? `"${fieldName(tool, ['parameters'])}"` : `Object "${schemaName(path)}"`;
        // Nested objects are mostly bags of options (headers, cookies, filters), optional by JSON
        // Schema's default; the question is the tool's own arguments, at the root.
        if (req === undefined && path.length === 1) {
          if (typeof tool.descriptor.description === 'string' && ALL_OPTIONAL.test(tool.descriptor.description)) return;
          // A property with a default is evidently optional; the question is open only for the others.
          // A property with a default, or one its description calls optional, is evidently optional.
          const open = Object.keys(props).filter((k) => {
            const p = props[k];
            if (!isObject(p)) return true;
            return own(p, 'default') === undefined && !(typeof p.description === 'string' && OPTIONAL.test(p.description));
          });
          if (!open.length) return;
          const names = open.slice(0, 3).map((k) => `"${k}"`).join(', ') + (open.length > 3 ? ` and ${open.length - 3} more` : '');
          // Which parameters are required only the author knows: two suggestions, neither preferred.
          const add = (title: string, value: string[]) => ({ title, edits: [{ op: 'insert' as const, path, key: 'required', value, after: ['additionalProperties', 'type'] }] });
          report({
            path,
            messageId: 'missing',
            data: { where, names, verb: open.length === 1 ? 'is' : 'are' },
            suggest: [add('Add "required: []" (every parameter optional)', []), add(`Add "required" listing ${names} (${open.length === 1 ? 'it is' : 'all are'} required)`, open)],
          });
          return;
        }
        if (req === undefined) return;
        if (!Array.isArray(req)) return; // an invalid schema; parameters/valid-schema reports it
        req.forEach((name, i) => {
          if (typeof name === 'string' && !Object.prototype.hasOwnProperty.call(props, name)) {
            report({ path: [...path, 'required', i], messageId: 'unknown', data: { prop: name, whereLower: where.replace(/^Object/, 'object') } });
          }
        });
      },
    };
  },
});
