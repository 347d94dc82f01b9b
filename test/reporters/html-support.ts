/** Results built directly (no lint) for the HTML report's tests: a large synthetic catalog, and a `tooldoc test` run. */
import type { Diagnostic, FileResult, Grade, LintResult, ToolResult } from '../../src/types/index.js';

/**
 * `files` files of `perFile` tools, each tool seven lines of JSON with `findings` findings spread over
 * its lines and over rules, levels 0-3 in turn; built directly (no lint), with the files' text.
 */
export function syntheticCatalog(files: number, perFile: number, findings: number): LintResult {
  const fileResults: FileResult[] = [];
  const tools: ToolResult[] = [];
  for (let f = 0; f < files; f++) {
    const file = `tools/catalog-${f}.json`;
    const lines = ['['];
    const diagnostics: Diagnostic[] = [];
    for (let i = 0; i < perFile; i++) {
      const name = `tool_${f}_${i}`;
      const at = lines.length + 1;
      lines.push('  {', `    "name": "${name}",`, `    "description": "Tool ${i} of catalog ${f}: it does one thing and says when to call it.",`, '    "parameters": {', '      "type": "object",', '      "properties": {"a": {"type": "string"}}', '    }', i === perFile - 1 ? '  }' : '  },');
      const index = tools.length;
      const level = (index % 4) as Grade;
      const own: Diagnostic[] = [];
      for (let k = 0; k < findings; k++) {
        const line = at + 1 + (k % 5);
        const column = 5;
        own.push({
          ruleId: `group${k % 3}/rule-${k}`,
          severity: k % 2 ? 'warning' : 'error',
          level: ((k % 3) + 1) as 1 | 2 | 3,
          message: `Finding ${k} of "${name}": something to fix at line ${line}.`,
          file,
          pointer: `/${i}`,
          path: [i],
          doc: 0,
          range: { start: { line, column }, end: { line, column: column + 6 } },
          tool: name,
          toolIndex: index,
        });
      }
      diagnostics.push(...own);
      tools.push({
        name,
        file,
        doc: 0,
        pointer: `/${i}`,
        range: { start: { line: at, column: 3 }, end: { line: at + 7, column: 4 } },
        inputFormat: 'native',
        level,
        score: level === 3 ? 100 : 33 * level + (index % 33),
        blockers: level === 3 ? [] : own.filter((d) => d.level === level + 1).map((d) => ({ ruleId: d.ruleId, message: d.message, line: d.range.start.line, column: d.range.start.column })),
        errors: own.filter((d) => d.severity === 'error').length,
        warnings: own.filter((d) => d.severity === 'warning').length,
      });
    }
    lines.push(']');
    fileResults.push({ file, status: 'linted', tools: perFile, diagnostics, text: lines.join('\n') + '\n' });
  }
  const all = fileResults.flatMap((f) => f.diagnostics);
  const errors = all.filter((d) => d.severity === 'error').length;
  const n = tools.length;
  return {
    version: '0.0.0',
    cwd: '/catalog',
    files: fileResults,
    tools,
    summary: { files, filesLinted: files, filesSkipped: 0, filesFailed: 0, tools: n, problems: all.length, errors, warnings: all.length - errors, suppressed: 0, levels: { 0: n / 4, 1: n / 4, 2: n / 4, 3: n / 4 } },
    rules: [],
  };
}

/**
 * A `tooldoc test` run on one server: get_weather (tools/weather.yaml) has a passed, a failed and a
 * skipped example; ping, which no file documents, has none; tools/broken.yaml could not be read.
 * Its files' text is TEST_RUN_TEXTS.
 */
export function testRunResult(): LintResult {
  const failure: Diagnostic = {
    ruleId: 'example/result',
    severity: 'error',
    level: null,
    message: 'Example 2 of "get_weather" says 21 at /temp, but the server returned 19.',
    file: 'tools/weather.yaml',
    pointer: '/examples/1/result/temp',
    path: ['examples', 1, 'result', 'temp'],
    doc: 0,
    range: { start: { line: 3, column: 20 }, end: { line: 3, column: 22 } },
    tool: 'get_weather',
  };
  const parseError: Diagnostic = { ruleId: 'parse-error', severity: 'error', level: null, message: 'Unexpected end.', file: 'tools/broken.yaml', pointer: '', path: [], doc: 0, range: { start: { line: 1, column: 7 }, end: { line: 1, column: 7 } } };
  return {
    version: '0.0.0-test',
    cwd: '/project',
    files: [
      { file: 'tools/broken.yaml', status: 'failed', tools: 0, diagnostics: [parseError] },
      { file: 'tools/weather.yaml', status: 'linted', tools: 1, diagnostics: [failure] },
    ],
    tools: [],
    summary: { files: 2, filesLinted: 1, filesSkipped: 0, filesFailed: 1, tools: 2, problems: 2, errors: 2, warnings: 0, suppressed: 0, levels: { 0: 0, 1: 0, 2: 0, 3: 0 } },
    rules: [],
    examples: {
      summary: { servers: 1, tools: 2, examples: 3, passed: 1, failed: 1, skipped: 1 },
      tools: [
        {
          name: 'get_weather',
          server: 'demo',
          file: 'tools/weather.yaml',
          line: 1,
          column: 1,
          passed: 1,
          failed: 1,
          skipped: 1,
          examples: [
            { index: 0, prompt: 'Weather in <Paris>?', pointer: '/examples/0', line: 2, column: 5, status: 'passed', ms: 12 },
            { index: 1, pointer: '/examples/1', line: 3, column: 5, status: 'failed', ms: 1500, failures: [{ ruleId: 'example/result', message: failure.message }] },
            { index: 2, pointer: '/examples/2', line: 4, column: 5, status: 'skipped', reason: 'it writes' },
          ],
        },
        { name: 'ping', server: 'demo', file: 'server:demo', passed: 0, failed: 0, skipped: 0, note: 'no examples', examples: [] },
      ],
    },
  };
}

export const TEST_RUN_TEXTS: Record<string, string> = { 'tools/weather.yaml': 'name: get_weather\nexamples:\n  - result: {temp: 21}\n  - x: 1\n', 'tools/broken.yaml': 'name: [\n' };
