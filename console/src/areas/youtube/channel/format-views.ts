/**
 * Spec 2 and 9: a view count on a video card, K from 1,000 and M from 1,000,000, one decimal
 * ('12.8K', '1.5M'); below 1,000 the number itself. Rounding never shows '1000.0K': 999,999
 * views read '1.0M'.
 */
export function formatViews(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '0';
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 1000) {
    const thousands = (value / 1000).toFixed(1);
    return thousands === '1000.0' ? '1.0M' : `${thousands}K`;
  }
  return String(Math.trunc(value));
}

/** A count YouTube sends as a string ('12840'), or undefined when hidden. */
export const countOf = (value: string | undefined): number | null => {
  if (value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
