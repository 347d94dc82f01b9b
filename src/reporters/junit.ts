/**
 * JUnit XML for CI systems that show test reports (Jenkins, GitLab, Azure DevOps, CircleCI). One
 * testsuite per file, one testcase per tool; a tool's errors are its failure, its warnings go to
 * system-out. A file that could not be read or parsed, or findings about the file rather than a
 * tool, are a failing testcase of their own, so nothing is lost. The classname is the file path
 * without its extension, as ESLint's JUnit formatter does, because Jenkins splits classnames on dots.
 */
import type { Diagnostic, LintResult } from '../types.js';
import { levelText, nextLevel } from './levels.js';
import type { Reporter } from './types.js';

/** Escapes text for XML 1.0 content and attributes; characters XML cannot carry become `\uXXXX`. */
export function escapeXml(s: string): string {
  // eslint-disable-next-line no-control-regex -- matching the control characters XML 1.0 cannot carry is the point
  return s.replace(/[&<>"'\t\n\r]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case "'":
        return '&apos;';
      case '\t':
        return '&#9;';
      case '\n':
        return '&#10;';
      case '\r':
        return '&#13;';
      default:
        return c === '\u007F' ? '&#127;' : '\\u' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    }
  });
}

/** Text content: like escapeXml, but line breaks and tabs stay readable. */
function escapeText(s: string): string {
  return escapeXml(s).replace(/&#10;/g, '\n').replace(/&#9;/g, '\t');
}

function classname(file: string): string {
  return file.replace(/\\/g, '/').replace(/\.(ya?ml|json)$/i, '');
}

const line = (d: Diagnostic) => `${d.file}:${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.ruleId}: ${d.message}`;

interface Case {
  name: string;
  failure?: { message: string; type: string; body: string };
  out?: string;
}

export const junit: Reporter = (result: LintResult) => {
  const suites: string[] = [];
  let total = 0;
  let failures = 0;
  for (const f of result.files) {
    if (f.status === 'skipped') continue;
    const cases: Case[] = [];
    const active = f.diagnostics.filter((d) => !d.suppressed);
    const fileLevel = active.filter((d) => d.tool === undefined);
    const fileErrors = fileLevel.filter((d) => d.severity === 'error');
    if (f.status === 'failed' || fileLevel.length) {
      const c: Case = { name: f.status === 'failed' ? `${f.file} (could not be linted)` : `${f.file} (file)` };
      if (fileErrors.length) c.failure = { message: fileErrors[0]!.message, type: fileErrors[0]!.ruleId, body: fileErrors.map(line).join('\n') };
      const warnings = fileLevel.filter((d) => d.severity === 'warning');
      if (warnings.length) c.out = warnings.map(line).join('\n');
      cases.push(c);
    }
    result.tools.forEach((t, index) => {
      if (t.file !== f.file) return;
      const mine = active.filter((d) => (d.toolIndex !== undefined ? d.toolIndex === index : d.tool === t.name));
      const errors = mine.filter((d) => d.severity === 'error');
      const warnings = mine.filter((d) => d.severity === 'warning');
      const c: Case = { name: `${t.name} (${levelText(t)})` };
      if (errors.length) {
        c.failure = {
          message: `${errors.length} error${errors.length === 1 ? '' : 's'}: ${errors[0]!.message}`,
          type: errors[0]!.ruleId,
          body: errors.map(line).join('\n'),
        };
      }
      const out = [`${levelText(t)}${t.blockers.length ? `; Level ${nextLevel(t)} needs: ${[...new Set(t.blockers.map((b) => b.ruleId))].join(', ')}` : ''}`, ...warnings.map(line)];
      c.out = out.join('\n');
      cases.push(c);
    });
    const failed = cases.filter((c) => c.failure).length;
    total += cases.length;
    failures += failed;
    const body = cases.map((c) => {
      const attrs = `name="${escapeXml(c.name)}" classname="${escapeXml(classname(f.file))}" file="${escapeXml(f.file)}" time="0"`;
      const inner: string[] = [];
      if (c.failure) inner.push(`      <failure message="${escapeXml(c.failure.message)}" type="${escapeXml(c.failure.type)}">${escapeText(c.failure.body)}</failure>`);
      if (c.out) inner.push(`      <system-out>${escapeText(c.out)}</system-out>`);
      return inner.length ? `    <testcase ${attrs}>\n${inner.join('\n')}\n    </testcase>` : `    <testcase ${attrs}/>`;
    });
    suites.push(
      `  <testsuite name="${escapeXml(f.file)}" tests="${cases.length}" failures="${failed}" errors="0" skipped="0" time="0">\n${body.join('\n')}\n  </testsuite>`,
    );
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="tooldoc" tests="${total}" failures="${failures}" errors="0" time="0">\n` +
    (suites.length ? suites.join('\n') + '\n' : '') +
    '</testsuites>\n'
  );
};
