import type { FixedRateResult } from './fixed-rate.ts';
import type { WrkResult } from './wrk.ts';

export const TARGETS = {
  /** GET /api/auth/me reaches at least this share of bare Koa's requests/s. */
  ratio: 0.3,
  /** p99 of GET /api/auth/me at the fixed rate stays under this. */
  p99Ms: 20,
} as const;

export interface Rounds {
  bare: WrkResult[];
  me: WrkResult[];
}

export interface Figures {
  bareRps: number;
  meRps: number;
  bareP99Ms: number;
  meP99Ms: number;
  /** Median of the rounds' ratios (each round pairs two runs seconds apart). */
  ratio: number;
  ratios: number[];
  /** GET /api/auth/me at the fixed rate; bare Koa at the same rate shows the floor of the measurement. */
  atRate: FixedRateResult;
  bareAtRate: FixedRateResult;
  ratioMet: boolean;
  p99Met: boolean;
}

export const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Medians over the alternating rounds. The ratio is the median of each round's own ratio, so
 * a round in which something else took a core moves neither figure much.
 */
export function summarise(rounds: Rounds, atRate: FixedRateResult, bareAtRate: FixedRateResult): Figures {
  const ratios = rounds.me.map((me, i) => me.requestsPerSecond / rounds.bare[i]!.requestsPerSecond);
  const ratio = median(ratios);
  return {
    bareRps: median(rounds.bare.map((r) => r.requestsPerSecond)),
    meRps: median(rounds.me.map((r) => r.requestsPerSecond)),
    bareP99Ms: median(rounds.bare.map((r) => r.p99Ms)),
    meP99Ms: median(rounds.me.map((r) => r.p99Ms)),
    ratio,
    ratios,
    atRate,
    bareAtRate,
    ratioMet: ratio >= TARGETS.ratio,
    p99Met: atRate.p99Ms < TARGETS.p99Ms,
  };
}
