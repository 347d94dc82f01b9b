import { defineRule, examplesOf, excerpt, isObject, quote, type JsonPath } from '../../src/toolkit/index.js';

/** Stack traces, as Python, Node.js, Java and .NET print them. */
/**
 * Stack traces, as Python, Node.js and Java print them. Each part is linear on any text: the file of
 * a Node.js frame is what lies between its parentheses (as `(?:[^()]*[/\\])?[^()]+` it backtracked
 * over every separator of a long path), and a frame is found, and quoted, from its `at` (a leading
 * `\s*` was tried from every blank of a long run of them, and the quote was of the blanks). .NET
 * frames: `dotnetFrame`.
 */
const TRACE = /Traceback \(most recent call last\)|\bFile "[^"]+", line \d+|at [\w$.<>]+ \([^()]+:\d+:\d+\)|\bat [\w$.]+\([\w$]+\.java:\d+\)/;
const DOTNET_AT = /\bat [\w.`<>]+\(/g;
const LINE_NUMBER = /:line \d+/g;

/**
 * A .NET frame (`at Shop.Orders.Get(String id) in C:\src\Orders.cs:line 42`): from the first `at
 * Name(` of a line that has `) in ` after it and `:line N` after that, to the last `:line N` of the
 * line. What `\bat [\w.`<>]+\(.*\) in [^\n]*:line \d+` matches, found a line at a time (that pattern
 * backtracked over the rest of the line for each frame, and for each `) in` of it).
 */
function dotnetFrame(text: string): { index: number; length: number } | undefined {
  if (!text.includes(':line ')) return undefined;
  for (let from = 0; from < text.length; ) {
    let to = text.indexOf('\n', from);
    if (to === -1) to = text.length;
    const line = text.slice(from, to);
    let last: RegExpExecArray | undefined;
    LINE_NUMBER.lastIndex = 0;
    for (let m = LINE_NUMBER.exec(line); m; m = LINE_NUMBER.exec(line)) last = m;
    if (last) {
      DOTNET_AT.lastIndex = 0;
      for (let m = DOTNET_AT.exec(line); m; m = DOTNET_AT.exec(line)) {
        const inAt = line.indexOf(') in ', m.index + m[0].length);
        if (inAt === -1 || inAt + 5 > last.index) break; // a later frame finds no nearer ") in"
        return { index: from + m.index, length: last.index + last[0].length - m.index };
      }
    }
    from = to + 1;
  }
  return undefined;
}

/** The first stack trace in a text: where it starts and how long it is. */
function traceIn(text: string): { index: number; length: number } | undefined {
  const m = TRACE.exec(text);
  let found: { index: number; length: number } | undefined;
  if (m) {
    found = { index: m.index, length: m[0].length };
  }
  const dotnet = dotnetFrame(text);
  return dotnet && (!found || dotnet.index < found.index) ? dotnet : found;
}

/** Absolute paths inside a server (a home folder, an app root), in an error message. */
const INTERNAL = /(?:^|[\s"'(=:])(?:\/home\/[a-z_][\w.-]*\/|\/Users\/[^/\s]+\/|[A-Z]:\\Users\\|\/var\/www\/|\/srv\/|\/opt\/[\w.-]+\/|\/usr\/src\/app\/)[^\s"')]*/;

export default defineRule({
  meta: {
    id: 'security/leaky-errors',
    level: null,
    severity: 'warning',
    description: "Error envelopes and error examples show no stack traces or paths inside the server: they tell an attacker (and every agent's context) how the server is built.",
    spec: '§7, §9',
    tags: ['security'],
    messages: {
      trace: 'The {{where}} of "{{tool}}" shows a stack trace ({{phrase}}); return the §7 envelope with a code and a message for the agent, and log the trace on the server.',
      path: 'The {{where}} of "{{tool}}" shows a path inside the server ({{phrase}}); say what went wrong without it, and log the details on the server.',
    },
  },
  check({ tool, report }) {
    const texts: Array<{ path: JsonPath; text: string; where: string }> = [];
    const d = tool.descriptor;
    if (Array.isArray(d.errors)) {
      d.errors.forEach((e, i) => {
        if (isObject(e)) for (const k of ['message', 'description', 'example']) if (typeof e[k] === 'string') texts.push({ path: ['errors', i, k], text: e[k], where: `error ${k}` });
      });
    }
    for (const { example, index } of examplesOf(d)) {
      const err = isObject(example.result) && isObject(example.result.error) ? example.result.error : undefined;
      if (!err) continue;
      for (const [k, v] of Object.entries(err)) if (typeof v === 'string') texts.push({ path: ['examples', index, 'result', 'error', k], text: v, where: `error ${k} of example ${index + 1}` });
    }
    for (const t of texts) {
      const trace = traceIn(t.text);
      if (trace) {
        report({ path: t.path, at: 'value', messageId: 'trace', data: { where: t.where, phrase: quote(excerpt(t.text, trace.index, trace.length), 80) } });
        continue;
      }
      const inside = INTERNAL.exec(t.text);
      if (inside) report({ path: t.path, at: 'value', messageId: 'path', data: { where: t.where, phrase: quote(inside[0].trim(), 60) } });
    }
  },
});
