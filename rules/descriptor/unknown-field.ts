import { defineRule, DESCRIPTOR_FIELDS, didYouMean, misspelling } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'descriptor/unknown-field',
    level: null,
    severity: 'warning',
    description: 'Descriptors use only the fields of the spec (§3, §4); anything else is probably a typo. Extensions start with `x-`.',
    spec: '§3, §4',
    messages: {
      unknown: 'Unknown field "{{field}}" in "{{tool}}"; did you mean "{{suggestion}}"?',
      unknownNoHint: 'Unknown field "{{field}}" in "{{tool}}"; remove it or prefix it with "x-" if it is an extension.',
    },
  },
  check({ tool, report }) {
    if (tool.inputFormat !== 'native') return;
    for (const field of Object.keys(tool.descriptor)) {
      if ((DESCRIPTOR_FIELDS as readonly string[]).includes(field) || field.startsWith('x-')) continue;
      const suggestion = didYouMean(field, DESCRIPTOR_FIELDS);
      // A rename only when the field it resembles is not there already (two keys of one name would not
      // parse). It is the fix when the key is plainly that field misspelt (`paramters`, `Examples`): the
      // descriptor then says what its author wrote. A mere resemblance (`author` for `auth`) would give
      // the value a meaning nobody wrote: a suggestion.
      const rename = suggestion && !Object.prototype.hasOwnProperty.call(tool.descriptor, suggestion) ? { title: `Rename "${field}" to "${suggestion}"`, edits: [{ op: 'rename' as const, path: [field], to: suggestion }] } : undefined;
      const offer = rename ? (misspelling(field, DESCRIPTOR_FIELDS) === suggestion ? { fix: rename } : { suggest: [rename] }) : {};
      report({ path: [field], messageId: suggestion ? 'unknown' : 'unknownNoHint', data: { field, suggestion: suggestion ?? '' }, ...offer });
    }
  },
});
