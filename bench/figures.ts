import type { CreatePaymentResult } from './create-payment-latency.ts';
import type { FixedRateResult } from './fixed-rate.ts';
import type { GenerateAllResult } from './generate-all.ts';
import { median } from './median.ts';
import type { WrkResult } from './wrk.ts';

export const TARGETS = {
  /** GET /api/auth/me reaches at least this share of bare Koa's requests/s. */
  ratio: 0.3,
  /** p99 of GET /api/auth/me at the fixed rate stays under this. */
  p99Ms: 20,
  /** GET /api/subscription/status (subscribed user) reaches at least this share of bare Koa's requests/s. */
  statusRatio: 0.3,
  /** p99 from sending create-payment to the workflow's start as Temporal records it. */
  workflowStartedP99Ms: 100,
  /** 'Generate All' of 200 comments at most this multiple of ceil(200 / c) × the upstream's time. */
  generateAllRatio: 1.2,
} as const;

export interface Rounds {
  bare: WrkResult[];
  me: WrkResult[];
  status: WrkResult[];
}

/** Alternating fixed-rate rounds, /api/auth/me then bare Koa in each. */
export interface AtRateRounds {
  me: FixedRateResult[];
  bare: FixedRateResult[];
}

/** The round whose p99 is the median one (the upper middle for an even count). */
export const medianRound = (runs: FixedRateResult[]): FixedRateResult => {
  const sorted = [...runs].sort((a, b) => a.p99Ms - b.p99Ms);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no fixed-rate rounds');
  return middle;
};

export interface Figures {
  bareRps: number;
  meRps: number;
  statusRps: number;
  bareP99Ms: number;
  meP99Ms: number;
  statusP99Ms: number;
  /** Median of the rounds' ratios (each round pairs two runs seconds apart). */
  ratio: number;
  ratios: number[];
  statusRatio: number;
  statusRatios: number[];
  /**
   * GET /api/auth/me at the fixed rate: the round of median p99; bare Koa at the same rate
   * (its round of median p99) shows the floor of the measurement.
   */
  atRate: FixedRateResult;
  bareAtRate: FixedRateResult;
  atRateRounds: AtRateRounds;
  createPayment: CreatePaymentResult;
  generateAll: GenerateAllResult;
  ratioMet: boolean;
  p99Met: boolean;
  statusRatioMet: boolean;
  workflowStartedMet: boolean;
  generateAllMet: boolean;
  /** Every target met. */
  passed: boolean;
}


/**
 * Medians over the alternating rounds. A ratio is the median of each round's own ratio, so
 * a round in which something else took a core moves neither figure much.
 */
export function summarise(
  rounds: Rounds,
  atRateRounds: AtRateRounds,
  createPayment: CreatePaymentResult,
  generateAll: GenerateAllResult,
): Figures {
  const ratiosOf = (runs: WrkResult[]) => runs.map((r, i) => r.requestsPerSecond / rounds.bare[i]!.requestsPerSecond);
  const ratios = ratiosOf(rounds.me);
  const statusRatios = ratiosOf(rounds.status);
  const ratio = median(ratios);
  const statusRatio = median(statusRatios);
  const atRate = medianRound(atRateRounds.me);
  const bareAtRate = medianRound(atRateRounds.bare);
  const met = {
    ratioMet: ratio >= TARGETS.ratio,
    p99Met: atRate.p99Ms < TARGETS.p99Ms,
    statusRatioMet: statusRatio >= TARGETS.statusRatio,
    workflowStartedMet: createPayment.started.p99Ms < TARGETS.workflowStartedP99Ms,
    generateAllMet: generateAll.ratio <= TARGETS.generateAllRatio,
  };
  return {
    bareRps: median(rounds.bare.map((r) => r.requestsPerSecond)),
    meRps: median(rounds.me.map((r) => r.requestsPerSecond)),
    statusRps: median(rounds.status.map((r) => r.requestsPerSecond)),
    bareP99Ms: median(rounds.bare.map((r) => r.p99Ms)),
    meP99Ms: median(rounds.me.map((r) => r.p99Ms)),
    statusP99Ms: median(rounds.status.map((r) => r.p99Ms)),
    ratio,
    ratios,
    statusRatio,
    statusRatios,
    atRate,
    bareAtRate,
    atRateRounds,
    createPayment,
    generateAll,
    ...met,
    passed: Object.values(met).every(Boolean),
  };
}
