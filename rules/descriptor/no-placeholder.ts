import { defineRule, isObject, isPlaceholder, pathOf, type JsonPath, type PathStep } from '../../src/toolkit/index.js';

export default defineRule({
  meta: {
    id: 'descriptor/no-placeholder',
    level: 1,
    severity: 'error',
    description: 'No value in the descriptor is a placeholder ("TODO: …", "FIXME", "TBD"), such as the stubs `tooldoc import` writes.',
    spec: '§3',
    messages: {
      placeholder: 'Placeholder {{value}} in "{{tool}}" at "{{where}}"; replace it with the real value.',
    },
  },
  check({ tool, report }) {
    // Depth first, each node knowing its parent: a path is made only for a placeholder found, not
    // for every value of the descriptor.
    const stack: Array<PathStep & { v: unknown }> = [{ v: tool.descriptor, up: undefined, key: '' }];
    const found: JsonPath[] = [];
    while (stack.length) {
      const node = stack.pop()!;
      const v = node.v;
      if (typeof v === 'string') {
        if (isPlaceholder(v)) found.push(pathOf(node));
      } else if (Array.isArray(v)) v.forEach((x, i) => stack.push({ v: x, up: node, key: i }));
      else if (isObject(v)) for (const k of Object.keys(v)) stack.push({ v: v[k], up: node, key: k });
    }
    for (const path of found) {
      let v: unknown = tool.descriptor;
      for (const seg of path) v = (v as Record<string | number, unknown>)[seg];
      const text = String(v);
      report({
        path,
        messageId: 'placeholder',
        data: { value: JSON.stringify(text.length > 50 ? text.slice(0, 49) + '…' : text), where: path.join('.') },
        at: 'value',
      });
    }
  },
});
