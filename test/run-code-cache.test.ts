/**
 * src/run/code-cache.ts: the bundle's loader (scripts/core-loader.cjs, tested as the installed package
 * in test/slow/package.test.ts) puts a hook under a global symbol; the CLI and the workers ask it to
 * write V8's code. From the sources there is no hook; a hook that fails never fails the run.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { saveCodeCache } from '../src/run/code-cache.js';

const HOOK = Symbol.for('tooldoc.codeCache');
const holder = globalThis as { [HOOK]?: { save(): void } };

describe('saveCodeCache', () => {
  afterEach(() => {
    delete holder[HOOK];
  });

  it('does nothing without the loader', () => {
    expect(holder[HOOK]).toBeUndefined();
    expect(() => saveCodeCache()).not.toThrow();
  });

  it("calls the loader's hook", () => {
    let saved = 0;
    holder[HOOK] = { save: () => void saved++ };
    saveCodeCache();
    saveCodeCache();
    expect(saved).toBe(2);
  });

  it('never throws: a cache it cannot write is not a failed run', () => {
    holder[HOOK] = {
      save: () => {
        throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
      },
    };
    expect(() => saveCodeCache()).not.toThrow();
  });
});
