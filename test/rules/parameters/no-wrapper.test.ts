import { RuleTester } from '../../rule-tester.js';
import { params } from './fixtures.js';

new RuleTester().run('parameters/no-wrapper', {
  valid: [
    { name: 'flat parameters', code: params('type: object', 'properties:', '  city: {type: string, description: City.}', '  units: {type: string, description: Units.}') },
    { name: 'one argument that is an object of one field', code: params('type: object', 'properties:', '  query: {type: object, description: Q., properties: {text: {type: string, description: T.}}}') },
    { name: 'one scalar argument', code: params('type: object', 'properties:', '  city: {type: string, description: City.}') },
  ],
  invalid: [
    {
      // corpus/mcp-servers/launchdarkly.json, get-feature-flag: every argument inside "request".
      name: 'every argument inside one object (corpus: launchdarkly get-feature-flag)',
      filename: 'tools.json',
      code: `${JSON.stringify(
        {
          tools: [
            {
              name: 'get-feature-flag',
              description: 'Get a feature flag.',
              inputSchema: { type: 'object', properties: { request: { type: 'object', properties: { projectKey: { type: 'string' }, featureFlagKey: { type: 'string' }, env: { type: 'string' }, expand: { type: 'string' } } } } },
            },
          ],
        },
        null,
        2,
      )}\n`,
      errors: [
        {
          messageId: 'wrapped',
          line: 9,
          column: 11,
          message:
            'Every parameter of "get-feature-flag" is inside "request" ("projectKey", "featureFlagKey", "env" and 1 more); move them to the top level of inputSchema, so agents fill them directly and the schema is one level flatter.',
        },
      ],
    },
  ],
});
