/** Start of the UTC hour / minute / day of `t`, in ms. */
export const floorTo = (t: number, unitMs: number): number => Math.floor(t / unitMs) * unitMs;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** The last `n` units ending with the current one, oldest first, as ISO strings. */
export function lastUnits(now: Date, n: number, unitMs: number): string[] {
  const current = floorTo(now.getTime(), unitMs);
  return Array.from({ length: n }, (_, i) => new Date(current - (n - 1 - i) * unitMs).toISOString());
}
