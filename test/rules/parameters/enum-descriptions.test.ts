import { RuleTester } from '../../rule-tester.js';
import { params } from './fixtures.js';

const opaque = (p: string, values: string, sample: string) =>
  `Parameter "${p}" of "get_weather" has enum values ${values} whose meanings are given nowhere; say what each means in its description ("${sample} = …") or per value (oneOf with const and description).`;

new RuleTester().run('parameters/enum-descriptions', {
  valid: [
    {
      name: 'codes explained in the description, per value, or in the tool description',
      code: params(
        'type: object',
        'properties:',
        '  date_restrict: {type: string, enum: [d1, w1, m1], description: "Time range: d1=last day, w1=last week, m1=last month."}',
        '  service_id: {type: integer, enum: [1, 2], description: "1 represents cleaning, 2 ironing."}',
        '  filter: {type: string, enum: ["0", "1"], description: "\'0\' disables the duplicate filter, \'1\' enables it."}',
        '  status: {type: integer, enum: [0, 1, 2], x-enum-descriptions: [new, open, closed]}',
        '  level: {type: integer, enum: [1, 2, 3], enumDescriptions: [low, medium, high]}',
        '  tier: {type: string, enum: [t1, t2], description: "Support tier (t1 for basic, t2 for premium)."}',
      ),
    },
    {
      // corpus: booking functions whose numbers are counts (`num_passengers`, `number_of_seats`, `star_rating`)
      name: 'numbers that mean what they say, words, standard codes',
      code: params(
        'type: object',
        'properties:',
        '  num_passengers: {type: integer, enum: [1, 2, 3, 4, 5], description: Passengers.}',
        '  star_rating: {type: integer, enum: [1, 2, 3, 4, 5], description: Hotel class.}',
        '  order: {type: string, enum: [asc, desc], description: Sort order.}',
        '  format: {type: string, enum: [json, csv], description: Output format.}',
        '  language: {type: string, enum: [en, fr, de], description: Language.}',
        '  temperature_unit: {type: string, enum: [C, F], description: Unit.}',
      ),
    },
    {
      // corpus: domain notation read by the model as by the tool's users (nucleotides, genotypes, an option's call or put)
      name: 'letters are left to the strict preset',
      code: params('type: object', 'properties:', '  genotype: {type: string, enum: [AA, Aa, aa], description: The genotype.}', '  right: {type: string, enum: [C, P], description: The option right.}'),
    },
  ],
  invalid: [
    {
      // corpus: alerting functions with a severity of 5 or 10, and an activity feed filtered by 27 numeric type ids
      name: 'numeric codes and letter-number codes without meanings',
      code: params(
        'type: object',
        'properties:',
        '  severity: {type: integer, enum: [5, 10], description: The severity level of the alert, represented as an integer.}',
        '  activityTypeId: {type: array, description: Activity type IDs, items: {type: number, enum: [-1, 1, 2, 3, 4, 5, 6]}}',
        '  period: {type: string, enum: [d1, w1, m1, m3, m6, y1], description: The time range.}',
      ),
      errors: [
        { messageId: 'opaque', line: 6, column: 31, message: opaque('severity', '5, 10', '5') },
        { messageId: 'opaque', line: 7, column: 89, message: opaque('activityTypeId', '-1, 1, 2, 3, 4, …', '-1') },
        { messageId: 'opaque', line: 8, column: 28, message: opaque('period', '"d1", "w1", "m1", "m3", "m6", …', 'd1') },
      ],
    },
    {
      name: 'with letters: one- and two-letter values too',
      options: { letters: true },
      code: params('type: object', 'properties:', '  site_filter: {type: string, enum: [e, i], description: Whether to include or exclude the site.}'),
      errors: [{ messageId: 'opaque', line: 6, column: 33, message: opaque('site_filter', '"e", "i"', 'e') }],
    },
    {
      name: 'more than three on one tool fold into one finding',
      code: params(
        'type: object',
        'properties:',
        '  status: {type: integer, enum: [0, 1]}',
        '  type: {type: integer, enum: [0, 1]}',
        '  kind: {type: integer, enum: [0, 1]}',
        '  mode: {type: integer, enum: [0, 1]}',
      ),
      errors: [
        { messageId: 'opaque', line: 6, column: 29, message: opaque('status', '0, 1', '0') },
        { messageId: 'opaque', line: 7, column: 27, message: opaque('type', '0, 1', '0') },
        { messageId: 'more', line: 8, column: 27, message: '2 more parameters of "get_weather" have coded enum values whose meanings are given nowhere: "kind" and "mode"; say what each value means.' },
      ],
    },
  ],
});
