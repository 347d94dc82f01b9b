/**
 * Worker threads have a capped heap, so files over 2 MiB stay in the main thread: a parallel run
 * over a catalog of that size among small files reports exactly what a serial run does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, runCli, tempDir } from '../helpers.js';

describe('--concurrency with a large file', () => {
  it('lints a file over 2 MiB in the main thread and the small ones in workers, with the serial report', { timeout: 240_000 }, () => {
    const dir = tempDir();
    const entry = (i: number) =>
      `  - ${GOOD_TOOL.replace(/get_weather/g, `get_weather_${i}`)
        .trimEnd()
        .split('\n')
        .join('\n    ')}\n`;
    let big = 'tools:\n';
    for (let i = 0; big.length < 2.3 * 1048576; i++) big += entry(i);
    writeFileSync(path.join(dir, 'a-big.yaml'), big);
    for (let i = 0; i < 30; i++) writeFileSync(path.join(dir, `small-${i}.yaml`), GOOD_TOOL.replace(/get_weather/g, `getWeather${i}`));
    const reports = tempDir();
    const run = (c: string) => {
      const out = path.join(reports, `r-${c}.json`);
      const r = runCli(['lint', '.', '--format', 'json', '--output', out, '--concurrency', c], { cwd: dir });
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
      const json = JSON.parse(readFileSync(out, 'utf8')) as { files: unknown; tools: unknown; summary: { tools: number } };
      return { code: r.code, files: json.files, tools: json.tools, summary: json.summary };
    };
    const serial = run('off');
    expect(serial.summary.tools).toBeGreaterThan(1000);
    expect(run('2')).toEqual(serial);
  });
});
