import { RuleTester } from '../../rule-tester.js';
import { params } from './fixtures.js';

const missing = (p: string, what: string, lacks: string, example: string) =>
  `Number parameter "${p}" of "get_weather" is ${what} but says no ${lacks}; say it in its name or description (e.g. "${example}"), so the agent does not guess.`;

new RuleTester().run('parameters/units', {
  valid: [
    {
      name: 'units in names and descriptions, counts, ratios and dimensions',
      code: params(
        'type: object',
        'properties:',
        '  timeout_ms: {type: integer, description: How long to wait.}',
        '  delay: {type: number, description: Seconds to wait between tries.}',
        '  price: {type: number, description: The price in USD.}',
        '  duration: {type: integer, description: The number of nights to book.}',
        '  amount: {type: number, description: "Share of the budget, between 0 and 1."}',
        '  width: {type: integer, description: Chart width.}',
        '  cost_limit: {type: integer, description: A limit.}',
        '  radius: {type: integer, description: The radius of the circle.}',
      ),
    },
    {
      name: 'a currency given on an object above the amounts',
      code: params('type: object', 'properties:', '  currency: {type: string, description: ISO 4217 code.}', '  lines:', '    type: array', '    description: The lines.', '    items: {type: object, properties: {amount: {type: number, description: Line amount.}}}'),
    },
    {
      name: 'a tool described in another language is not read',
      code: ['name: calculate_tip', 'description: 팁을 계산합니다.', 'parameters:', '  type: object', '  properties:', '    bill_amount: {type: number, description: 청구된 금액}', ''].join('\n'),
    },
  ],
  invalid: [
    {
      // corpus/mcp-servers/coolify.json, application: health checks in seconds or milliseconds?
      name: 'durations, money and a distance without a unit (corpus: coolify application, travel-planner get_accommodations)',
      code: params(
        'type: object',
        'properties:',
        '  health_check_timeout: {type: number}',
        '  budget: {type: number, description: Maximum price per night}',
        '  distance: {type: number, description: How far to search.}',
      ),
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('health_check_timeout', 'a duration', 'unit', 'in seconds') },
        { messageId: 'missing', line: 7, column: 5, message: missing('budget', 'an amount of money', 'currency', 'in USD, as a decimal') },
        { messageId: 'missing', line: 8, column: 5, message: missing('distance', 'a distance', 'unit', 'in kilometres') },
      ],
    },
    {
      name: 'a size, a temperature and a mass',
      code: params('type: object', 'properties:', '  file_size: {type: integer, description: How large the upload is.}', '  temperature: {type: number, description: The target.}', '  body_weight: {type: number, description: The patient.}'),
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('file_size', 'a size', 'unit', 'in bytes') },
        { messageId: 'missing', line: 7, column: 5, message: missing('temperature', 'a temperature', 'unit', 'in degrees Celsius') },
        { messageId: 'missing', line: 8, column: 5, message: missing('body_weight', 'a mass', 'unit', 'in kilograms') },
      ],
    },
    {
      // corpus/mcp-servers/digitalocean.json, db-cluster-update-psql-config: PostgreSQL's timeouts, undocumented.
      name: 'a flood is folded after the first two (corpus: digitalocean db-cluster-update-psql-config)',
      code: params('type: object', 'properties:', ...['deadlock_timeout', 'bgwriter_delay', 'lock_timeout', 'idle_timeout', 'statement_timeout'].map((p) => `  ${p}: {type: integer}`)),
      errors: [
        { messageId: 'missing', line: 6, column: 5, message: missing('deadlock_timeout', 'a duration', 'unit', 'in seconds') },
        { messageId: 'missing', line: 7, column: 5, message: missing('bgwriter_delay', 'a duration', 'unit', 'in seconds') },
        { messageId: 'more', line: 8, column: 5, message: '3 more number parameters of "get_weather" are measures that say no unit or currency: "lock_timeout", "idle_timeout" and "statement_timeout"; say each one\'s in its name or description.' },
      ],
    },
  ],
});
