import { defineRule, didYouMean } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'server/unknown-tool',
    level: null,
    severity: 'error',
    description: "Every descriptor in a server's sidecar folder documents a tool the live server lists.",
    spec: '§3.1, §10',
    tags: ['server'],
    messages: {
      near: 'Server "{{server}}" lists no tool "{{tool}}" (did you mean "{{near}}"?); rename the descriptor to the tool it documents, or remove it.',
      unknown: 'Server "{{server}}" lists no tool "{{tool}}" (it lists {{listed}}); rename the descriptor to the tool it documents, or remove it.',
    },
  },
  check({ tool, report }) {
    const server = tool.server;
    if (!server || server.definition || !server.sidecar) return;
    const near = didYouMean(tool.name, server.tools);
    if (near) {
      report({ path: ['name'], at: 'value', messageId: 'near', data: { server: server.name, near } });
      return;
    }
    const n = server.tools.length;
    const listed = n === 0 ? 'no tools' : n <= 3 ? server.tools.map((t) => `"${t}"`).join(', ') : `${n} tools: "${server.tools[0]}", "${server.tools[1]}", "${server.tools[2]}" …`;
    report({ path: ['name'], at: 'value', messageId: 'unknown', data: { server: server.name, listed } });
  },
});
