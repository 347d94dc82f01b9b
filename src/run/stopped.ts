/**
 * The outcome of a file (or a live server's list) whose worker was stopped (src/run/workers.ts): it
 * ran past `--max-file-time`, or its thread ran out of memory. The file gets `input/resource-limit`
 * at the tool being checked, and none of its tools are reported (their findings were in the thread
 * that was ended); it is not cached, so the next run tries again.
 */
import { fileFinding } from '../core/linter.js';
import type { FileOutcome } from '../core/outcome.js';
import { rangeAtStart } from '../parse/source.js';
import type { Stopped } from './workers.js';

export function stoppedOutcome(path: string, stopped: Stopped, maxFileTimeMs: number): FileOutcome {
  const tool = stopped.tool;
  const seconds = maxFileTimeMs / 1000;
  const what = tool ? `Checking tool "${tool.name}" (${tool.index + 1} of ${tool.count})` : 'Reading this file';
  const why =
    stopped.reason === 'time'
      ? `took longer than ${seconds} s`
      : stopped.reason === 'memory'
        ? 'ran out of memory'
        : `stopped tooldoc's worker thread (${stopped.detail ?? 'it exited'})`;
  const none = tool && tool.count > 1 ? `none of the file's ${tool.count} tools are reported` : 'the file is not reported';
  const fix = stopped.reason === 'time' ? (tool ? 'Split the file, shorten the tool, or raise --max-file-time.' : 'Split the file or raise --max-file-time.') : 'Split the file or shorten the tool.';
  const finding = fileFinding(path, 'input/resource-limit', `${what} ${why}, so it was stopped and ${none}. ${fix}`, tool?.range ?? rangeAtStart(), tool?.doc ?? 0, tool?.path ?? []);
  return { path, status: 'failed', findings: [finding], tools: [], internalErrors: stopped.reason === 'crash' ? 1 : 0, complete: false };
}
