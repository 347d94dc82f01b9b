/**
 * Golden files for every output format, from one fixed input set and a fixed rule list (so new rules
 * elsewhere do not churn them). Versions, absolute paths and rule docs text are normalised. Run with
 * UPDATE_GOLDEN=1 to rewrite the files after an intended change, then review the diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatNames } from '../../src/reporters/index.js';
import { contentSecurityPolicy } from '../../src/reporters/html.js';
import { CLIENT } from '../../src/reporters/html/client.js';
import { STYLE } from '../../src/reporters/html/style.js';
import { ruleDocs } from '../../src/reporters/rule-docs.js';
import { GOLDEN, GOLDEN_INPUT, REPORTERS, goldenResult, render } from './golden-helpers.js';

/** Makes a report independent of the machine and of docs pages being edited. */
function normalise(format: string, text: string): string {
  let out = text.split(GOLDEN_INPUT).join('<input>');
  if (format === 'sarif') {
    const log = JSON.parse(out) as { runs: Array<{ originalUriBaseIds: Record<string, { uri: string }>; tool: { driver: { rules: Array<Record<string, unknown>> } } }> };
    const run = log.runs[0]!;
    run.originalUriBaseIds['%SRCROOT%']!.uri = 'file:///<input>/';
    for (const rule of run.tool.driver.rules) {
      if (ruleDocs(rule.id as string)) {
        rule.fullDescription = { text: `<rules/${rule.id as string}.md>` };
        rule.help = { text: `<rules/${rule.id as string}.md>`, markdown: `<rules/${rule.id as string}.md>` };
      }
    }
    out = JSON.stringify(log, null, 2) + '\n';
  }
  // The page's style sheet and script are code, tested on their own (test/reporters/html.test.ts, the browser test): the golden file holds what the report adds.
  if (format === 'html') out = out.split(STYLE).join('<src/reporters/html/style.ts>').split(CLIENT).join('<src/reporters/html/client.ts>').split(contentSecurityPolicy()).join('<policy>');
  return out;
}

const FILES: Record<string, string> = {
  stylish: 'report.stylish.txt',
  json: 'report.json',
  sarif: 'report.sarif',
  github: 'report.github.txt',
  markdown: 'report.md',
  junit: 'report.junit.xml',
  html: 'report.html',
  gitlab: 'report.gitlab.json',
};

describe('golden reports', () => {
  it('has a golden file for every registered format', () => {
    expect([...formatNames].sort()).toEqual(Object.keys(FILES).sort());
    expect(Object.keys(REPORTERS).sort()).toEqual(Object.keys(FILES).sort());
  });

  for (const [format, file] of Object.entries(FILES)) {
    it(`${format} matches test/golden/${file}`, async () => {
      const actual = normalise(format, render(format, await goldenResult()));
      const golden = path.join(GOLDEN, file);
      if (process.env.UPDATE_GOLDEN) writeFileSync(golden, actual);
      // A golden file that is missing fails: it is written only on purpose (UPDATE_GOLDEN=1), then reviewed.
      expect(existsSync(golden), `${path.relative(process.cwd(), golden)} is missing; run UPDATE_GOLDEN=1 npx vitest run test/reporters/golden.test.ts and review it`).toBe(true);
      expect(actual).toBe(readFileSync(golden, 'utf8'));
    });
  }
});
