/**
 * The language server's incremental stages (src/run/incremental.ts) against a full lint: documents
 * of a workspace are edited through a real client over stdio (test/lsp/client.ts) in ways that move
 * catalog findings between files (duplicate names, alike descriptions, a replacement that names no
 * tool, a directive, a tool removed), and after each edit what the server shows for every open
 * document is what `tooldoc lint` reports on the same files, saved to disk.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLEAN_TOOL, parseReport, requireBuild, runCli } from '../e2e/support.js';
import { writeFiles } from '../helpers.js';
import { LspClient, type Diagnostic } from '../lsp/client.js';

const WEATHER = CLEAN_TOOL;
const DESCRIPTION = 'Fetch the current weather and the next 24 hours of conditions for a city.';
const FORECAST = CLEAN_TOOL.replaceAll('get_weather', 'get_forecast').replace(DESCRIPTION, 'Give the hour-by-hour forecast for the next 48 hours at a place.');
const ALERTS = CLEAN_TOOL.replaceAll('get_weather', 'get_alerts').replace(DESCRIPTION, 'List the storm and heat warnings in force for a region, newest first.');

/** A finding as both sides can say it: rule, 1-based start, severity, message. */
const fromLsp = (d: Diagnostic) => `${String(d.code)} ${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity === 1 ? 'error' : 'warning'} ${typeof d.message === 'string' ? d.message : d.message.value}`;

describe('tooldoc lsp, incrementally', () => {
  requireBuild();
  afterEach(() => LspClient.killAll());

  it('after each edit, every open document shows what a lint of the saved files reports', async () => {
    const dir = writeFiles({ 'tools/a_weather.yaml': WEATHER, 'tools/b_forecast.yaml': FORECAST, 'tools/c_alerts.yaml': ALERTS });
    const client = await LspClient.start(dir);
    const open = ['tools/a_weather.yaml', 'tools/b_forecast.yaml'];
    await client.open(open[0]!);
    await client.open(open[1]!);
    await client.waitFor('the workspace read', () => client.traces.find((t) => t.startsWith('Read the workspace')));

    /** What the server shows now for each open document, against `lint` of the files with the editor's texts saved. */
    const expectAsLint = async (step: string) => {
      // A request is answered after every notification sent before it: the hover waits for the lint due.
      for (const file of open) await client.hover(file, 0, 0);
      for (const file of open) writeFileSync(path.join(dir, file), client.text(file));
      const lint = runCli(['lint', '.', '--format', 'json'], { cwd: dir });
      const report = parseReport(lint.stdout);
      for (const file of open) {
        // An empty file is one being started: the editor shows nothing for it (docs/editors.md), the CLI input/empty.
        const expected = (report.files.find((f) => f.file === file)?.diagnostics ?? []).filter((d) => !d.suppressed && d.ruleId !== 'input/empty').map((d) => `${d.ruleId} ${d.line}:${d.column} ${d.severity} ${d.message}`);
        expect(client.latest(file)!.map(fromLsp).sort(), `${step}: ${file}`).toEqual(expected.sort());
      }
      return report;
    };
    const line = (file: string, text: string) => client.text(file).split('\n').findIndex((l) => l.includes(text));
    const replace = (file: string, from: string, to: string) => {
      const l = line(file, from);
      const c = client.text(file).split('\n')[l]!.indexOf(from);
      return client.change(file, [{ range: { start: { line: l, character: c }, end: { line: l, character: c + from.length } }, newText: to }]);
    };

    await expectAsLint('opened');
    // The later file takes the earlier one's name: name/unique on it.
    await replace(open[1]!, 'name: get_forecast', 'name: get_weather');
    let report = await expectAsLint('b renamed to a duplicate');
    expect(report.files.flatMap((f) => f.diagnostics).filter((d) => d.ruleId === 'name/unique')).toHaveLength(1);
    await replace(open[1]!, 'name: get_weather', 'name: get_forecast');
    await expectAsLint('b renamed back');
    // The earlier file takes the later one's name: the finding is on the other document, which was not edited.
    await replace(open[0]!, 'name: get_weather', 'name: get_forecast');
    report = await expectAsLint('a renamed to a duplicate');
    expect(report.files.find((f) => f.file === open[1])!.diagnostics.map((d) => d.ruleId)).toContain('name/unique');
    // A directive on the later one hides it; then the earlier one is renamed back.
    await client.change(open[1]!, [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, newText: '# tooldoc-disable-next-line name/unique\n' }]);
    await expectAsLint('a directive');
    await replace(open[0]!, 'name: get_forecast', 'name: get_weather');
    await expectAsLint('a renamed back: the directive hides nothing');
    // Descriptions alike: search/similar-descriptions, on the later tool.
    await replace(open[1]!, 'Give the hour-by-hour forecast for the next 48 hours at a place.', DESCRIPTION);
    report = await expectAsLint('b described as a');
    expect(report.files.flatMap((f) => f.diagnostics).map((d) => d.ruleId)).toContain('search/similar-descriptions');
    await replace(open[1]!, DESCRIPTION, 'Give the hour-by-hour forecast for the next 48 hours at a place.');
    await expectAsLint('b described again');
    // Deprecated, with a replacement that names no tool (did you mean), then one that does.
    const at = line(open[0]!, 'latency_p50_ms');
    await client.change(open[0]!, [{ range: { start: { line: at, character: 0 }, end: { line: at, character: 0 } }, newText: 'deprecated: true\nreplacement: get_alert\n' }]);
    report = await expectAsLint('a deprecated for a misspelt replacement');
    expect(report.files.flatMap((f) => f.diagnostics).map((d) => d.ruleId)).toContain('deprecation/replacement');
    await replace(open[0]!, 'replacement: get_alert', 'replacement: get_alerts');
    await expectAsLint('a deprecated for get_alerts');
    // A parameter's schema edited (what catalog rules read of the tool is as it was), then the document emptied and written again.
    await replace(open[1]!, 'type: object', 'type: objects');
    await expectAsLint('b with a wrong type');
    const whole = client.text(open[1]!);
    const lines = whole.split('\n');
    await client.change(open[1]!, [{ range: { start: { line: 0, character: 0 }, end: { line: lines.length - 1, character: lines.at(-1)!.length } }, newText: '' }]);
    report = await expectAsLint('b emptied');
    expect(report.files.find((f) => f.file === open[1])!.diagnostics.map((d) => d.ruleId)).toEqual(['input/empty']);
    await client.change(open[1]!, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: WEATHER }]);
    report = await expectAsLint('b written as a copy of a');
    expect(report.files.find((f) => f.file === open[1])!.diagnostics.map((d) => d.ruleId)).toContain('name/unique');
    expect(await client.shutdown()).toBe(0);
  });
});
