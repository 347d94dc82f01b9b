/**
 * The hand-judged sample of what export reports as lost on ../shared/corpus (issue 14): every
 * finding of the kinds issue 14 added that appears on the corpus (21 descriptions over OpenAI's
 * 1,024 characters, the 7 untyped schemas of the MCP servers and a seeded sample of 12 of BFCL's 190
 * under OpenAI strict, the one type name nothing translates), each read with its tool and judged.
 * All were judged right: each must still be reported. Matched by file, tool, rule and pointer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportTexts, type ExportOptions } from '../../src/platforms/exporter.js';
import { judgedKey as key, readJudged, type JudgedFinding } from './judged.js';
import { CORPUS } from '../platforms/corpus.js';

interface Judged extends JudgedFinding {
  export: 'openai' | 'openai strict';
  messageId: string;
}

const judged = readJudged<Judged>('test', 'judgement', 'export-judged.json');
const OPTIONS: Record<Judged['export'], ExportOptions> = { openai: { target: 'openai' }, 'openai strict': { target: 'openai', strict: true } };

describe('the judged sample of export losses on the real-world corpus', () => {
  it('holds 41 findings, each with a reason, none judged wrong', () => {
    expect(judged).toHaveLength(41);
    for (const e of judged) expect(e.reason, key(e)).toMatch(/\S/);
    expect(judged.filter((e) => e.verdict !== 'right')).toEqual([]);
  });

  for (const mode of Object.keys(OPTIONS) as Array<Judged['export']>) {
    it(`every finding judged right is still reported by export --target ${mode}`, { timeout: 60_000 }, () => {
      const entries = judged.filter((e) => e.export === mode);
      const files = [...new Set(entries.map((e) => e.file))];
      const r = exportTexts(
        files.map((f) => ({ path: f, text: readFileSync(path.join(CORPUS, f), 'utf8') })),
        OPTIONS[mode],
      );
      const reported = new Set(r.losses.flatMap((f) => f.diagnostics.map((d) => key({ file: f.file, tool: d.tool, ruleId: d.ruleId, pointer: d.pointer }))));
      expect(entries.filter((e) => !reported.has(key(e))).map(key)).toEqual([]);
    });
  }
});
