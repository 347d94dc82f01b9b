import { collapseWhitespace, defineRule, hasText, isObject, namedIn, parameterNotes, valueAt } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'parameters/property-description',
    level: 1,
    severity: 'error',
    description: 'Every parameter property, at every depth, has a description.',
    spec: '§3.3, §6',
    fields: ['parameters'],
    messages: {
      missing: 'Parameter "{{param}}" of "{{tool}}" has no description; say what value the agent should pass, with units and format.',
      inToolDescription:
        'Parameter "{{param}}" of "{{tool}}" has no description of its own, only words in the tool\'s description ("{{notes}}"); move them into the parameter\'s description, where clients show them beside the argument.',
      more: '{{count}} more parameters of "{{tool}}" have no description: {{names}}; say what value the agent should pass for each, with units and format.',
    },
    flood: { messageId: ['missing', 'inToolDescription'], into: 'more', key: 'param' },
  },
  create(context) {
    const { report } = context;
    return {
      'parameters property'(prop) {
        if (isObject(prop.schema) && hasText(prop.schema.description)) return;
        const d = context.tool.descriptor;
        // A leaf its parent's description names ("Background colour as red, green and blue, 0-1") is documented there.
        if (documentedByParent(d, prop.path)) return;
        // A docstring in the tool's description ("Args: filename: Path to …") documents the parameter
        // where clients do not show it: the finding quotes it, so the fix is a move, not a rewrite.
        const toolDescription = d.description;
        const notes = prop.depth === 1 && hasText(toolDescription) ? collapseWhitespace(parameterNotes(toolDescription, String(prop.path[prop.path.length - 1]))) : '';
        if (notes) report({ path: prop.path, messageId: 'inToolDescription', data: { param: prop.name, notes: notes.length > 60 ? `${notes.slice(0, 57)}…` : notes } });
        else report({ path: prop.path, messageId: 'missing', data: { param: prop.name } });
      },
    };
  },
});

/** Whether a leaf property is named, as a word, in the description of the object schema it belongs to. */
function documentedByParent(descriptor: Record<string, unknown>, path: ReadonlyArray<string | number>): boolean {
  if (path.length < 4 || path[path.length - 2] !== 'properties') return false;
  const parent = valueAt(descriptor, path.slice(0, -2));
  if (!isObject(parent) || !hasText(parent.description)) return false;
  const leaf = valueAt(descriptor, path);
  if (isObject(leaf) && (isObject(leaf.properties) || isObject(leaf.items))) return false;
  const name = String(path[path.length - 1]);
  return name.length > 1 && namedIn(parent.description, name);
}
