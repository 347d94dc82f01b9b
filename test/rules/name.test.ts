import { describe, expect, it } from 'vitest';
import { GOOD_TOOL, lintText } from '../helpers.js';

describe('name/snake-case', () => {
  it('passes a snake_case name', async () => {
    expect((await lintText(GOOD_TOOL, 'name/snake-case')).findings).toEqual([]);
  });
  it('reports camelCase at the value', async () => {
    const { findings } = await lintText(GOOD_TOOL.replace('name: get_weather', 'name: getWeather'), 'name/snake-case');
    expect(findings).toEqual([
      { ruleId: 'name/snake-case', line: 1, column: 7, message: 'Tool name "getWeather" is not snake_case; rename it to "get_weather".' },
    ]);
  });
  it('reports dotted names as a charset problem', async () => {
    const { findings } = await lintText(GOOD_TOOL.replace('name: get_weather', 'name: math.factorial'), 'name/snake-case');
    expect(findings).toEqual([
      {
        ruleId: 'name/snake-case',
        line: 1,
        column: 7,
        message: 'Tool name "math.factorial" has characters other than ASCII letters, digits and underscores; rename it to "math_factorial".',
      },
    ]);
  });
});
