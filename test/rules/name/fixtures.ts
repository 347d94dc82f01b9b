/** Shared snippets of the name/* rule tests. */

/** A description line that every name/* rule passes, for snippets that only vary the name. */
export const DESC = 'description: Fetch the current weather for a city. Use when the user asks about the weather.';
