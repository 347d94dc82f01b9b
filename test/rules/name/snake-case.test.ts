import { GOOD_TOOL } from '../../helpers.js';
import { RuleTester } from '../../rule-tester.js';
import { DESC } from './fixtures.js';

const charset = (name: string, suggestion: string) =>
  `Tool name "${name}" has characters other than ASCII letters, digits and underscores; rename it to "${suggestion}".`;
const notSnake = (name: string, suggestion: string) => `Tool name "${name}" is not snake_case; rename it to "${suggestion}".`;
/** A one-tool file named `name` (quoted), reported at the value on line 1, column 7. */
const named = (name: string, messageId: 'charset' | 'case', message: string) => ({
  name: `reports ${JSON.stringify(name)} with a suggestion`,
  code: `name: "${name}"\n${DESC}\n`,
  errors: [{ messageId, line: 1, column: 7, message }],
});

new RuleTester().run('name/snake-case', {
  valid: [
    { name: 'passes a snake_case name', code: GOOD_TOOL },
    { name: 'passes names with digits', code: `name: get_v2_weather\n${DESC}\n` },
    { name: 'leaves a number name to name/required', code: `name: 123\n${DESC}\n` },
    { name: 'leaves an array name to name/required', code: `tools:\n  - {name: [a, b], description: x}\n` },
  ],
  invalid: [
    {
      name: 'reports camelCase at the value',
      code: GOOD_TOOL.replace('name: get_weather', 'name: getWeather'),
      errors: [{ messageId: 'case', line: 1, column: 7, message: 'Tool name "getWeather" is not snake_case; rename it to "get_weather".' }],
    },
    {
      name: 'reports dotted names as a charset problem',
      code: GOOD_TOOL.replace('name: get_weather', 'name: math.factorial'),
      errors: [
        {
          messageId: 'charset',
          line: 1,
          column: 7,
          message: 'Tool name "math.factorial" has characters other than ASCII letters, digits and underscores; rename it to "math_factorial".',
        },
      ],
    },
    named('get-weather', 'charset', charset('get-weather', 'get_weather')),
    named('get weather', 'charset', charset('get weather', 'get_weather')),
    named('GET_WEATHER', 'case', notSnake('GET_WEATHER', 'get_weather')),
    named('HTTPRequest', 'case', notSnake('HTTPRequest', 'http_request')),
    named('_get_weather', 'case', notSnake('_get_weather', 'get_weather')),
    named('get__weather', 'case', notSnake('get__weather', 'get_weather')),
    named('get_weather_', 'case', notSnake('get_weather_', 'get_weather')),
    named('3d_render', 'case', notSnake('3d_render', 'tool_3d_render')),
    named('météo_du_jour', 'charset', charset('météo_du_jour', 'meteo_du_jour')),
    named('天气', 'charset', charset('天气', 'tool_name')),
    {
      name: 'reports at the value in JSON',
      code: '{\n  "name": "getWeather",\n  "description": "Fetch the weather. Use it."\n}\n',
      filename: 'tool.json',
      errors: [{ messageId: 'case', line: 2, column: 11, message: notSnake('getWeather', 'get_weather') }],
    },
    {
      name: 'reports each tool of a catalog at its own name',
      code: ['tools:', '  - name: get_weather', `    ${DESC}`, '  - name: getForecast', `    ${DESC}`, ''].join('\n'),
      errors: [{ messageId: 'case', line: 4, column: 11, message: notSnake('getForecast', 'get_forecast') }],
    },
    {
      name: 'reports in the second document of a multi-document file',
      code: [`name: get_weather`, DESC, '---', '# the forecast', 'name: get-forecast', DESC, ''].join('\n'),
      errors: [{ messageId: 'charset', line: 5, column: 7, message: charset('get-forecast', 'get_forecast') }],
    },
  ],
});
