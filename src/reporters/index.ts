import { github } from './github.js';
import { json } from './json.js';
import { junit } from './junit.js';
import { markdown } from './markdown.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';
import type { Reporter } from './types.js';

export type { Reporter, ReporterOptions } from './types.js';

/** Output formats by name. Each is a pure function of the lint result. */
export const reporters: Record<string, Reporter> = { stylish, json, sarif, github, markdown, junit };
