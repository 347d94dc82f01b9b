/**
 * `--format gitlab`: GitLab's Code Quality report, checked against the shape GitLab documents for
 * the `codequality` report artifact (an array of issues, each with description, check_name,
 * fingerprint, severity among info, minor, major, critical and blocker, and location.path with
 * location.lines.begin), with fingerprints that are unique in a report and stay the same while the
 * finding does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRules } from '../../rules/index.js';
import { lintTexts } from '../../src/run/lint.js';
import { gitlab, type CodeQualityIssue } from '../../src/reporters/gitlab.js';
import { compileSchema, validateValue } from '../../src/schema/index.js';
import { CLEAN_TOOL, requireBuild } from '../e2e/support.js';
import { runCli, writeFiles } from '../helpers.js';
import { goldenResult, render } from './golden-helpers.js';

/** The Code Quality report as GitLab's documentation describes it (the fields it requires). */
const CODE_QUALITY = compileSchema({
  type: 'array',
  items: {
    type: 'object',
    required: ['description', 'check_name', 'fingerprint', 'severity', 'location'],
    properties: {
      description: { type: 'string', minLength: 1 },
      check_name: { type: 'string', minLength: 1 },
      fingerprint: { type: 'string', minLength: 1 },
      severity: { enum: ['info', 'minor', 'major', 'critical', 'blocker'] },
      location: {
        type: 'object',
        required: ['path', 'lines'],
        properties: {
          path: { type: 'string', minLength: 1, not: { pattern: '^/' } },
          lines: { type: 'object', required: ['begin'], properties: { begin: { type: 'integer', minimum: 1 } } },
        },
      },
    },
  },
});

const valid = (report: unknown) => {
  if (!CODE_QUALITY.ok) throw new Error('the schema does not compile');
  return validateValue(CODE_QUALITY.validate, report);
};

/** A tool with a misspelt field, an undocumented parameter and a camelCase name: three findings of three rules. */
const DEFECTIVE = CLEAN_TOOL.replace(/^name: get_weather$/m, 'name: getWeather').replace('\ncost_hint: cheap\n', '\ncost_hnt: cheap\n');
const lintOne = (text: string) => lintTexts([{ path: 'tools/weather.yaml', text }], { rules: builtinRules });
const report = (text: string) => JSON.parse(gitlab(lintOne(text), { colorLevel: 0, cwd: '/repo' })) as CodeQualityIssue[];

describe('gitlab format', () => {
  it('is the Code Quality report GitLab documents, one issue per finding, errors major and warnings minor', async () => {
    const result = await goldenResult();
    const issues = JSON.parse(render('gitlab', result)) as CodeQualityIssue[];
    expect(valid(issues)).toEqual([]);
    const findings = result.files.flatMap((f) => f.diagnostics.filter((d) => !d.suppressed));
    expect(issues).toHaveLength(findings.length);
    expect(issues.map((i) => [i.check_name, i.severity, i.location.lines.begin])).toEqual(findings.map((d) => [d.ruleId, d.severity === 'error' ? 'major' : 'minor', d.range.start.line]));
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
  });

  it('keeps each fingerprint when lines are added above the finding, and changes it only for another finding', () => {
    const before = report(DEFECTIVE);
    expect(before.map((i) => i.check_name).sort()).toEqual(expect.arrayContaining(['descriptor/unknown-field', 'name/snake-case']));
    const after = report(`# Weather, for the agents of the travel desk.\n# Owned by the platform team.\n${DEFECTIVE}`);
    expect(after.map((i) => i.fingerprint)).toEqual(before.map((i) => i.fingerprint));
    expect(after.map((i) => i.location.lines.begin)).toEqual(before.map((i) => i.location.lines.begin + 2));
    // The misspelt field fixed: its finding is gone, the others keep their fingerprints (a tool renamed is another tool).
    const fixed = report(DEFECTIVE.replace('\ncost_hnt: cheap\n', '\ncost_hint: cheap\n'));
    expect(fixed.map((i) => i.fingerprint)).toEqual(before.filter((i) => i.check_name !== 'descriptor/unknown-field').map((i) => i.fingerprint));
    expect(fixed.length).toBe(before.length - 1);
  });

  it('is an empty array for a clean run', () => {
    expect(report(CLEAN_TOOL)).toEqual([]);
  });
});

describe('tooldoc lint --format gitlab', () => {
  requireBuild();

  it('writes the report to a file, with paths from the repository root, beside the stylish report', () => {
    const dir = writeFiles({ 'tools/weather.yaml': DEFECTIVE });
    const r = runCli(['lint', 'tools', '--format', 'stylish', '--format', 'gitlab=gl-code-quality-report.json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('name/snake-case');
    const issues = JSON.parse(readFileSync(path.join(dir, 'gl-code-quality-report.json'), 'utf8')) as CodeQualityIssue[];
    expect(valid(issues)).toEqual([]);
    expect(issues.length).toBeGreaterThanOrEqual(2);
    for (const i of issues) expect(i.location.path).toBe('tools/weather.yaml');
  });

  it('identifies a finding as the baseline does: tools reordered in a catalog, a field added to a tool and lines added above keep every fingerprint', () => {
    const tool = (name: string, extra = '') => `  - name: ${name}\n    description: The ${name} tool.\n${extra}    parameters: {type: object, properties: {city: {type: string}}}\n`;
    const dir = writeFiles({ 'tools/catalog.yaml': `tools:\n${tool('getWeather')}${tool('get_time')}` });
    const issues = () => {
      const r = runCli(['lint', 'tools', '--format', 'gitlab', '--no-config'], { cwd: dir });
      return (JSON.parse(r.stdout) as CodeQualityIssue[]).map((i) => `${i.check_name} ${i.fingerprint}`).sort();
    };
    const before = issues();
    expect(before.filter((i) => i.startsWith('errors/required '))).toHaveLength(2);
    writeFileSync(path.join(dir, 'tools', 'catalog.yaml'), `# Tools of the travel desk\n\ntools:\n${tool('get_time', '    deprecated: false\n')}${tool('getWeather')}`);
    expect(issues()).toEqual(before);
  });
});
