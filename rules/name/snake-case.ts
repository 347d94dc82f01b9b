import { defineRule } from '../../src/toolkit/index.js';

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/**
 * A snake_case suggestion for a camelCase, kebab-case, dotted or spaced name. Accents are dropped
 * (`météo` → `meteo`), and a name that would start with a digit gets a `tool_` prefix. An acronym
 * before a word keeps its last capital for the word (`HTTPServer` → `http_server`); each run of
 * capitals is matched from its first letter only, so a name of 100,000 capitals is one pass.
 */
export function toSnakeCase(name: string): string {
  const snake = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/(?<![A-Z])[A-Z]{2,}(?=[a-z])/g, (run) => `${run.slice(0, -1)}_${run.slice(-1)}`)
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
  return /^[0-9]/.test(snake) ? `tool_${snake}` : snake;
}

export default defineRule({
  meta: {
    id: 'name/snake-case',
    level: 1,
    severity: 'error',
    description: 'Tool names are snake_case: lowercase ASCII letters, digits and underscores, starting with a letter.',
    spec: '§3.1',
    messages: {
      charset: 'Tool name "{{name}}" has characters other than ASCII letters, digits and underscores; rename it to "{{suggestion}}".',
      case: 'Tool name "{{name}}" is not snake_case; rename it to "{{suggestion}}".',
    },
  },
  check({ tool, report }) {
    const name = tool.descriptor.name;
    if (typeof name !== 'string' || !name || SNAKE.test(name)) return;
    const suggestion = toSnakeCase(name) || 'tool_name';
    report({ path: ['name'], messageId: /^[A-Za-z0-9_]+$/.test(name) ? 'case' : 'charset', data: { name, suggestion }, at: 'value' });
  },
});
