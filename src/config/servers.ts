/**
 * The `servers` of a config: live MCP servers `lint` starts or connects to, each checked (one source:
 * a command, a URL or a file), its paths resolved relative to the config that names it, and `${NAME}`
 * filled in from the environment (secrets stay there, not in the config).
 */
import path from 'node:path';
import type { JsonPath } from '../types/index.js';
import { isObject } from '../toolkit/util.js';
import { problem, type Layer } from './layer.js';
import type { ConfigProblem } from './problems.js';

/** A `servers` entry, its paths resolved and `${NAME}` variables filled in. */
export interface ConfiguredServer {
  name: string;
  command?: string;
  args?: string[];
  url?: string;
  /** Absolute: a file of the tools it lists, instead of a live server. */
  file?: string;
  env?: Record<string, string>;
  headers?: Record<string, string>;
  /** Absolute folder to start it in. */
  cwd: string;
  /** Absolute folders of its sidecar descriptors. */
  sidecars?: string[];
  /** Seconds. */
  timeout?: number;
  /** Where the entry is (its `name`), for messages and for SARIF. */
  entry: { file: string; line: number; column: number };
}

/** `servers` of a config, or of the last config it extends that has them; checked, paths resolved, `${NAME}` filled in. */
export function serversOf(l: Layer, problems: ConfigProblem[]): ConfiguredServer[] | undefined {
  if (!Array.isArray(l.value.servers)) {
    for (const e of [...l.extends].reverse()) {
      const s = 'layer' in e ? serversOf(e.layer, problems) : undefined;
      if (s) return s;
    }
    return undefined;
  }
  const out: ConfiguredServer[] = [];
  const names = new Set<string>();
  (l.value.servers as Array<Record<string, unknown>>).forEach((raw, i) => {
    const at = (...p: JsonPath) => ['servers', i, ...p];
    const before = problems.length;
    const name = raw.name as string;
    if (names.has(name)) problems.push(problem(l, at('name'), `Server name "${name}" is used by an earlier entry; give each server its own name.`, 'value'));
    names.add(name);
    const sources = ['command', 'url', 'file'].filter((k) => raw[k] !== undefined);
    if (sources.length !== 1) {
      problems.push(
        problem(l, at(), `Server "${name}" needs one of "command" (a server tooldoc starts), "url" (one it connects to) or "file" (the tools it lists, in a file)${sources.length > 1 ? `, not ${sources.map((k) => `"${k}"`).join(' and ')}` : ''}.`, 'value'),
      );
    }
    for (const [key, needs] of [['args', 'command'], ['env', 'command'], ['cwd', 'command'], ['headers', 'url']] as const) {
      if (raw[key] !== undefined && raw[needs] === undefined) problems.push(problem(l, at(key), `"${key}" is for a server ${needs === 'command' ? 'tooldoc starts ("command")' : 'reached by "url"'}; server "${name}" has no "${needs}".`, 'key'));
    }
    // `${NAME}`: secrets stay in the environment (CI's), not in the config.
    const fill = (v: string, p: JsonPath): string =>
      v.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, varName: string) => {
        const value = process.env[varName];
        if (value === undefined) {
          problems.push(problem(l, p, `Environment variable ${varName}, used by server "${name}", is not set; set it, or remove \${${varName}}.`, 'value'));
          return '';
        }
        return value;
      });
    const fillMap = (m: unknown, key: string) => (isObject(m) ? Object.fromEntries(Object.entries(m).map(([k, v]) => [k, fill(String(v), at(key, k))])) : undefined);
    const range = l.locate(at('name'), 'key');
    const server: ConfiguredServer = {
      name,
      cwd: path.resolve(l.dir, typeof raw.cwd === 'string' ? fill(raw.cwd, at('cwd')) : '.'),
      entry: { file: l.display, line: range?.start.line ?? 1, column: range?.start.column ?? 1 },
    };
    if (typeof raw.command === 'string') server.command = fill(raw.command, at('command'));
    if (Array.isArray(raw.args)) server.args = (raw.args as string[]).map((a, j) => fill(a, at('args', j)));
    if (typeof raw.url === 'string') server.url = fill(raw.url, at('url'));
    if (typeof raw.file === 'string') server.file = path.resolve(l.dir, fill(raw.file, at('file')));
    const env = fillMap(raw.env, 'env');
    if (env) server.env = env;
    const headers = fillMap(raw.headers, 'headers');
    if (headers) server.headers = headers;
    if (raw.sidecars !== undefined) server.sidecars = (Array.isArray(raw.sidecars) ? (raw.sidecars as string[]) : [raw.sidecars as string]).map((f) => path.resolve(l.dir, f));
    if (typeof raw.timeout === 'number') server.timeout = raw.timeout;
    if (problems.length === before) out.push(server);
  });
  return out;
}
