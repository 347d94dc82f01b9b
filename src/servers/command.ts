/**
 * `--server "node server.js --root 'My Files'"`: a command line split into the program and its
 * arguments as a POSIX shell would (single and double quotes, backslash escapes), without running a
 * shell, so nothing in it is expanded or executed but the program itself.
 */
export function splitCommand(line: string): string[] {
  const out: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word += c;
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!)) word += line[++i];
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) out.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote) throw new Error(`unbalanced ${quote === '"' ? 'double' : 'single'} quote in the server command: ${line}`);
  if (inWord) out.push(word);
  if (!out.length) throw new Error('the server command is empty');
  return out;
}

/** Programs that run another one: the server is named after what they run. */
const RUNNERS = new Set(['node', 'nodejs', 'npx', 'bunx', 'bun', 'deno', 'uvx', 'uv', 'pipx', 'python', 'python3', 'pnpm', 'yarn', 'npm', 'docker', 'dlx', 'exec', 'run', 'tsx', 'ts-node']);
/** File names that say nothing about the server: its folder does. */
const GENERIC = new Set(['index', 'main', 'server', 'cli', 'app', 'dist', 'build', 'lib', 'src', 'bin', 'out']);

/**
 * A short name for a server started by `argv`, for reports (`server:<name>`): the package or script
 * it runs, e.g. `npx -y @modelcontextprotocol/server-everything` → `server-everything`,
 * `node ./weather/dist/index.js` → `weather`. `--server-name` or the config's `name` override it.
 */
export function serverName(argv: readonly string[]): string {
  // `node -e "…"`, `python -c "…"`: code, not a name; the program is all there is.
  if (argv.some((a) => ['-e', '--eval', '-c', '-p', '--print'].includes(a))) return basename(argv[0] ?? 'server').replace(/\.exe$/, '') || 'server';
  const target = argv.find((a, i) => !a.startsWith('-') && !(RUNNERS.has(basename(a)) && i < argv.length - 1)) ?? argv[0] ?? 'server';
  const parts = target.replace(/\\/g, '/').split('/').filter(Boolean);
  for (let i = parts.length - 1; i >= 0; i--) {
    const name = parts[i]!.replace(/@[^@/]*$/, '').replace(/\.(m?[jt]s|cjs|py|exe)$/, '');
    if (name && !GENERIC.has(name) && !name.startsWith('@') && name !== '.' && name !== '..') return name;
  }
  return basename(target) || 'server';
}

function basename(p: string): string {
  return p.replace(/\\/g, '/').split('/').pop() ?? p;
}
