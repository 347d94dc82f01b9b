/**
 * mulberry32: a small seeded generator of numbers in [0, 1), so that the same seed draws the same
 * sample (scripts/judgement/sample.mjs) or trains the same model (scripts/security/classifier-experiment.mjs).
 */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
