/** mulberry32: a seeded generator of numbers in [0, 1) (random.mjs). */
export function seeded(seed: number): () => number;
