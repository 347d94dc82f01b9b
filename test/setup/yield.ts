/**
 * Lets the test worker's event loop turn after every test.
 *
 * A test worker reports progress to vitest's main process over IPC (`onTaskUpdate`) and gives up on
 * an answer after 60 s, failing the run with "Timeout calling onTaskUpdate" although every test
 * passed. Vitest runs the tests of a file one after the other in microtasks, so a file of
 * synchronous tests (property runs, the CLI run with spawnSync) never lets the loop read the answer:
 * past 60 s in all, the time-out fires as soon as the loop turns. `setImmediate` runs after the loop
 * has polled for I/O, so the answer waiting on the IPC channel is read between two tests.
 */
import { setImmediate } from 'node:timers';
import { afterEach } from 'vitest';

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
