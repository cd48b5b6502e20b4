import type { Severity } from './types.ts';

/**
 * Severity from the size of a deviation against the bar it had to clear (the user's threshold ×
 * the metric's sensitivity), measured on the log scale so that halving and doubling weigh the
 * same and a drop can reach CRITICAL whatever the threshold (a fall to zero always does):
 *
 *   m = |ln(1 + change)| / ln(1 + bar)
 *   CRITICAL m >= 3, HIGH m >= 2, MEDIUM m >= 1.5, LOW below.
 *
 * At the default threshold of 15%: CRITICAL from a drop of 34% or a rise of 52%, HIGH from
 * -24% / +32%, MEDIUM from -19% / +23%.
 */
export const SEVERITY_CUTS: readonly { severity: Severity; multiple: number }[] = [
  { severity: 'CRITICAL', multiple: 3 },
  { severity: 'HIGH', multiple: 2 },
  { severity: 'MEDIUM', multiple: 1.5 },
];

/** How many times the bar a relative change is, on the log scale (Infinity for a fall to zero). */
export function barMultiple(change: number, bar: number): number {
  return Math.abs(Math.log1p(Math.max(change, -1))) / Math.log1p(bar);
}

export function severityOf(change: number, bar: number): Severity {
  const m = barMultiple(change, bar);
  return SEVERITY_CUTS.find((cut) => m >= cut.multiple)?.severity ?? 'LOW';
}
