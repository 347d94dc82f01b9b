import { aboutSecrets, defineRule, directivesOf, excerpt, quote, textPatterns } from '../../src/toolkit/index.js';

/** Files and places that hold secrets: SSH keys, .env, MCP client configs, credential stores, system paths. */
const SECRET = String.raw`(?:~\/|\$HOME\/|%USERPROFILE%\\)?(?:\.ssh\b[^\s,;)"']*|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?:\.pub)?|(?<![\w.])\.env\b|\bmcp\.json\b|\.cursor\/[^\s,;)"']*|claude_desktop_config\.json|\.aws\/credentials|\.npmrc\b|\.netrc\b|\.pypirc\b|\.git-credentials\b|\.docker\/config\.json|\.kube\/config|\/etc\/(?:passwd|shadow|secrets?)\b[^\s,;)"']*|\bwallet\.dat\b|\bkeychain\b|\.gnupg\b)`;
const SECRET_RE = new RegExp(SECRET, 'i');
/** The model told to hand it over. */
const HAND = new RegExp(String.raw`\b(?:pass|send|include|put|provide|insert|add|attach|append|copy|paste|upload|share|supply|enter)\s+(?:the\s+)?(?:full\s+|entire\s+)?(?:contents?\s+of\s+|text\s+of\s+)?(?:the\s+user'?s\s+|your\s+)?${SECRET}`, 'i');
const CONTENT_AS_VALUE = new RegExp(String.raw`\b(?:contents?|text)\s+of\s+(?:the\s+user'?s\s+|your\s+)?${SECRET}`, 'i');
/** Handing something to a tool call: "pass it as", "put it in the notes field", "include them in your next call". */
const HAND_OVER = /\b(?:pass|paste|attach|include|send)\b|\bfill\s+(?:it|this|the\s+\w+)\s+with\b|\bput\b[^.]{0,40}\bin\b|\bas\s+(?:the\s+|this\s+)?(?:value|argument|parameter|sidenote|`)|\bin\s+the\s+[\w`]+\s+(?:field|argument|parameter)\b|\bwith\s+(?:both|the|these|those)\s+values?\b/i;
/** A secret file, then what to do with it in the same sentence: "~/.ssh/id_rsa and pass its content as …". */
const AFTER = new RegExp(SECRET + String.raw`(?:[^.;]|\.(?=\S)){0,100}?\b(?:(?:and|then)\s+(?:pass|paste|attach|include|send|put|provide|give|add|use)|(?:pass|paste|attach|include|put)\s+(?:its|the|their|both|them|it))\b`, 'i');
/** "Never pass a private key": a hand-over that is forbidden is no hand-over. */
const NEGATED = /\b(?:never|not|don'?t|do\s+not|must\s+not)\s+(?:\w+\s+)?$/i;

/** Secrets by kind (or an environment variable that holds one), taken from where they are kept. */
const KIND = String.raw`(?:api[ _-]?keys?|access\s+tokens?|tokens?|passwords?|credentials|secrets|private\s+keys?|\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:API_KEY|KEY|TOKEN|SECRET(?:_ACCESS_KEY)?|PASSWORD)\b)`;
const KEPT = new RegExp(String.raw`\b(?:read|load|take|get|use|fill\s+it\s+with|include)\b[^.]{0,40}${KIND}[^.]{0,80}\b(?:environment|env(?:ironment)?\s+variables?|\.env|config(?:uration)?\s+files?|keychain|appeared|earlier\s+in\s+the\s+conversation|from\s+the\s+conversation)\b`, 'i');
/** The same in scripts whose verbs the patterns above do not read: a secret file and a verb of reading or handing over. */
const CJK_HAND = /(?:读取|读|傳遞|传递|发送|提供|附加|読み|読んで|送信|渡し|첨부|읽)/;
/** A negated act in those scripts, just before or after the verb: "절대 읽지 않습니다" (never reads) hands nothing over. */
const CJK_NEGATED_BEFORE = /(?:不要|不会|不會|从不|從不|绝不|絕不|不|勿|절대\s*)$/;
const CJK_NEGATED_AFTER = /^\S{0,2}\s*(?:ない|ません|않|지\s*마|지\s*않)/;
/** Negation anywhere in a clause: "已设置环境变量时不需要在请求参数中传递" (no need to pass it when the variable is set). */
const CJK_NEGATED_CLAUSE = /(?:不需要|无需|無需|不必|不用|不要|不得|勿|禁止|ません|ない|않|마세요|금지)/;
/** A secret file and a verb of handing it over in one clause of a CJK text, not negated. */
function cjkHands(text: string): boolean {
  for (const clause of text.split(/[，。；！？,;!?\n]/)) {
    if (!SECRET_RE.test(clause) || CJK_NEGATED_CLAUSE.test(clause)) continue;
    for (const m of clause.matchAll(new RegExp(CJK_HAND.source, 'g'))) {
      if (!CJK_NEGATED_BEFORE.test(clause.slice(Math.max(0, m.index - 4), m.index)) && !CJK_NEGATED_AFTER.test(clause.slice(m.index + m[0].length, m.index + m[0].length + 6))) return true;
    }
  }
  return false;
}
/** Cheap tests that gate the patterns above: V8 compiles a pattern on its first use, and most texts never need them. */
const KIND_WORD = /key|token|password|credential|secret/i;
/** A parameter named for a secret's contents (`content_from_reading_ssh_id_rsa`). */
const SECRET_NAME = /(?:read|reading|content|contents|dump|values?_of)[\w-]*(?:ssh|id_rsa|dot_?env|env_file|mcp_json|credentials|private_key|api_key|secret_key|access_key|kubeconfig|aws)|(?:ssh|id_rsa|dot_?env|env_file|mcp_json|credentials|private_key)[\w-]*(?:content|contents|dump)/i;


/** One scan of each text's reading tells which of these may match it (src/toolkit/model-text.ts). */
textPatterns(SECRET_RE, HAND, KIND_WORD, KEPT);

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
  create(context) {
    const { report } = context;
    let reported = new Set<string>();
    return {
      tool() {
        reported = new Set<string>();
      },
      text(t) {
        if (t.kind === 'key') {
          if (SECRET_NAME.test(t.text)) report({ path: t.path, at: 'key', messageId: 'secret', data: { where: t.where, phrase: quote(t.text) } });
          return;
        }
        const text = t.reading;
        // Reading a secret file is only an attack when the text also hands it over, or asks for its contents as a value.
        const secret = t.may(SECRET_RE) ? SECRET_RE.exec(text) : null;
        // HAND, CONTENT_AS_VALUE and AFTER all name a secret file; KEPT names a kind of secret.
        const hand = secret && t.may(HAND) ? HAND.exec(text) : null;
        const m =
          (hand && !NEGATED.test(text.slice(Math.max(0, hand.index - 20), hand.index)) ? hand : null) ??
          (secret ? ((aboutSecrets(context.tool.name) ? null : CONTENT_AS_VALUE.exec(text)) ?? AFTER.exec(text) ?? (cjkHands(text) ? secret : null)) : null) ??
          (t.may(KIND_WORD) && KIND_WORD.test(text) && t.may(KEPT) && KEPT.test(text) && HAND_OVER.test(text) ? KEPT.exec(text) : null);
        if (!m) return;
        report({ path: t.path, at: 'value', messageId: 'secret', data: { where: t.where, phrase: quote(excerpt(text, m.index, m[0].length), 90) } });
        reported.add(t.path.join('\0'));
      },
      // Instructions read by what they do, in any wording (src/toolkit/directives.ts).
      'tool:exit'(tool) {
        for (const d of directivesOf(tool)) {
          if (d.kind !== 'secrets' || reported.has(d.text.path.join('\0'))) continue;
          reported.add(d.text.path.join('\0'));
          report({ path: d.text.path, at: d.text.kind === 'key' ? 'key' : 'value', messageId: 'secret', data: { where: d.text.where, phrase: quote(d.phrase, 90) } });
        }
      },
    };
  },
});
