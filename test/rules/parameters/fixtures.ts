/** Snippets shared by the parameters/* rule tests. */

/** A tool named `name` whose `parameters:` key is on line 3; `body` lines follow from line 4, indented by two. */
export const paramsOf =
  (name: string) =>
  (...body: string[]): string =>
    [`name: ${name}`, 'description: Fetch it. Use it.', 'parameters:', ...body.map((l) => `  ${l}`), ''].join('\n');

/** `get_weather` with these parameters (`parameters:` on line 3). */
export const params = paramsOf('get_weather');

/** The same in JSON: `"parameters":` on line 4, column 3; `schema` pretty-printed after it. */
export const jsonParams = (schema: unknown) =>
  `{\n  "name": "get_weather",\n  "description": "Fetch it. Use it.",\n  "parameters": ${JSON.stringify(schema, null, 2).replace(/\n/g, '\n  ')}\n}\n`;
