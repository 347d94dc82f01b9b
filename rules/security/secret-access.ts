import { defineRule, excerpt, modelTexts, quote } from '../../src/toolkit/index.js';

/** Files and places that hold secrets. */
const SECRET = String.raw`(?:~\/|\$HOME\/|%USERPROFILE%\\)?(?:\.ssh\b[^\s,;)"']*|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?:\.pub)?|(?:^|[\s"'\x60(/~])\.env\b|\bmcp\.json\b|\.cursor\/|claude_desktop_config\.json|\.aws\/credentials|\.npmrc\b|\.netrc\b|\.pypirc\b|\.git-credentials\b|\.docker\/config\.json|\.kube\/config|\/etc\/(?:passwd|shadow)\b|\bwallet\.dat\b|\bkeychain\b|\.gnupg\b|private[ _-]?key\b)`;
/** The model told to read it, or to hand it over. */
const READ = new RegExp(String.raw`\b(?:read|open|cat|load|fetch|get|retrieve|access|collect|look\s+up|extract)\s+(?:the\s+)?(?:contents?\s+of\s+|file\s+)?(?:the\s+user'?s\s+)?${SECRET}`, 'i');
const HAND = new RegExp(String.raw`\b(?:pass|send|include|put|provide|insert|add|attach|append|copy|paste|upload|share|supply|enter)\s+(?:the\s+)?(?:full\s+|entire\s+)?(?:contents?\s+of\s+|text\s+of\s+)?(?:the\s+user'?s\s+|your\s+)?${SECRET}`, 'i');
const CONTENT_AS_VALUE = new RegExp(String.raw`\b(?:contents?|text)\s+of\s+(?:the\s+user'?s\s+|your\s+)?${SECRET}`, 'i');
/** Secrets by kind, handed to the tool from where they are kept. */
const KEPT = /\b(?:read|load|take|get)\b[^.]{0,40}\b(?:api[ _-]?keys?|tokens?|passwords?|credentials|secrets)\b[^.]{0,40}\bfrom\s+(?:the\s+)?(?:environment|env(?:ironment)?\s+variables|\.env|config(?:uration)?\s+files?|keychain|disk|local\s+files?)\b[^.]{0,80}\b(?:pass|send|include|put|provide|add|attach)\b/i;

export default defineRule({
  meta: {
    id: 'security/secret-access',
    level: 1,
    severity: 'error',
    description: 'No text that tells the model to read secrets or local files (SSH keys, .env, MCP configs, credentials) or to pass them to a tool.',
    spec: '§3.2',
    tags: ['security'],
    messages: {
      secret: 'The {{where}} of "{{tool}}" tells the model to read or hand over secrets ({{phrase}}), as poisoned tools do to steal them; remove it (a tool that needs credentials takes them from its own configuration).',
    },
  },
  check({ tool, report }) {
    for (const t of modelTexts(tool.descriptor)) {
      if (t.kind === 'key') continue;
      // Reading a secret file is only an attack when the text also hands it over, or asks for its contents as a value.
      const read = READ.exec(t.text);
      const hand = HAND.exec(t.text) ?? CONTENT_AS_VALUE.exec(t.text) ?? (read && /\b(?:pass|send|include|put|provide|insert|add|attach|as\s+(?:the\s+)?(?:value|argument|parameter))\b/i.test(t.text) ? read : null) ?? KEPT.exec(t.text);
      const m = hand;
      if (!m) continue;
      report({ path: t.path, at: 'value', messageId: 'secret', data: { where: t.where, phrase: quote(excerpt(t.text, m.index, m[0].length), 90) } });
    }
  },
});
