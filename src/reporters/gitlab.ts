/**
 * GitLab's Code Quality report (the `codequality` report artifact of a CI job): a JSON array with
 * one entry per finding, which GitLab shows in the merge request's widget and diff, comparing the
 * fingerprints of the source branch's report with the target branch's. Each entry has what GitLab
 * documents as required: `description`, `check_name`, `fingerprint`, `severity` (here `major` for
 * an error and `minor` for a warning) and `location` (`path` relative to the repository's root,
 * `lines.begin`).
 *
 * A fingerprint must stay the same while the finding does, or GitLab shows it as fixed and new on
 * every push. It hashes the file (or server) and what the finding is about, as the baseline does
 * (`findingHash` in src/reporters/fingerprint.ts: the rule, the tool, the path in the tool, the
 * message's id and data; a finding about the file itself: its message), plus a count of earlier
 * findings with the same hash, so no two entries share one. Lines inserted above a finding, keys
 * reordered, fields added to the tool and a rewording of the message leave it unchanged.
 *
 * A live server's finding has no line: it is placed at its tool's sidecar descriptor, line 1 (the
 * format requires a line; 1 is the file as a whole), when it has one; else at the server's entry in
 * the config file, when it was declared there; else at the path `server:<name>`, line 1. Its
 * description starts with `server:<name> <tool> <pointer>: `. A finding in a file removed since
 * `lint --since` is placed at that file, line 1, its description starting with the tool. Suppressed
 * and baselined findings are left out, as the other CI formats leave them.
 */
import { createHash } from 'node:crypto';
import type { FileResult, LintResult } from '../types/index.js';
import { findingHash } from './fingerprint.js';
import { rootRelative } from './paths.js';
import { placed, serverPlace } from './server.js';
import { defineReporter, type Reporter, type ReporterOptions } from './types.js';

/** One entry of the report, as GitLab documents it. */
export interface CodeQualityIssue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: 'info' | 'minor' | 'major' | 'critical' | 'blocker';
  location: { path: string; lines: { begin: number } };
}

/** Where a finding's fingerprint says it is: its file (relative to the repository's root), or its server. */
const placeOf = (f: FileResult, path: string) => (f.server ? `server:${f.server.name}` : path);

function* issues(result: LintResult, options: ReporterOptions): Generator<CodeQualityIssue> {
  const seen = new Map<string, number>();
  for (const f of result.files) {
    for (const d of f.diagnostics) {
      if (d.suppressed) continue;
      // A finding without a position is placed at its file, at line 1 (the format requires a line):
      // a live server's at its sidecar, else at its entry in the config file, else at `server:<name>`.
      const entry = f.server && !d.anchor ? f.server.entry : undefined;
      const file = f.server ? (d.anchor?.file ?? entry?.file) : d.file;
      const path = file !== undefined ? rootRelative(file, options) : f.file;
      const positionless = !placed(f, d);
      const key = findingHash(placeOf(f, path), d);
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      yield {
        description: f.server ? `${f.file} ${serverPlace(d)}: ${d.message}` : positionless ? `${serverPlace(d)}: ${d.message}` : d.message,
        check_name: d.ruleId,
        fingerprint: createHash('sha256').update(`${key}\u0000${n}`).digest('hex'),
        severity: d.severity === 'error' ? 'major' : 'minor',
        location: { path, lines: { begin: entry ? entry.line : positionless ? 1 : d.range.start.line } },
      };
    }
  }
}

/** The report, an entry at a time (one per line), so a report of any size is never one string. */
export function* gitlabChunks(result: LintResult, options: ReporterOptions): Generator<string> {
  let first = true;
  for (const issue of issues(result, options)) {
    yield `${first ? '[\n' : ',\n'}  ${JSON.stringify(issue)}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}

export const gitlab: Reporter = defineReporter(gitlabChunks);
