import { defineRule, isObject, listTargets, NAME_RULES, type Target, TARGETS, TARGETS_OPTION, targetsOf } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'platform/name',
    level: 3,
    severity: 'warning',
    description: 'The tool name is accepted by every target platform: its characters, first character and length.',
    spec: '§3.1, §10, §13',
    // A name that is not snake_case, too long or missing is already a Level 1 finding, with the fix.
    defersTo: ['name/required', 'name/snake-case', 'name/max-length'],
    messages: {
      missing: 'The tool has no name, which {{targets}} all require; add a "name" (it is exported as "tool_N" meanwhile).',
      charset: 'Tool name "{{name}}" contains {{chars}}, not accepted by {{targets}}; use only {{allowed}}.',
      start: 'Tool name "{{name}}" starts with "{{first}}", but {{targets}} requires {{needed}} first; rename it.',
      length: 'Tool name "{{name}}" is {{length}} characters long, over the limit of {{max}} set by {{targets}}; shorten it.',
    },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        targets: TARGETS_OPTION,
        maxLength: {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(TARGETS.map((t) => [t, { type: 'integer', minimum: 1 }])),
          description: 'Maximum name length per platform (defaults: OpenAI 64, Anthropic 64, Gemini 64, MCP 128).',
        },
      },
    },
    defaultOptions: { targets: [...TARGETS], maxLength: { openai: 64, anthropic: 64, gemini: 64, mcp: 128 } },
  },
  check({ tool, options, report }) {
    const name = tool.descriptor.name;
    if (typeof name !== 'string' || !name) {
      const targets = targetsOf(options);
      if (targets.length) report({ path: name === undefined ? [] : ['name'], messageId: 'missing', data: { targets: listTargets(targets) }, at: 'value' });
      return;
    }
    const maxLength = isObject(options.maxLength) ? options.maxLength : {};
    // Group the platforms that object for the same reason, so one finding names them all.
    const groups = new Map<string, { messageId: string; data: Record<string, string | number>; targets: Target[] }>();
    const add = (messageId: string, data: Record<string, string | number>, t: Target) => {
      const key = messageId + JSON.stringify(data);
      const g = groups.get(key);
      if (g) g.targets.push(t);
      else groups.set(key, { messageId, data, targets: [t] });
    };
    for (const t of targetsOf(options)) {
      const r = NAME_RULES[t];
      const bad = [...new Set([...name].filter((c) => !r.chars.test(c)))];
      if (bad.length) add('charset', { name, chars: bad.map((c) => JSON.stringify(c)).join(', '), allowed: r.allowed }, t);
      if (r.first && !r.first.test(name)) add('start', { name, first: [...name][0]!, needed: r.firstText! }, t);
      const max = typeof maxLength[t] === 'number' ? maxLength[t] : r.max;
      const length = [...name].length;
      if (length > max) add('length', { name, length, max }, t);
    }
    for (const g of groups.values()) {
      report({ path: ['name'], messageId: g.messageId, data: { ...g.data, targets: listTargets(g.targets) }, at: 'value' });
    }
  },
});
