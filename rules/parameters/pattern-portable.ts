import { defineRule, patternSites, quote, unsupportedConstruct } from '../../src/toolkit/index.js';

/** What to do instead: large counts are usually length limits, which JSON Schema states directly. */
function advice(construct: string): string {
  if (/repetition/.test(construct)) return 'state the length limit with minLength and maxLength instead, and repeat with * or + in the pattern';
  return 'rewrite the pattern without it';
}

export default defineRule({
  meta: {
    id: 'parameters/pattern-portable',
    level: null,
    severity: 'warning',
    description:
      'Every `pattern` and `patternProperties` key in `parameters` and `returns` can run on a linear-time engine such as RE2: no backreferences, lookahead or lookbehind, no repetition count above 1,000.',
    spec: '§3.3, §10',
    fields: ['parameters', 'returns'],
    messages: {
      unsupported:
        '{{where}} of "{{tool}}" has {{kind}} {{pattern}} that uses {{construct}} (`{{text}}`), which linear-time engines such as RE2 cannot run: tooldoc does not check examples against it and RE2-based validators reject it; {{advice}}.',
    },
  },
  check({ tool, report }) {
    for (const site of patternSites(tool)) {
      const issue = unsupportedConstruct(site.source);
      if (!issue) continue;
      report({
        path: site.path,
        at: site.at,
        messageId: 'unsupported',
        data: { where: site.where, kind: site.kind, pattern: quote(site.source, 60), construct: issue.construct, text: issue.text, advice: advice(issue.construct) },
      });
    }
  },
});
