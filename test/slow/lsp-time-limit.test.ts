/**
 * The language server's time limit (issue 35): a file on which a rule never returns is stopped in its
 * worker at the configured maxFileTime, the document gets input/resource-limit at the tool being
 * checked, and the server answers requests meanwhile. The built CLI's `tooldoc lsp`, driven over stdio
 * as an editor drives it (test/lsp/client.ts). In the slow suite: the run spins a worker for its
 * whole time limit, as the CLI's time-limit tests (time-limit.test.ts, signals.test.ts) do.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLEAN_TOOL, requireBuild } from '../e2e/support.js';
import { writeFiles } from '../helpers.js';
import { LspClient } from '../lsp/client.js';

const DOCS = (id: string) => `https://github.com/tooldoc/tooldoc/blob/main/rules/${id}.md`;
const range = (l1: number, c1: number, l2: number, c2: number) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });

describe('tooldoc lsp: the time limit', () => {
  requireBuild();
  afterEach(() => LspClient.killAll());

  it('stops a file whose rule never returns: the document gets input/resource-limit, and the server answers meanwhile', async () => {
    const plugin = `export default { rules: [{ meta: { id: 'test/hang', level: null, severity: 'warning', description: 'Never returns on a tool named hang.', spec: '§3', messages: { m: 'never said' } }, check({ tool }) { if (tool.name === 'hang') for (;;) {} } }] };\n`;
    const stuck = 'tools:\n  - name: first_one\n    description: Fetch one thing.\n  - name: hang\n    description: Hangs.\n';
    const dir = writeFiles({ 'tooldoc.config.yaml': 'plugins: [./hang.mjs]\nrules: {test/hang: warn}\nlimits: {maxFileTime: 1}\n', 'hang.mjs': plugin, 'stuck.yaml': stuck, 'tools/weather.yaml': CLEAN_TOOL });
    const client = await LspClient.start(dir);
    // The workspace is being read, the stuck file in its worker (which is stopped two seconds in): a
    // request is answered at once.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const asked = performance.now();
    await client.executeCommand('tooldoc.showDocumentation', [DOCS('name/unique')]);
    expect(performance.now() - asked).toBeLessThan(1000);
    const diagnostics = await client.open('stuck.yaml');
    expect(diagnostics).toEqual([
      {
        range: range(3, 4, 3, 14),
        severity: 1,
        source: 'tooldoc',
        code: 'input/resource-limit',
        codeDescription: { href: 'https://github.com/tooldoc/tooldoc/blob/main/docs/security.md#bad-input' },
        message: 'Checking tool "hang" (2 of 2) took longer than 1 s, so it was stopped and none of the file\'s 2 tools are reported. Split the file, shorten the tool, or raise --max-file-time.',
      },
    ]);
    // The other files are linted, and the server ends when asked.
    expect((await client.open('tools/weather.yaml')).map((d) => d.code)).toEqual([]);
    expect(await client.shutdown()).toBe(0);
  });
});
