import { DIRECTIVE_DOES, defineRule, directivesOf, excerpt, instructionsIn, quote, textPatterns, type DirectiveKind } from '../../src/toolkit/index.js';

/**
 * Phrases that speak to the model about its own conduct rather than describe the tool. Each is
 * narrow on purpose: "IMPORTANT: pass absolute paths" or "do not use this tool for X; use Y" are
 * ordinary usage notes and must not match.
 */
const PATTERNS: Array<{ kind: string; re: RegExp }> = [
  { kind: 'overrides earlier instructions', re: /\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+)*(?:previous|prior|above|earlier|preceding|other|existing|system|safety|original)\s+(?:instructions?|prompts?|rules|guidelines|directives|messages|policies)\b/i },
  { kind: 'overrides earlier instructions', re: /\b(?:these|this|the following)\s+(?:instructions?|rules?|notes?)\s+(?:override|supersede|take\s+precedence\s+over|replace)\b/i },
  { kind: 'asks for secrecy from the user', re: /\b(?:do\s+not|don'?t|never|must\s+not)\s+(?:tell|inform|mention\s+(?:this|it|that)?\s*to|notify|alert|reveal\s+(?:this|it|that)?\s*to|disclose\s+(?:this|it|that)?\s*to|show\s+(?:this|it|that)?\s*to|let)\s+(?:the\s+)?user\b/i },
  { kind: 'asks for secrecy from the user', re: /\b(?:no\s+need|not\s+necessary)\s+to\s+(?:mention|tell|inform|notify)\b|\b(?:do\s+not|don'?t|never)\s+mention\s+(?:that\s+you|this\s+to|it\s+to)\b/i },
  { kind: 'asks for secrecy from the user', re: /\bwithout\s+(?:telling|informing|notifying|alerting|asking)\s+the\s+user\b/i },
  { kind: 'asks for secrecy from the user', re: /\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose|show|display|explain)\s+(?:these|this|that|the)\s+(?:instructions?|steps?|notes?|details?|actions?|parameter)\b/i },
  { kind: 'asks for secrecy from the user', re: /\b(?:the\s+)?user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|find\s+out|be\s+told)\b/i },
  { kind: 'prescribes what other tools do', re: /\bwhen(?:ever)?\s+(?:using|calling|invoking|the\s+user\s+(?:asks|wants)\s+(?:you\s+)?to\s+use)\s+(?:any|another|other|every|all)\s+(?:\w+\s+)?tools?\b[^.]*\b(?:always|must|also|instead)\b/i },
  { kind: 'prescribes what other tools do', re: /\b(?:all|any|every)\s+(?:e-?mails?|messages?|requests?|calls?|payments?|transfers?)\s+(?:sent|made|issued)?\s*(?:through|with|via|by)\s+(?:any|other|another|all)\s+(?:\w+\s+)?tools?\b/i },
  { kind: 'prescribes what other tools do', re: /\b(?:always|must)\s+(?:also\s+)?(?:bcc|cc|blind[- ]copy|forward\s+(?:a\s+)?cop(?:y|ies))\b[^.]{0,60}@/i },
  { kind: 'prescribes what other tools do', re: /\bwhen(?:ever)?\s+(?:you\s+)?(?:use|call|invoke)\s+(?:any|another|other|every|all)\s+(?:\w+\s+)?tools?\b[^.]*\b(?:always|must|also|instead)\b/i },
  { kind: 'prescribes what other tools do', re: /\b(?:tools?\s+of\s+(?:any|another|other)\s+(?:other\s+)?servers?|(?:any|another|other)\s+(?:other\s+)?servers?'s?\s+[\w-]+\s+tool)\b/i },
  { kind: 'prescribes what other tools do', re: /\bwhen(?:ever)?\s+(?!this\b|the\s+tool\b)(?:the\s+)?\(?[\w-]+\)?\s+[\w-]+\s+(?:tool\s+)?is\s+(?:invoked|called|used)\b[^.]{0,100}\b(?:make\s+sure|always|must)\b/i },
  { kind: 'tells the model to run commands', re: /\bmust\s+(?:include|start\s+with|be\s+prefixed\s+with|prepend|run)\b[^.]{0,60}\x60[^\x60]*\b(?:chmod|chown|rm\s+-rf|curl|wget|sudo|bash|sh\s+-c|nc|base64)\b/i },
  { kind: 'asks the model to call other tools first', re: /\b(?:before|prior\s+to)\s+(?:using|calling|invoking|answering|responding|doing\s+anything)\b[^.]{0,80}\b(?:you\s+)?(?:must|always|first)\s+(?:call|run|invoke|use|execute)\b/i },
];

/**
 * All the patterns in one: most texts match none, and one pass over a text with every pattern costs
 * a fifth of fifteen passes. Only a text it matches is tried pattern by pattern, for the first
 * pattern in the list's order (which names the finding). The patterns share their flags and have no
 * backreferences, so the alternation matches exactly when one of them does.
 */
if (PATTERNS.some(({ re }) => re.flags !== PATTERNS[0]!.re.flags || /\\[1-9k]/.test(re.source))) {
  throw new Error('security/prompt-injection: every pattern must have the same flags and no backreference, or ANY is not their union');
}
/** The kinds of instruction found by what they do (src/toolkit/directives.ts) that this rule reports; the others are secret-access's and exfiltration's. */
const KINDS = new Set<DirectiveKind>(['override', 'concealment', 'confirmation', 'steering', 'shadowing']);

const ANY = new RegExp(PATTERNS.map(({ re }) => `(?:${re.source})`).join('|'), PATTERNS[0]!.re.flags);
// Most texts hold none of the words every pattern needs: the shared scan of a text's reading says so.
textPatterns(ANY);

export default defineRule({
  meta: {
    id: 'security/prompt-injection',
    level: 1,
    severity: 'error',
    description: "No instructions aimed at the model's conduct instead of describing the tool: overriding earlier instructions, secrecy from the user, prescribing how other tools behave, calling other tools first.",
    spec: '§3.2',
    tags: ['security'],
    messages: {
      injection: 'The {{where}} of "{{tool}}" {{kind}} ({{phrase}}), as poisoned tools do; say what the tool does, or remove it (a descriptor describes its tool, it does not direct the model).',
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
        if (t.kind === 'key') return;
        // As the model reads it: text split by invisible characters is whole again; an attack it quotes as an example ("flags posts saying 'ignore previous instructions'") is mentioned, not made.
        const text = instructionsIn(context.tool, t);
        // (What the scan says is of the reading, which is the text read here unless quotations were blanked.)
        if (text === undefined || (text === t.reading && !t.may(ANY)) || !ANY.test(text)) return;
        for (const { kind, re } of PATTERNS) {
          const m = re.exec(text);
          if (!m) continue;
          report({ path: t.path, at: 'value', messageId: 'injection', data: { where: t.where, kind, phrase: quote(excerpt(text, m.index, m[0].length), 90) } });
          reported.add(t.path.join('\0'));
          break;
        }
      },
      // Instructions read by what they do, in any wording: one finding per text.
      'tool:exit'(tool) {
        for (const d of directivesOf(tool)) {
          const key = d.text.path.join('\0');
          if (!KINDS.has(d.kind) || reported.has(key)) continue;
          const kind = DIRECTIVE_DOES[d.kind];
          reported.add(key);
          report({ path: d.text.path, at: d.text.kind === 'key' ? 'key' : 'value', messageId: 'injection', data: { where: d.text.where, kind, phrase: quote(d.phrase, 90) } });
        }
      },
    };
  },
});
