import { defineRule, examplesOf, excerpt, isObject, quote, type JsonPath } from '../../src/toolkit/index.js';

/** Stack traces, as Python, Node.js, Java and .NET print them. */
const TRACE = /Traceback \(most recent call last\)|\bFile "[^"]+", line \d+|\n?\s*at [\w$.<>]+ \((?:[^()]*[/\\])?[^()]+:\d+:\d+\)|\bat [\w$.]+\([\w$]+\.java:\d+\)|\bat [\w.`<>]+\(.*\) in [^\n]*:line \d+/;
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
      const trace = TRACE.exec(t.text);
      if (trace) {
        report({ path: t.path, at: 'value', messageId: 'trace', data: { where: t.where, phrase: quote(excerpt(t.text, trace.index, trace[0].length), 80) } });
        continue;
      }
      const inside = INTERNAL.exec(t.text);
      if (inside) report({ path: t.path, at: 'value', messageId: 'path', data: { where: t.where, phrase: quote(inside[0].trim(), 60) } });
    }
  },
});
