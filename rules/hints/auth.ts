import { defineRule, isObject, quote, typeName } from '../../src/toolkit/index.js';

const AUTH = ['none', 'api_key', 'oauth', 'mcp_session'] as const;
const ALIASES: Record<string, string> = {
  oauth2: 'oauth',
  'oauth-2': 'oauth',
  oauth_2: 'oauth',
  apikey: 'api_key',
  'api-key': 'api_key',
  key: 'api_key',
  mcp: 'mcp_session',
  session: 'mcp_session',
  public: 'none',
  anonymous: 'none',
};

export default defineRule({
  meta: {
    id: 'hints/auth',
    level: 3,
    severity: 'warning',
    description:
      '`auth`, when present, is one of none, api_key, oauth, mcp_session — or a mapping whose `type` is one of them, with optional `scopes` (a list of strings).',
    spec: '§4',
    fields: ['auth'],
    tags: ['hints'],
    messages: {
      invalid: '"auth" of "{{tool}}" is {{value}}; use one of "none", "api_key", "oauth", "mcp_session".',
      alias: '"auth" of "{{tool}}" is {{value}}; use the spec\'s word "{{suggestion}}" (one of "none", "api_key", "oauth", "mcp_session").',
      type: '"auth" of "{{tool}}" is {{type}}; write a scheme such as "oauth", or a mapping {type: oauth, scopes: [...]}.',
      noType: '"auth" of "{{tool}}" has no "type"; add type: one of "none", "api_key", "oauth", "mcp_session".',
      scopes: '"auth.scopes" of "{{tool}}" must be a list of non-empty strings, e.g. [invoices.read].',
    },
  },
  check({ tool, report }) {
    const auth = tool.descriptor.auth;
    if (auth === undefined) return;
    if (typeof auth === 'string') return checkScheme(auth, ['auth']);
    if (!isObject(auth)) return report({ path: ['auth'], at: 'value', messageId: 'type', data: { type: typeName(auth) } });
    if (auth.type === undefined) report({ path: ['auth'], messageId: 'noType' });
    else if (typeof auth.type !== 'string') report({ path: ['auth', 'type'], at: 'value', messageId: 'invalid', data: { value: quote(auth.type) } });
    else checkScheme(auth.type, ['auth', 'type']);
    const scopes = auth.scopes;
    if (scopes !== undefined && (!Array.isArray(scopes) || scopes.some((s) => typeof s !== 'string' || !s.trim()))) {
      report({ path: ['auth', 'scopes'], at: 'value', messageId: 'scopes' });
    }

    function checkScheme(v: string, path: string[]) {
      if ((AUTH as readonly string[]).includes(v)) return;
      const suggestion = ALIASES[v.toLowerCase()] ?? AUTH.find((a) => a === v.toLowerCase());
      report({ path, at: 'value', messageId: suggestion ? 'alias' : 'invalid', data: { value: quote(v), suggestion: suggestion ?? '' } });
    }
  },
});
