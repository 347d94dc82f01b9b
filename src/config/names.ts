/** Config file names looked for in each folder, in this order; the first found wins. */
export const CONFIG_FILES = [
  'tooldoc.config.yaml',
  'tooldoc.config.yml',
  'tooldoc.config.json',
  'tooldoc.config.mjs',
  'tooldoc.config.js',
  'package.json',
] as const;
