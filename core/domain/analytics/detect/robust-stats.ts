/**
 * Order statistics for the detector: medians and the MAD stand where a mean and a standard
 * deviation would let one bad day (an outage, a holiday, a refund) move the baseline.
 */

// One scratch buffer for every call: the detector takes thousands of small medians a series.
let scratch = new Float64Array(256);

/** The k-th smallest of scratch[0..n) (Hoare's selection, in place). */
function select(n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = scratch[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (scratch[i]! < pivot) i++;
      while (scratch[j]! > pivot) j--;
      if (i <= j) {
        const t = scratch[i]!;
        scratch[i++] = scratch[j]!;
        scratch[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return scratch[k]!;
  }
  return scratch[k]!;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs: readonly number[]): number {
  const n = xs.length;
  if (n === 0) return Number.NaN;
  if (n > scratch.length) scratch = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) scratch[i] = xs[i]!;
  const mid = n >> 1;
  const upper = select(n, mid);
  if (n % 2) return upper;
  // After selecting `mid`, everything before it is no larger: the lower middle is their maximum.
  let lower = scratch[0]!;
  for (let i = 1; i < mid; i++) if (scratch[i]! > lower) lower = scratch[i]!;
  return (lower + upper) / 2;
}

/** 1.4826 × MAD estimates a normal distribution's standard deviation. */
export const MAD_TO_SIGMA = 1.4826;

/**
 * A robust spread of residuals that are centred on zero by construction (relative deviations from
 * a baseline): 1.4826 × the median absolute residual. Taken about zero rather than about the
 * residuals' median, so a baseline that runs a little high or low reads as noisier, not quieter.
 */
export function spreadAboutZero(residuals: readonly number[]): number {
  return MAD_TO_SIGMA * median(residuals.map(Math.abs));
}
