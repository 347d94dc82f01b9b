/** Pieces of the tests of stopping tooldoc (time-limit.test.ts, signals.test.ts): a rule that never returns, a stdio server. */
import { existsSync, readFileSync } from 'node:fs';

/** A plugin rule that never returns on a tool named "hang": what no time check between tools can stop. */
export const HANG_PLUGIN = `export default {
  rules: [{
    meta: { id: 'test/hang', level: null, severity: 'warning', description: 'Never returns on a tool named hang.', spec: '§3', messages: { m: 'never said' } },
    check({ tool }) { if (tool.name === 'hang') for (;;) {} },
  }],
};
`;
export const HANG_CONFIG = 'plugins: [./hang.mjs]\nrules: {test/hang: warn}\n';

/** A catalog whose second tool is the one the plugin hangs on, at line 4. */
export const STUCK = 'tools:\n  - name: first_one\n    description: Fetch one thing.\n  - name: hang\n    description: Hangs.\n  - name: third_one\n    description: Fetch a third thing.\n';

/** A stdio MCP server, as a file: answers initialize and tools/list (with `tools`), or never answers (`tools` undefined). */
export function serverScript(tools: unknown[] | undefined): string {
  return `
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
// What it started, to show that nothing is left: a child of its own that sleeps.
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
writeFileSync(new URL('./pids.json', import.meta.url), JSON.stringify([process.pid, child.pid]));
const tools = ${JSON.stringify(tools ?? null)};
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  let nl;
  while ((nl = buffer.indexOf('\\n')) >= 0) {
    const line = buffer.slice(0, nl);
    buffer = buffer.slice(nl + 1);
    if (!line.trim() || tools === null) continue;
    const m = JSON.parse(line);
    if (m.id === undefined) continue;
    const result = m.method === 'initialize'
      ? { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'test', version: '1.0.0' } }
      : m.method === 'tools/list' ? { tools } : {};
    process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }) + '\\n');
  }
});
setInterval(() => {}, 1000);
`;
}

/** Whether a process runs (a zombie, ended and not yet reaped by whoever adopted it, does not). */
export const alive = (pid: number) => {
  try {
    if (existsSync('/proc')) return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until `check` holds, up to `ms`. */
export async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}
