import { defineRule, isSemver, quote, semverHint, typeName } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'version/semver',
    level: 3,
    severity: 'warning',
    description: 'Every tool has a `version` that is valid SemVer (MAJOR.MINOR.PATCH).',
    spec: '§4, §11',
    fields: ['version'],
    tags: ['versioning'],
    messages: {
      missing: 'Tool "{{tool}}" has no "version"; add a SemVer version such as "1.0.0" and bump the major version on breaking changes.',
      type: '"version" of "{{tool}}" is {{type}}; write it as a quoted SemVer string such as "1.0.0".',
      invalid: '"version" {{value}} of "{{tool}}" is not SemVer; use MAJOR.MINOR.PATCH such as "1.0.0".',
      invalidHint: '"version" {{value}} of "{{tool}}" is not SemVer; use "{{suggestion}}".',
    },
  },
  check({ tool, report }) {
    const v = tool.descriptor.version;
    if (v === undefined) return report({ path: [], messageId: 'missing' });
    // `version: 1.0` in YAML is a number; say so rather than "not SemVer".
    if (typeof v !== 'string') return report({ path: ['version'], at: 'value', messageId: 'type', data: { type: typeName(v) } });
    if (isSemver(v)) return;
    const suggestion = semverHint(v);
    report({ path: ['version'], at: 'value', messageId: suggestion ? 'invalidHint' : 'invalid', data: { value: quote(v), suggestion: suggestion ?? '' } });
  },
});
