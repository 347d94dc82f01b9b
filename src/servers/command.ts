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
