import { defineRule, newDirectives } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'compat/new-directive',
    level: null,
    severity: 'error',
    description: 'With `lint --since REF`: model-visible text that did not direct the agent at REF and now does (a new instruction to reach for secrets, to call this tool first, to hand results on …) is reviewed, not waved through as a compatible change.',
    spec: '§3.2, §11',
    tags: ['compatibility', 'security'],
    // The security rules report the same instruction at the same place: one finding, theirs. This
    // rule speaks when they do not (turned off, or another kind of text).
    defersTo: ['security/prompt-injection', 'security/secret-access', 'security/exfiltration'],
    acceptedWith: 'directives',
    messages: {
      directive: 'Since {{ref}}, {{change}}: a new instruction to the agent in "{{tool}}"; review it, then accept it with --accept-directives, or remove it.',
    },
  },
  check({ tool, report }) {
    const before = tool.previous;
    if (!before) return;
    for (const c of newDirectives(before.descriptor, tool.descriptor)) report({ path: c.newPath ?? [], at: 'value', messageId: 'directive', data: { ref: before.ref, change: c.message } });
  },
});
