import { median, spreadAboutZero } from './robust-stats.ts';
import type { DayGrid } from './day-grid.ts';

/**
 * The expected value of each day from the days before it, knowing the weekday pattern and
 * ignoring outliers:
 *
 * - weekday factors: each past day's value over the median of the 7 days centred on it (one of
 *   each weekday, so the pattern cancels and a bad day barely moves it), the median of those
 *   ratios per weekday over the last 8 weeks;
 * - level: the median of the last 14 days with the weekday factor taken out, moved along the
 *   trend (the change between the medians of the last two fortnights, half of it: a trend
 *   extrapolated in full overshoots when it bends);
 * - spread: the MAD of the baseline's own one-day-ahead errors over the last 8 weeks.
 *
 * Days are walked in order, and a day judged an outlier (robust score of 3.5 or more) is left out
 * of every later baseline, so a past outage does not lower what is expected next week. When 5
 * days in a row are outliers on the same side, the metric has moved to a new level (a
 * price change, a new market): the level restarts from those days instead of alarming forever.
 *
 * Only days up to `through` are history; later days (today, incomplete) get an expected value
 * for the chart but never feed a baseline.
 */
export const BASELINE = {
  /** Complete days with values needed before a series is judged at all. */
  minHistoryDays: 28,
  factorWeeks: 8,
  /** Ratios needed for each weekday before its factor is trusted. */
  minPerWeekday: 3,
  levelDays: 14,
  trendDamping: 0.5,
  outlierScore: 3.5,
  /** Consecutive outliers on one side that make a new level. */
  shiftDays: 5,
  /** One-day-ahead errors needed before the spread stands on them alone. */
  minErrors: 14,
  /**
   * How much wider the one-day-ahead errors run than the in-sample scatter: on the benchmark's
   * series a median of 1.66 ×, half of them 1.34-2.07 ×.
   */
  inSampleScale: 1.7,
  /** Below this relative spread a series is treated as this smooth (a constant metric has none). */
  minSpread: 0.005,
} as const;

export interface BaselineDays {
  expected: (number | null)[];
  /** Relative residual spread (a standard deviation, robustly estimated) behind each expectation. */
  spread: (number | null)[];
  /** value / expected - 1, where both are known and expected is positive. */
  deviation: (number | null)[];
  /** deviation / spread: the robust z-score. */
  score: (number | null)[];
  /** Past days (ratios) the day's weekday factors stood on: 0-56. */
  history: number[];
  /** Days left out of later baselines. */
  outlier: boolean[];
}

const HALF_WINDOW = 3;

/** The median of the 7 days centred on each day, from days up to `through` only; null near gaps. */
function centredMedians(values: readonly (number | null)[], through: number): (number | null)[] {
  const out: (number | null)[] = new Array<number | null>(values.length).fill(null);
  const window: number[] = [];
  for (let i = HALF_WINDOW; i + HALF_WINDOW <= through; i++) {
    window.length = 0;
    for (let j = i - HALF_WINDOW; j <= i + HALF_WINDOW; j++) {
      const v = values[j];
      if (v !== null && v !== undefined) window.push(v);
    }
    if (window.length >= 5) out[i] = median(window);
  }
  return out;
}

export function weekdayBaseline(grid: DayGrid, throughIndex: number): BaselineDays {
  const { values } = grid;
  const n = values.length;
  const through = Math.min(throughIndex, n - 1);
  const centred = centredMedians(values, through);
  const ratio: (number | null)[] = centred.map((m, i) => (m !== null && m > 0 && values[i] !== null ? values[i]! / m : null));
  const result: BaselineDays = {
    expected: new Array<number | null>(n).fill(null),
    spread: new Array<number | null>(n).fill(null),
    deviation: new Array<number | null>(n).fill(null),
    score: new Array<number | null>(n).fill(null),
    history: new Array<number>(n).fill(0),
    outlier: new Array<boolean>(n).fill(false),
  };
  // Left out of the weekday factors and the spread for good, even when a new level is accepted.
  const unusual = new Array<boolean>(n).fill(false);
  let regimeStart = 0;
  const perWeekday: number[][] = Array.from({ length: 7 }, () => []);
  const rawFactor = new Array<number>(7).fill(0);
  const factor = new Array<number>(7).fill(0);

  for (let t = 0; t < n; t++) {
    const last = Math.min(t - 1, through);
    if (last < BASELINE.minHistoryDays - 1) continue;

    for (const list of perWeekday) list.length = 0;
    const lastRatio = last - HALF_WINDOW;
    const firstRatio = Math.max(0, lastRatio - BASELINE.factorWeeks * 7 + 1);
    let used = 0;
    for (let i = firstRatio; i <= lastRatio; i++) {
      const r = ratio[i];
      if (r === null || r === undefined || unusual[i]) continue;
      perWeekday[grid.weekday(i)]!.push(r);
      used++;
    }
    if (perWeekday.some((list) => list.length < BASELINE.minPerWeekday)) continue;
    let factorSum = 0;
    for (let w = 0; w < 7; w++) {
      rawFactor[w] = median(perWeekday[w]!);
      factorSum += rawFactor[w]!;
    }
    if (!(factorSum > 0)) continue;
    for (let w = 0; w < 7; w++) factor[w] = (7 * rawFactor[w]!) / factorSum;

    const level = levelAt(values, grid, factor, result.outlier, last, regimeStart);
    if (level === null) continue;
    const trend = last - 2 * BASELINE.levelDays + 1 >= regimeStart ? trendAt(values, grid, factor, result.outlier, last) : 0;
    const ahead = t - last + (BASELINE.levelDays - 1) / 2;
    const expected = Math.max(0, level + BASELINE.trendDamping * trend * ahead) * factor[grid.weekday(t)]!;

    const inSample = () => {
      const residuals: number[] = [];
      for (let i = firstRatio; i <= lastRatio; i++) {
        const r = ratio[i];
        if (r === null || r === undefined || unusual[i]) continue;
        const f = rawFactor[grid.weekday(i)]!;
        if (f > 0) residuals.push(r / f - 1);
      }
      return residuals;
    };
    const spread = Math.max(BASELINE.minSpread, spreadAt(inSample, result.deviation, unusual, last));
    result.expected[t] = expected;
    result.spread[t] = spread;
    result.history[t] = used;

    const value = values[t];
    if (value === null || value === undefined || !(expected > 0)) continue;
    const deviation = value / expected - 1;
    const score = deviation / spread;
    result.deviation[t] = deviation;
    result.score[t] = score;
    if (t > through || Math.abs(score) < BASELINE.outlierScore) continue;
    result.outlier[t] = true;
    unusual[t] = true;
    regimeStart = Math.max(regimeStart, newLevelStart(result, t) ?? regimeStart);
  }
  return result;
}

/**
 * The spread of what the baseline got wrong on the last 8 weeks' ordinary days (its one-day-ahead
 * errors, outliers left out): level and trend errors included, unlike the days' scatter around
 * their own weekday factor, which reads about 60% of it. Until two weeks of such
 * errors exist, that scatter, scaled up by the ratio seen between the two.
 */
function spreadAt(inSample: () => number[], deviation: readonly (number | null)[], unusual: readonly boolean[], last: number): number {
  const errors: number[] = [];
  for (let i = Math.max(0, last - BASELINE.factorWeeks * 7 + 1); i <= last; i++) {
    const d = deviation[i];
    if (d !== null && d !== undefined && !unusual[i]) errors.push(d);
  }
  if (errors.length >= BASELINE.minErrors) return spreadAboutZero(errors);
  return BASELINE.inSampleScale * spreadAboutZero(inSample());
}

/** The median of the recent days without the weekday factor (outliers left out while enough remain). */
function levelAt(values: readonly (number | null)[], grid: DayGrid, factor: readonly number[], outlier: readonly boolean[], last: number, regimeStart: number): number | null {
  const pick = (from: number, withOutliers: boolean) => {
    const ys: number[] = [];
    for (let i = Math.max(from, regimeStart); i <= last; i++) {
      const v = values[i];
      const f = factor[grid.weekday(i)]!;
      if (v === null || v === undefined || f <= 0 || (outlier[i] && !withOutliers)) continue;
      ys.push(v / f);
    }
    return ys;
  };
  let ys = pick(last - BASELINE.levelDays + 1, false);
  if (ys.length < 5) ys = pick(last - 2 * BASELINE.levelDays + 1, false);
  if (ys.length < 3) ys = pick(last - BASELINE.levelDays + 1, true);
  return ys.length ? median(ys) : null;
}

/** Change per day between the medians of the last two fortnights (factor taken out), 0 when either is thin. */
function trendAt(values: readonly (number | null)[], grid: DayGrid, factor: readonly number[], outlier: readonly boolean[], last: number): number {
  const half = (to: number) => {
    const ys: number[] = [];
    for (let i = to - BASELINE.levelDays + 1; i <= to; i++) {
      const v = values[i];
      const f = factor[grid.weekday(i)]!;
      if (v !== null && v !== undefined && f > 0 && !outlier[i]) ys.push(v / f);
    }
    return ys.length >= 5 ? median(ys) : null;
  };
  const recent = half(last);
  const before = half(last - BASELINE.levelDays);
  return recent === null || before === null ? 0 : (recent - before) / BASELINE.levelDays;
}

/**
 * When `t` closes a run of outliers on one side (5 days in a row), the first of them: the
 * metric's new level starts there, and those days stop being outliers for the level.
 */
function newLevelStart(days: BaselineDays, t: number): number | null {
  const side = Math.sign(days.score[t]!);
  const start = t - BASELINE.shiftDays + 1;
  if (start < 0) return null;
  for (let i = start; i <= t; i++) {
    if (!days.outlier[i] || Math.sign(days.score[i] ?? 0) !== side) return null;
  }
  for (let i = start; i <= t; i++) days.outlier[i] = false;
  return start;
}
