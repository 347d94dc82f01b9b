import { RuleTester } from '../../rule-tester.js';

const tool = (parameters: string, returns = '') =>
  `name: create_token\ndescription: Creates a token. Use when a client needs one.\nparameters:\n${parameters}${returns}`;
const MESSAGE = (type: string, where: string) =>
  `"type": ${type} in ${where} of "create_token" is neither a JSON Schema type nor a type name export can translate (such as "dict" or "float"), so it goes out as it is and platforms reject it; write one of string, number, integer, boolean, array, object, null.`;

new RuleTester().run('platform/type-names', {
  valid: [
    { name: 'JSON Schema types', code: tool('  type: object\n  properties:\n    issuer: {type: [string, "null"]}\n') },
    { name: 'type names export translates (BFCL, Java, Python)', code: tool('  type: dict\n  properties:\n    a: {type: float}\n    b: {type: String}\n    c: {type: tuple, items: {type: any}}\n') },
    {
      name: 'returns is not sent to OpenAI or Anthropic',
      code: tool('  type: object\n', 'returns:\n  type: record\n'),
      options: { targets: ['openai', 'anthropic'] },
    },
  ],
  invalid: [
    {
      name: 'an empty type name, at its value',
      code: tool('  type: object\n  properties:\n    issuer: {type: "", description: Who issues it.}\n'),
      errors: [{ messageId: 'untranslatable', line: 6, column: 20, message: MESSAGE('""', '"parameters" property "issuer"') }],
    },
    {
      name: 'an unknown name in a list of types, and in returns for MCP',
      code: tool('  type: object\n  properties:\n    n: {type: [integer, bigint]}\n', 'returns:\n  type: record\n'),
      options: { targets: ['mcp'] },
      errors: [
        { messageId: 'untranslatable', line: 6, column: 15, message: MESSAGE('"bigint"', '"parameters" property "n"') },
        { messageId: 'untranslatable', line: 8, column: 9, message: MESSAGE('"record"', '"returns"') },
      ],
    },
  ],
});
