/** Snippets shared by the returns/* rule tests. */

/** A tool whose `returns:` key is on line 3; `body` lines follow from line 4, indented by two. */
export const returns = (...body: string[]) => ['name: get_weather', 'description: Fetch it. Use it.', 'returns:', ...body.map((l) => `  ${l}`), ''].join('\n');

/** The same in JSON: `"returns":` on line 4, column 3; `schema` pretty-printed after it. */
export const jsonReturns = (schema: unknown) =>
  `{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "returns": ${JSON.stringify(schema, null, 2).replace(/\n/g, '\n  ')}\n}\n`;
