/** Shared snippets of the examples/* rule tests. */
import { GOOD_TOOL } from '../../helpers.js';

/** GOOD_TOOL with its examples block replaced (the `examples:` key is on line 20, entries from line 21). */
export function withExamples(block: string): string {
  return GOOD_TOOL.replace(/^examples:\n[\s\S]*$/m, `examples:\n${block}`);
}
