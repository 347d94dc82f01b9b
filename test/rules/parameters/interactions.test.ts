/** The parameters/* rules together: one finding per defect, whichever rule owns it. */
import { describe, expect, it } from 'vitest';
import { lintText } from '../../helpers.js';
import { params } from './fixtures.js';

describe('parameters/valid-schema and parameters/root-object', () => {
  it('leave a root type other than object to parameters/root-object', async () => {
    const { findings } = await lintText(params('type: dict', 'properties: {}'), ['parameters/valid-schema', 'parameters/root-object']);
    expect(findings).toEqual([
      { ruleId: 'parameters/root-object', line: 4, column: 9, message: '"parameters" of "get_weather" has type "dict", which is not a JSON Schema type; write type: object.' },
    ]);
  });
});

describe('parameters/bounds and parameters/enum-for-closed-set', () => {
  it('leave a parameter whose description lists its values to enum-for-closed-set', async () => {
    const code = params('type: object', 'properties:', '  order: {type: string, description: "One of: asc, desc."}');
    const { findings } = await lintText(code, ['parameters/bounds', 'parameters/enum-for-closed-set'], { settings: { 'parameters/bounds': { options: { scope: 'all' } } } });
    expect(findings).toEqual([
      {
        ruleId: 'parameters/enum-for-closed-set',
        line: 6,
        column: 5,
        message: 'Parameter "order" of "get_weather" lists its values in prose ("One of: asc, desc.") but has no enum; declare them in enum so the agent cannot guess.',
      },
    ]);
  });
});
