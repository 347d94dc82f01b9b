import { catastrophicBacktracking, defineRule, patternSites, quote } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'parameters/pattern-redos',
    level: null,
    severity: 'warning',
    description:
      'No `pattern` or `patternProperties` key in `parameters` and `returns` takes exponential time on a backtracking regex engine (nested or overlapping repetition such as `(a+)+`).',
    spec: '§3.3',
    fields: ['parameters', 'returns'],
    messages: {
      exponential:
        '{{where}} of "{{tool}}" has {{kind}} {{pattern}} that can take exponential time on a backtracking engine: {{cause}}, so an input with a long run of {{char}} that then fails to match is tried in exponentially many ways; {{fix}}.',
    },
  },
  check({ tool, report }) {
    for (const site of patternSites(tool)) {
      const found = catastrophicBacktracking(site.source);
      if (!found) continue;
      const fix = found.rewrite !== undefined ? `rewrite it as \`${found.rewrite}\`` : 'rewrite it so that the repeated parts cannot match the same text';
      report({
        path: site.path,
        at: site.at,
        messageId: 'exponential',
        data: { where: site.where, kind: site.kind, pattern: quote(site.source, 60), cause: found.cause, char: JSON.stringify(found.char), fix },
      });
    }
  },
});
