/**
 * RuleTester-style helpers for the per-rule tests: lint a snippet with one rule and get its findings,
 * and check at the end of a file that every message of the rules it covers was produced (with its
 * placeholders filled) by at least one case, so no template goes untested.
 */
import { expect, it } from 'vitest';
import type { RuleSetting } from '../src/engine.js';
import { type Finding, lintText, ruleById } from './helpers.js';

export type { Finding };

interface Options {
  file?: string;
  options?: Record<string, unknown>;
  extraFiles?: Record<string, string>;
}

export function ruleTester() {
  const produced = new Map<string, string[]>();

  /** Findings of linting `code` with only `ruleId` enabled (plus core diagnostics such as parse errors). */
  async function findings(code: string, ruleId: string, opts: Options = {}): Promise<Finding[]> {
    const settings: Record<string, Partial<RuleSetting>> | undefined = opts.options ? { [ruleId]: { options: opts.options } } : undefined;
    const { findings: out, diagnostics } = await lintText(code, ruleId, { file: opts.file, settings, extraFiles: opts.extraFiles });
    // Every per-tool message names its tool: in a file of fifty tools, a line number is not enough.
    for (const d of diagnostics) if (d.tool !== undefined) expect(d.message, `${d.ruleId} does not name its tool`).toContain(d.tool);
    for (const f of out) {
      expect(f.message, `unfilled placeholder in ${f.ruleId}`).not.toMatch(/\{\{/);
      const list = produced.get(f.ruleId) ?? [];
      list.push(f.message);
      produced.set(f.ruleId, list);
    }
    return out;
  }

  /** A test, to put last in a file, that every message template of these rules was produced. */
  function coversEveryMessage(ruleIds: string[]): void {
    it.each(ruleIds)('exercises every message of %s', (id) => {
      const rule = ruleById(id);
      const messages = produced.get(id) ?? [];
      const untested = Object.entries(rule.meta.messages)
        .filter(([, template]) => !messages.some((m) => templateRegExp(template).test(m)))
        .map(([messageId]) => messageId);
      expect(untested, `add a failing case for each of these messageIds of ${id}`).toEqual([]);
    });
  }

  return { findings, coversEveryMessage };
}

function templateRegExp(template: string): RegExp {
  const parts = template.split(/\{\{\s*\w+\s*\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*?')}$`);
}

/** A finding of `ruleId`, for compact expectations. */
export const at = (ruleId: string) => (line: number, column: number, message: string): Finding => ({ ruleId, message, line, column });
