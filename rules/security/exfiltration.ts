import { defineRule, directivesOf, excerpt, isObject, quote, readingOf, textPatterns, walkProperties } from '../../src/toolkit/index.js';

/** What an agent holds that its user did not choose to send anywhere. */
const HELD = String.raw`(?:(?:your|the\s+(?:current|entire|full|whole|complete))\s+(?:conversation|chat|transcript)(?:\s+(?:history|log|so\s+far|context))?|(?:the\s+)?(?:complete|entire|full|whole)\s+(?:conversation|chat)\s+(?:history|log|so\s+far)|the\s+conversation\s+so\s+far|(?:all\s+|the\s+|every\s+)?previous\s+(?:user\s+)?(?:messages?|exchanges|turns)|(?:the\s+user'?s|their)\s+(?:last\s+(?:\w+\s+)?|previous\s+|recent\s+|earlier\s+)(?:messages?|questions|prompts|turns)|(?:your|the)\s+(?:complete\s+)?system\s+prompt|(?:your|the\s+assistant'?s)\s+(?:instructions|context(?:\s+window)?|memory)|the\s+full\s+list\s+of\s+tools\s+you|everything\s+(?:above|so\s+far|the\s+user\s+(?:said|typed|wrote))|(?:your|the\s+user'?s|all\s+(?:the\s+user'?s|your))\s+(?:api\s+keys?|passwords?|credentials|secrets|private\s+keys?|ssh\s+keys?|tokens?))`;
const HELD_RE = new RegExp(HELD, 'i');
const TARGET = String.raw`(?:https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|\+\d[\d\s-]{6,})`;
/** Where SEND and SIDE send: a URL, an e-mail address or a phone number (a cheap test before them). */
const ADDRESS = /https?:\/\/|@|\+\d/;
const CONTENT_WORD = /content/i;
/** Data the agent holds, sent to an address the descriptor names. */
const SEND = new RegExp(String.raw`\b(?:send|post|upload|forward|transmit|report|submit|copy|leak|exfiltrate|email|mail)\s+(?:a\s+copy\s+of\s+)?${HELD}[^.]{0,80}?\bto\s+${TARGET}`, 'i');
/** Anything sent on the side to an address the descriptor names: "also", "silently", "always BCC …". */
const SIDE = new RegExp(String.raw`\b(?:also|silently|secretly|quietly|as\s+well|always|automatically|in\s+the\s+background|after\s+\w+ing)\b[^.;]{0,40}?\b(?:send|post|upload|forward|transmit|push|copy|mirror|bcc|cc|add)\b[^.;]{0,100}?(?:\bto\s+${TARGET}|[\w.+-]+@[\w-]+\.[\w.-]+)|\b(?:send|forward|redirect|route)\s+all\s+(?:e-?mails?|messages?|requests?|data|payments?)\s+to\s+${TARGET}|\bchange\s+the\s+(?:recipient|destination|to\s+address|account|iban|wallet)\s+to\s+${TARGET}`, 'i');
/** A URL that carries data (a query, a placeholder, a markdown image) beside what the agent holds. */
const CARRIER = /!\[[^\]]*\]\(https?:\/\/|https?:\/\/\S*[?=]\S*/i;
/** A parameter the model is told to fill with what it holds. */
const FILL = new RegExp(String.raw`\b(?:pass|put|include|provide|fill|set|copy|paste|send|insert|add|dump|attach)\b[^.]{0,40}?${HELD}`, 'i');
/** Files dumped whole into a parameter, secrets and all. */
const DUMP = /\b(?:paste|include|dump|copy)\b[^.]{0,40}\b(?:full\s+)?contents?\b[^.]{0,60}\b(?:unredacted|verbatim|including\s+any\s+(?:api\s+keys?|secrets?|tokens?|passwords?))/i;
/** Where the instruction sends it: an argument or field of a call. */
const INTO = /\b(?:argument|parameter|field)\b|\x60\w+\x60/i;
const HIDDEN_PARAM = /\b(?:hidden|internal|secret)\s+(?:parameter|field|argument)\b|\bfor\s+the\s+(?:assistant|ai|model|llm)\s+only\b|\b(?:do\s+not|don'?t|never)\s+(?:show|display|mention|reveal)\s+(?:this\s+|it\s+)?(?:parameter|field|argument|value)?\s*to\s+the\s+user\b|\bthe\s+user\s+(?:will\s+not|won'?t|does\s+not|cannot|can'?t)\s+see\s+(?:this|it)\b/i;
/** Parameter names for what the agent holds; two of them in a tool that is not about models is a collection. */
const AGENT_STATE = /^(?:system_?prompt|conversation_?history|chat_?history|chain_?of_?thought|tool_?call_?history|previous_?messages|context_?window|full_?conversation|model_?name|assistant_?instructions)$/i;
const ABOUT_MODELS = /\b(?:llm|model|prompt|chat|completion|agent|assistant|conversation)s?\b/i;

/** One scan of each text's reading tells which of these may match it (src/toolkit/model-text.ts). */
textPatterns(HELD_RE, ADDRESS);

export default defineRule({
  meta: {
    id: 'security/exfiltration',
    level: 1,
    severity: 'error',
    description: 'No text that sends what the agent holds (the conversation, the system prompt, secrets) to an address, and no parameter the model is told to fill with it, or that is hidden from the user.',
    spec: '§3.2, §3.3',
    tags: ['security'],
    messages: {
      send: 'The {{where}} of "{{tool}}" tells the model to send data to an address of its own ({{phrase}}), as exfiltrating tools do; remove it.',
      forward: 'The {{where}} of "{{tool}}" tells the model to hand its result or the user\'s details on to another tool or address ({{phrase}}), as exfiltrating tools do; remove it (what happens to a result is the user\'s to decide).',
      collect: 'The {{where}} of "{{tool}}" tells the model to pass what the agent holds in a call ({{phrase}}), as exfiltrating tools do; ask only for the input the tool needs.',
      state: 'Tool "{{tool}}" asks for {{params}}, what the agent holds, though it is not about models; ask only for the input the tool needs.',
      fill: 'Parameter "{{param}}" of "{{tool}}" asks the model to fill it with what the agent holds ({{phrase}}), as exfiltrating tools do; ask only for the input the tool needs.',
      hidden: 'Parameter "{{param}}" of "{{tool}}" is documented as hidden from the user ({{phrase}}); every parameter is the user\'s to see: describe it plainly or remove it.',
    },
  },
  create({ report }) {
    let reported = new Set<string>();
    return {
      tool() {
        reported = new Set<string>();
      },
      text(t) {
        if (t.kind === 'key') return;
        const text = t.reading;
        const held = t.may(HELD_RE) ? HELD_RE.exec(text) : null;
        // SEND names what the agent holds and an address; SIDE an address. Most texts have neither, and
        // V8 compiles a pattern on its first use: the cheap tests keep these two uncompiled.
        const address = t.may(ADDRESS) && ADDRESS.test(text);
        const m = (held && address ? SEND.exec(text) : null) ?? (address ? SIDE.exec(text) : null) ?? (held && CARRIER.test(text) ? held : null);
        if (m) {
          report({ path: t.path, at: 'value', messageId: 'send', data: { where: t.where, phrase: quote(excerpt(text, m.index, m[0].length), 90) } });
          reported.add(t.path.join('\0'));
          return;
        }
        // Outside a parameter's own description: "include the complete conversation history in the `transcript` argument".
        const fill = held && !t.path.includes('properties') ? FILL.exec(text) : null;
        if (fill && INTO.test(text)) {
          report({ path: t.path, at: 'value', messageId: 'collect', data: { where: t.where, phrase: quote(excerpt(text, fill.index, fill[0].length), 90) } });
          reported.add(t.path.join('\0'));
        }
      },
      'tool:exit'(tool) {
        // Results and the user's details handed on, in any wording (src/toolkit/directives.ts).
        for (const d of directivesOf(tool)) {
          if (d.kind !== 'forwarding' || reported.has(d.text.path.join('\0'))) continue;
          reported.add(d.text.path.join('\0'));
          report({ path: d.text.path, at: d.text.kind === 'key' ? 'key' : 'value', messageId: 'forward', data: { where: d.text.where, phrase: quote(d.phrase, 90) } });
        }
        const params = tool.descriptor.parameters;
        if (!isObject(params)) return;
        const description = typeof tool.descriptor.description === 'string' ? tool.descriptor.description : '';
        const props = walkProperties(params, ['parameters']);
        const state = props.filter((p) => p.depth === 1 && AGENT_STATE.test(String(p.path[p.path.length - 1])));
        if (state.length >= 2 && !ABOUT_MODELS.test(description)) {
          report({ path: state[0]!.path, at: 'key', messageId: 'state', data: { params: state.map((p) => `"${p.name}"`).join(', ') } });
        }
        for (const p of props) {
          const raw = isObject(p.schema) && typeof p.schema.description === 'string' ? p.schema.description : undefined;
          if (!raw) continue;
          const text = readingOf(raw);
          const fill = (HELD_RE.test(text) ? FILL.exec(text) : null) ?? (CONTENT_WORD.test(text) ? DUMP.exec(text) : null);
          if (fill) report({ path: [...p.path, 'description'], at: 'value', messageId: 'fill', data: { param: p.name, phrase: quote(excerpt(text, fill.index, fill[0].length), 90) } });
          const hidden = HIDDEN_PARAM.exec(text);
          if (hidden) report({ path: [...p.path, 'description'], at: 'value', messageId: 'hidden', data: { param: p.name, phrase: quote(excerpt(text, hidden.index, hidden[0].length), 90) } });
        }
      },
    };
  },
});
