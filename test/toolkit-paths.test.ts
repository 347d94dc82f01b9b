/** `PathStep` and `pathOf` (src/toolkit/util.ts): walks that keep a step per node make a path only when asked. */
import { describe, expect, it } from 'vitest';
import { pathOf, type PathStep } from '../src/toolkit/index.js';

describe('pathOf', () => {
  it('gives the root step the empty path and any other step the keys from the root down', () => {
    const root: PathStep = { up: undefined, key: '' };
    const props: PathStep = { up: root, key: 'properties' };
    const city: PathStep = { up: props, key: 'city' };
    const second: PathStep = { up: { up: city, key: 'enum' }, key: 1 };
    expect(pathOf(root)).toEqual([]);
    expect(pathOf(city)).toEqual(['properties', 'city']);
    expect(pathOf(second)).toEqual(['properties', 'city', 'enum', 1]);
    // Each call makes a new array: a caller may keep or change it.
    expect(pathOf(city)).not.toBe(pathOf(city));
  });
});
