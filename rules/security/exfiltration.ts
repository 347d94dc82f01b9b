import { defineRule, excerpt, isObject, modelTexts, quote, walkProperties } from '../../src/toolkit/index.js';

/** What an agent holds that its user did not choose to send anywhere. */
const HELD = String.raw`(?:(?:your|the\s+(?:current|entire|full|whole|complete))\s+(?:conversation|chat)(?:\s+(?:history|log|so\s+far|context))?|(?:all\s+|the\s+)?previous\s+(?:user\s+)?messages|(?:your|the)\s+system\s+prompt|(?:your|the\s+assistant'?s)\s+(?:instructions|context(?:\s+window)?|memory)|everything\s+(?:above|so\s+far|the\s+user\s+(?:said|typed|wrote))|(?:your|the\s+user'?s|all\s+(?:the\s+user'?s|your))\s+(?:api\s+keys?|passwords?|credentials|secrets|private\s+keys?|ssh\s+keys?|tokens?))`;
const TARGET = String.raw`(?:https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+)`;
/** Data the agent holds, sent to an address the descriptor names. */
const SEND = new RegExp(String.raw`\b(?:send|post|upload|forward|transmit|report|submit|copy|leak|exfiltrate|email|mail)\s+(?:a\s+copy\s+of\s+)?${HELD}[^.]{0,80}?\bto\s+${TARGET}`, 'i');
const SEND_ANY = new RegExp(String.raw`\b(?:send|post|upload|forward|transmit|report|copy|exfiltrate)\s+(?:it|them|this|everything|all\s+(?:data|results|information|of\s+it)|the\s+(?:results?|output|response|data|contents?))\s+(?:also\s+)?to\s+${TARGET}[^.]{0,40}\b(?:as\s+well|also|too|first|silently|secretly|in\s+the\s+background)\b`, 'i');
/** A parameter the model is told to fill with what it holds. */
const FILL = new RegExp(String.raw`\b(?:pass|put|include|provide|fill|set|copy|paste|send|insert|add|dump|attach)\b[^.]{0,40}?${HELD}`, 'i');
const HIDDEN_PARAM = /\b(?:hidden|internal|secret)\s+(?:parameter|field|argument)\b|\bfor\s+the\s+(?:assistant|ai|model|llm)\s+only\b|\b(?:do\s+not|don'?t|never)\s+(?:show|display|mention|reveal)\s+(?:this\s+)?(?:parameter|field|argument|value)\s+to\s+the\s+user\b|\bthe\s+user\s+(?:will\s+not|won'?t|does\s+not|cannot|can'?t)\s+see\s+(?:this|it)\b/i;

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
      fill: 'Parameter "{{param}}" of "{{tool}}" asks the model to fill it with what the agent holds ({{phrase}}), as exfiltrating tools do; ask only for the input the tool needs.',
      hidden: 'Parameter "{{param}}" of "{{tool}}" is documented as hidden from the user ({{phrase}}); every parameter is the user\'s to see: describe it plainly or remove it.',
    },
  },
  check({ tool, report }) {
    for (const t of modelTexts(tool.descriptor)) {
      if (t.kind === 'key') continue;
      const m = SEND.exec(t.text) ?? SEND_ANY.exec(t.text);
      if (m) report({ path: t.path, at: 'value', messageId: 'send', data: { where: t.where, phrase: quote(excerpt(t.text, m.index, m[0].length), 90) } });
    }
    const params = tool.descriptor.parameters;
    if (!isObject(params)) return;
    for (const p of walkProperties(params, ['parameters'])) {
      const text = isObject(p.schema) && typeof p.schema.description === 'string' ? p.schema.description : undefined;
      if (!text) continue;
      const fill = FILL.exec(text);
      if (fill) report({ path: [...p.path, 'description'], at: 'value', messageId: 'fill', data: { param: p.name, phrase: quote(excerpt(text, fill.index, fill[0].length), 90) } });
      const hidden = HIDDEN_PARAM.exec(text);
      if (hidden) report({ path: [...p.path, 'description'], at: 'value', messageId: 'hidden', data: { param: p.name, phrase: quote(excerpt(text, hidden.index, hidden[0].length), 90) } });
    }
  },
});
