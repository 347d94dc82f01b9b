/** Snippets shared by the platform/* rule tests. */

/** A tool "t" whose parameters are closed; `extra` lines go before `properties:` (line 6, or later), whose `props` start the line after. */
export const TOOL = (props: string, extra = '') => `name: t
description: Do a thing. Use it when asked.
parameters:
  type: object
  additionalProperties: false
${extra}  properties:
${props}`;
