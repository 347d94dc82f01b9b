import { RuleTester } from '../../rule-tester.js';
import { withL3 } from '../fixtures.js';

new RuleTester().run('search/keywords', {
  valid: [
    { name: 'a complete Level 3 descriptor', code: withL3() },
    { name: 'non-Latin terms are distinct words', code: withL3('tool_search_keywords: [날씨, 기온, 일기예보]') },
  ],
  invalid: [
    {
      name: 'a missing list, at the tool',
      code: withL3('tool_search_keywords: DROP'),
      errors: [
        { messageId: 'missing', line: 1, column: 1, message: 'Tool "get_weather" has no "tool_search_keywords"; add 3–7 synonyms users might say when they need this tool.' },
      ],
    },
    {
      name: 'empty and duplicate terms, then too few distinct ones',
      code: withL3('tool_search_keywords: [forecast, "", Forecast, rain]'),
      errors: [
        { messageId: 'tooFew', line: 29, column: 1, message: '"tool_search_keywords" of "get_weather" has 2 distinct terms, fewer than 3; add synonyms users might say.' },
        { messageId: 'empty', line: 29, column: 34, message: 'Keyword 2 of "get_weather" is empty or not text; remove it or write a term.' },
        { messageId: 'duplicate', line: 29, column: 38, message: 'Keyword "Forecast" of "get_weather" repeats keyword 1; remove the duplicate.' },
      ],
    },
    {
      name: 'too many terms',
      code: withL3('tool_search_keywords: [a1, a2, a3, a4, a5, a6, a7, a8]'),
      errors: [
        { messageId: 'tooMany', line: 29, column: 1, message: '"tool_search_keywords" of "get_weather" has 8 terms, more than 7; keep the 7 users are most likely to say.' },
      ],
    },
    {
      name: 'terms that only repeat the name',
      code: withL3('tool_search_keywords: [get, weather, get weather]'),
      errors: [{ messageId: 'onlyName', line: 29, column: 1, message: 'Every keyword of "get_weather" repeats the tool name "get_weather"; add synonyms users might say instead.' }],
    },
    {
      name: 'one term instead of a list, at the value',
      code: withL3('tool_search_keywords: weather'),
      errors: [{ messageId: 'type', line: 29, column: 23, message: '"tool_search_keywords" of "get_weather" is string; write a list of 3–7 short terms.' }],
    },
  ],
});
