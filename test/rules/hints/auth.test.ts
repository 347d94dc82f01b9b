import { RuleTester } from '../../rule-tester.js';
import { withL3 } from '../fixtures.js';

new RuleTester().run('hints/auth', {
  valid: [
    { name: 'a complete Level 3 descriptor', code: withL3() },
    { name: 'a mapping with type and scopes', code: withL3('auth: {type: oauth, scopes: [weather.read]}') },
  ],
  invalid: [
    {
      name: 'an unknown scheme, suggesting the spec word',
      code: withL3('auth: {type: oauth2, scopes: [weather.read]}'),
      errors: [
        {
          messageId: 'alias',
          line: 32,
          column: 14,
          message: '"auth" of "get_weather" is "oauth2"; use the spec\'s word "oauth" (one of "none", "api_key", "oauth", "mcp_session").',
        },
      ],
    },
    {
      name: 'an unknown scheme without a near word',
      code: withL3('auth: basic'),
      errors: [{ messageId: 'invalid', line: 32, column: 7, message: '"auth" of "get_weather" is "basic"; use one of "none", "api_key", "oauth", "mcp_session".' }],
    },
    {
      name: 'a mapping without type, and malformed scopes',
      code: withL3('auth: {scopes: read}'),
      errors: [
        { messageId: 'noType', line: 32, column: 1, message: '"auth" of "get_weather" has no "type"; add type: one of "none", "api_key", "oauth", "mcp_session".' },
        { messageId: 'scopes', line: 32, column: 16, message: '"auth.scopes" of "get_weather" must be a list of non-empty strings, e.g. [invoices.read].' },
      ],
    },
    {
      name: 'neither a scheme nor a mapping, at the value',
      code: withL3('auth: [oauth]'),
      errors: [
        { messageId: 'type', line: 32, column: 7, message: '"auth" of "get_weather" is array; write a scheme such as "oauth", or a mapping {type: oauth, scopes: [...]}.' },
      ],
    },
  ],
});
