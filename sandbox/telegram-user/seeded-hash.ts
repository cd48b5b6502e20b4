/**
 * A stable 32-bit hash of its parts (FNV-1a, then murmur3's finaliser so near keys spread): the
 * demo account draws everything from it, so the same moment gives the same post on every start,
 * in the web process and in a test alike.
 */
export function seededHash(...parts: Array<string | number>): number {
  const key = parts.join('\u0000');
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The hash as a fraction in [0, 1): a seeded die. */
export const seededUnit = (...parts: Array<string | number>): number => seededHash(...parts) / 0x1_0000_0000;

/** 0..length-1 in an order fixed by the seed (Fisher-Yates over the seeded hash). */
export function seededOrder(length: number, ...seed: Array<string | number>): number[] {
  const order = Array.from({ length }, (_, i) => i);
  for (let i = length - 1; i > 0; i -= 1) {
    const j = seededHash(...seed, i) % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
