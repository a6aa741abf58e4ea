// Seeded data: a random generator that repeats itself, and the small helpers the sales and the drive
// data are built with.

export type Random = () => number;

/** mulberry32: the same seed always gives the same sequence, unlike Math.random. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
export const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
export const twoDigits = (value: number) => String(value).padStart(2, '0');

export const roundCents = (value: number) => Math.round(value * 100) / 100;
