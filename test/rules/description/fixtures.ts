/** Shared snippets of the description/* rule tests. */

/** A tool whose description is `text` (as a double-quoted YAML string on line 2, column 1). */
export const tool = (text: string) => `name: get_weather\ndescription: ${JSON.stringify(text)}\nparameters: {type: object}\n`;

/** The same tool in JSON: the description key is on line 3, column 3. */
export const jsonTool = (text: string) => `{\n  "name": "get_weather",\n  "description": ${JSON.stringify(text)},\n  "parameters": {"type": "object"}\n}\n`;

/** A description of two sentences that every description/* rule passes by default. */
export const TWO = 'Fetch the current weather for a city. Use when the user asks about the weather.';
