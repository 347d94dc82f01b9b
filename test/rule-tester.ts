/** The rule tester (`RuleTester`, in ESLint's manner) every rule's tests use: see the class below. */
import { describe, expect, it } from 'vitest';
import type { RuleSetting } from '../src/run/lint.js';
import type { ListedServer } from '../src/servers/sidecars.js';
import type { Lock } from '../src/diff/lock.js';
import { applyEdits } from '../src/core/fixes.js';
import { type Finding, lintText, type Previous, ruleById } from './helpers.js';

export type { Finding };

/** A case the rule must not report on. A string is the code (YAML, as `tool.yaml`). */
export type ValidCase = string | { name?: string; code: string; filename?: string; options?: Record<string, unknown>; extraFiles?: Record<string, string>; servers?: ListedServer[]; previous?: Previous; lock?: Lock['catalogs'] };

/** An expected finding: always its messageId and exact position; `message` (exact text) when the wording matters. */
export interface ExpectedError {
  messageId: string;
  /** Required for a finding in a file; a finding on a live server's tool has none (give `file` and `pointer`). */
  line?: number;
  column?: number;
  /** The file (`server:<name>` for a live server's tool), checked when given. */
  file?: string;
  /** The JSON pointer, checked when given: where a server's finding is. */
  pointer?: string;
  endLine?: number;
  endColumn?: number;
  message?: string;
  /** The name of the tool the finding belongs to (checked when given). */
  tool?: string;
  /** The finding's related locations (the first of two duplicates, say), checked exactly when given. */
  related?: Array<{ file: string; line: number; column: number; message: string }>;
  /**
   * The finding's fix and suggestions (`fix`, `suggest`), each as its title, whether it is the
   * preferred one (the rule's `fix`), and the code once its edits are made. Required, and checked
   * exactly, when the rule offers any (as ESLint's RuleTester asks for `output` and `suggestions`).
   */
  fixes?: Array<{ title: string; preferred: boolean; output: string }>;
}

export interface InvalidCase {
  name?: string;
  code: string;
  filename?: string;
  options?: Record<string, unknown>;
  /** Other files linted in the same run (for catalog rules that compare tools across files). */
  extraFiles?: Record<string, string>;
  /** Live servers' tools/lists in the run (`code` may be a sidecar of one of their tools). */
  servers?: ListedServer[];
  /** The catalog at an earlier revision (`lint --since`). */
  previous?: Previous;
  /** The catalogs of `tooldoc.lock.json` (`lint --locked`). */
  lock?: Lock['catalogs'];
  errors: ExpectedError[];
}

/**
 * ESLint's RuleTester for tooldoc rules: `new RuleTester().run(ruleId, { valid, invalid })` makes one
 * vitest test per case, linting the code in memory with only that rule enabled. An invalid case lists
 * every finding, in position order, with messageId, line and column; a valid case has none. Every
 * message of the rule must be produced by some invalid case, and every message must name its tool
 * and leave no `{{placeholder}}` unfilled. Findings of the core (a parse error in the code) fail a
 * case, so a broken snippet cannot pass as "valid".
 */
export class RuleTester {
  run(ruleId: string, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
    const rule = ruleById(ruleId);
    describe(ruleId, () => {
      const lintCase = async (c: { code: string; filename?: string; options?: Record<string, unknown>; extraFiles?: Record<string, string>; servers?: ListedServer[]; previous?: Previous; lock?: Lock['catalogs'] }) => {
        const settings: Record<string, Partial<RuleSetting>> | undefined = c.options ? { [ruleId]: { options: c.options } } : undefined;
        const { diagnostics } = await lintText(c.code, ruleId, { file: c.filename, settings, fixes: true, extraFiles: c.extraFiles, ...(c.servers ? { servers: c.servers } : {}), ...(c.previous ? { previous: c.previous } : {}), ...(c.lock ? { lock: c.lock } : {}) });
        const core = diagnostics.filter((d) => d.ruleId !== ruleId);
        expect(core.map((d) => `${d.ruleId} ${d.range.start.line}:${d.range.start.column} ${d.message}`), 'the case itself has a problem').toEqual([]);
        return diagnostics;
      };
      const label = (c: ValidCase | InvalidCase, i: number) => (typeof c === 'string' ? c : (c.name ?? c.code)).replace(/\s+/g, ' ').slice(0, 80) || `case ${i + 1}`;
      describe('valid', () => {
        cases.valid.forEach((c, i) => {
          it(label(c, i), async () => {
            const found = await lintCase(typeof c === 'string' ? { code: c } : c);
            expect(found.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.messageId} ${d.message}`)).toEqual([]);
          });
        });
      });
      const produced = new Set<string>();
      describe('invalid', () => {
        cases.invalid.forEach((c, i) => {
          it(label(c, i), async () => {
            expect(c.errors.length, 'an invalid case lists the findings it expects').toBeGreaterThan(0);
            const found = await lintCase(c);
            for (const d of found) {
              if (d.messageId) produced.add(d.messageId);
              expect(d.message, `unfilled placeholder in ${ruleId}`).not.toMatch(/\{\{/);
              // In a file of fifty tools a line number is not enough: every per-tool message names its tool.
              // (A tool without a usable name has a placeholder such as `#2`, which no message can name.)
              if (d.tool !== undefined && !d.tool.startsWith('#')) expect(d.message, `${ruleId} does not name its tool`).toContain(d.tool);
            }
            const actual = found.map((d, j) => {
              const e = c.errors[j];
              // A server's finding has no line: its pointer says where it is.
              const onServer = e?.pointer !== undefined;
              return {
                messageId: d.messageId,
                ...(onServer ? {} : { line: d.range.start.line, column: d.range.start.column }),
                ...(e?.file !== undefined ? { file: d.file } : {}),
                ...(onServer ? { pointer: d.pointer } : {}),
                ...(e?.endLine !== undefined ? { endLine: d.range.end.line } : {}),
                ...(e?.endColumn !== undefined ? { endColumn: d.range.end.column } : {}),
                ...(e?.message !== undefined ? { message: d.message } : {}),
                ...(e?.tool !== undefined ? { tool: d.tool } : {}),
                ...(e?.related !== undefined ? { related: (d.related ?? []).map((r) => ({ file: r.file, line: r.range.start.line, column: r.range.start.column, message: r.message })) } : {}),
                // A fix is part of what the rule reports: a case that gets one must say what it does.
                ...(e?.fixes !== undefined || d.fixes?.length ? { fixes: (d.fixes ?? []).map((f) => ({ title: f.title, preferred: f.preferred, output: applyEdits(c.code, f.edits) })) } : {}),
              };
            });
            expect(actual).toEqual(c.errors.map((e) => ({ ...e })));
          });
        });
      });
      it('produces every message of the rule in some invalid case', () => {
        const untested = Object.keys(rule.meta.messages).filter((id) => !produced.has(id));
        expect(untested, `add an invalid case for each of these messageIds of ${ruleId}`).toEqual([]);
      });
    });
  }
}
