/**
 * The descriptor examples of the docs that need a live server (test/docs-examples.test.ts holds the
 * rest): docs/servers.md's filled-in sidecar for the MCP memory server, linted with that server as
 * the page says, gives the Tools line the page shows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, writeFiles } from '../helpers.js';
import { requireBuild } from '../e2e/support.js';

requireBuild();

const MEMORY = `node ${path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js')}`;

describe("docs/servers.md's sidecar for the memory server", () => {
  it('lints at Level 3 with the server, as the Tools table on the page shows', () => {
    const page = readFileSync(path.join(ROOT, 'docs', 'servers.md'), 'utf8');
    const section = page.slice(page.indexOf('Fill one in, say `tools/memory/read_graph.yaml`:'));
    const sidecar = /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
    const shown = /```console\n\$ npx tooldoc lint [^\n]*\n(?:…\n)?Tools\n([^\n]*)\n([^\n]*)\n/.exec(section)!;
    const dir = writeFiles({ 'tools/memory/read_graph.yaml': sidecar });
    const { code, stdout } = runCli(['lint', '--server', MEMORY, 'tools/memory', '--no-config'], { cwd: dir });
    expect(code).toBe(1);
    const table = stdout.slice(stdout.indexOf('\nTools\n') + '\nTools\n'.length).split('\n');
    expect(table[0]).toBe(shown[1]);
    expect(table).toContain(shown[2]);
  });
});
