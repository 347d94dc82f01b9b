/**
 * Findings the core itself raises about files (they are not rules and cannot be turned off, but
 * reporters describe them like rules so SARIF and docs list them).
 */
import type { RuleMeta } from '../types/index.js';

const core = (id: string, description: string, severity: 'error' | 'warning' = 'error'): RuleMeta => ({
  id,
  level: 1,
  severity,
  description,
  spec: '§3',
  messages: { default: '{{message}}' },
  tags: ['input'],
});

export const CORE_DIAGNOSTICS: RuleMeta[] = [
  core('parse-error', 'The file is not valid YAML or JSON (syntax error or duplicate key).'),
  core('input/empty', 'The file has no content.', 'warning'),
  core('input/binary', 'The file is binary, not text.'),
  core('input/encoding', 'The file is not UTF-8 text.'),
  core('input/too-large', 'The file is larger than the configured limit and was not parsed.'),
  core('input/resource-limit', 'The file exceeds a safety limit (alias expansion, nesting depth, time budget).'),
  core('input/not-a-descriptor', 'The file or an entry of it is not a tool descriptor.'),
  core('input/unreadable', 'The file or folder could not be read, or is a broken symbolic link.'),
  core('input/server-unavailable', 'A live MCP server could not be started or reached, or did not list its tools.'),
  core('internal/rule-error', 'A rule crashed while checking a tool; the other rules still ran.'),
  // About inline suppressions; advice (level null), so they never change a grade.
  { ...core('suppression/unused', 'A suppression comment or x-tooldoc.disable entry matches no finding.', 'warning'), level: null, tags: ['suppression'] },
  { ...core('suppression/invalid', 'A suppression names an unknown rule or is malformed.', 'warning'), level: null, tags: ['suppression'] },
];

export const CORE_IDS = new Set(CORE_DIAGNOSTICS.map((m) => m.id));
