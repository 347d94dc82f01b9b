/**
 * Decides the colour level once, at the edge: the flags first (an explicit --color or --no-color
 * wins over the environment, as in ESLint and most CLIs), then NO_COLOR / FORCE_COLOR, then the TTY.
 */
import { supportsColor } from 'chalk';

export function colorLevel(flag: boolean | undefined, toTerminal: boolean, env: NodeJS.ProcessEnv = process.env): 0 | 1 | 2 | 3 {
  if (flag === false) return 0;
  if (flag === true) {
    const n = Number(env.FORCE_COLOR);
    return n >= 1 && n <= 3 ? (n as 1 | 2 | 3) : supportsColor ? Math.max(1, supportsColor.level) as 1 | 2 | 3 : 1;
  }
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 0;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') {
    if (force === '0' || force === 'false') return 0;
    const n = Number(force);
    return (n >= 1 && n <= 3 ? n : 1) as 1 | 2 | 3;
  }
  if (!toTerminal) return 0;
  return supportsColor ? supportsColor.level : 0;
}
