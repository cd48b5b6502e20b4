import { seededRandom } from '../core/domain/analytics/detect/testing/seeded-random.ts';
import type { DailyPoint } from '../core/domain/analytics/metric-source.ts';

/**
 * Synthetic daily series with planted anomalies and their true dates, for the detector's quality
 * benchmark (bench/analytics-detector.ts). Seeded: the same seed gives the same series, byte for
 * byte, so the gate on them cannot be flaky.
 *
 * Each series: 120-150 days from a start that varies the weekday; a user threshold (5 of 6 at
 * 0.10-0.20, the default 0.15 the commonest); a weekly pattern (none, a weekend dip, a weekend
 * peak or an arbitrary one, of strength up to 60%); a trend (flat, or -40% to +60% over the
 * series); daily noise (normal, one day in 20 at twice the scale: heavier tails than a normal's),
 * as a multiple for money and as Poisson counts plus a multiple for counts; one or two
 * holidays (a single odd day, smaller than the threshold); missing days in some; and planted
 * events in the last 90 days (and some before them, in the history the baseline reads): dips and
 * spikes of 1-3 days, sizes 'above' the threshold (1.5-4 ×) or 'around' it (0.8-1.5 ×), and
 * level shifts that stay. One in ten series is low-volume (2-15 a day), which the monitoring
 * must not judge; about one in five of the others has no event at all.
 */
export interface SeriesSettings {
  count: number;
  seed: number;
  /** Days judged at the end of each series (the last day, incomplete, not among them). */
  judgedDays: number;
}

export type EventKind = 'dip' | 'spike' | 'shift';
export type SizeGroup = 'above' | 'around';

export interface PlantedEvent {
  kind: EventKind;
  /** Index of its first day in the series. */
  start: number;
  /** Days it lasts (a shift: until the series ends). */
  days: number;
  /** Signed relative effect on the true value (-0.4: the days read 40% under what they would have). */
  size: number;
  /** Size against the series' threshold: 'above' 1.5-4 ×, 'around' 0.8-1.5 ×. */
  group: SizeGroup;
}

export interface SyntheticSeries {
  id: number;
  unit: 'count' | 'money';
  threshold: number;
  /** The relative daily noise (standard deviation) the series was made with, Poisson included. */
  noise: number;
  noisy: boolean;
  lowVolume: boolean;
  weekly: 'none' | 'weekend dip' | 'weekend peak' | 'arbitrary';
  /** Complete values for every day; the walker makes the last one partial. */
  points: DailyPoint[];
  events: PlantedEvent[];
  /** Indexes of holidays: single odd days under the threshold, not to be alarmed on. */
  holidays: number[];
  /** Weekday (0 Sunday-6 Saturday) of each index. */
  weekdays: number[];
}

type Random = () => number;
const between = (rng: Random, lo: number, hi: number) => lo + (hi - lo) * rng();
const pick = <T>(rng: Random, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
function normal(rng: Random): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}
function poisson(rng: Random, lambda: number): number {
  if (lambda > 50) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal(rng)));
  const limit = Math.exp(-lambda);
  let k = 0;
  for (let p = rng(); p > limit; p *= rng()) k++;
  return k;
}

const THRESHOLDS = [0.1, 0.15, 0.15, 0.2, 0.25, 0.3] as const;
const START = Date.parse('2026-01-05T00:00:00Z');
const DAY_MS = 86_400_000;

function weeklyPattern(rng: Random): { kind: SyntheticSeries['weekly']; factors: number[] } {
  const kind = pick(rng, ['none', 'weekend dip', 'weekend dip', 'weekend peak', 'arbitrary'] as const);
  const a = between(rng, 0.1, 0.6);
  // Index 0 is Sunday, 6 Saturday (Date#getUTCDay).
  const raw =
    kind === 'none'
      ? [1, 1, 1, 1, 1, 1, 1]
      : kind === 'weekend dip'
        ? [1 - 0.8 * a, 1, 1, 1, 1, 1 - 0.1 * a, 1 - a]
        : kind === 'weekend peak'
          ? [1 + a, 1, 1, 1, 1, 1 + 0.3 * a, 1 + 0.8 * a]
          : Array.from({ length: 7 }, () => 1 + a * between(rng, -0.8, 0.8));
  const mean = raw.reduce((s, x) => s + x, 0) / 7;
  return { kind, factors: raw.map((x) => x / mean) };
}

/** Events in [from, to], at least 10 days apart, off the holidays. */
function plantEvents(rng: Random, threshold: number, from: number, to: number, count: number, holidays: number[], taken: number[]): PlantedEvent[] {
  const events: PlantedEvent[] = [];
  for (let tries = 0; events.length < count && tries < 200; tries++) {
    const days = pick(rng, [1, 1, 1, 1, 1, 1, 1, 2, 2, 3]);
    const start = Math.floor(between(rng, from, to - days + 2));
    if (start + days - 1 > to) continue;
    const clash = taken.some((t) => Math.abs(t - start) < 10) || holidays.some((h) => h >= start - 1 && h <= start + days);
    if (clash) continue;
    const group: SizeGroup = rng() < 0.7 ? 'above' : 'around';
    const multiple = group === 'above' ? between(rng, 1.5, 4) : between(rng, 0.8, 1.5);
    const kind: EventKind = rng() < 0.6 ? 'dip' : 'spike';
    const size = kind === 'dip' ? -Math.min(0.95, multiple * threshold) : multiple * threshold;
    events.push({ kind, start, days, size, group });
    taken.push(start);
  }
  return events;
}

export function generateSeries(s: SeriesSettings): SyntheticSeries[] {
  const rng = seededRandom(s.seed);
  return Array.from({ length: s.count }, (_, id) => oneSeries(rng, id, s.judgedDays));
}

function oneSeries(rng: Random, id: number, judgedDays: number): SyntheticSeries {
  const length = 120 + Math.floor(rng() * 31);
  const startMs = START + Math.floor(rng() * 200) * DAY_MS;
  const threshold = pick(rng, THRESHOLDS);
  const lowVolume = rng() < 0.1;
  const unit: SyntheticSeries['unit'] = lowVolume || rng() < 0.5 ? 'count' : 'money';
  const level = lowVolume ? between(rng, 2, 15) : Math.exp(between(rng, Math.log(unit === 'count' ? 500 : 300), Math.log(unit === 'count' ? 20_000 : 100_000)));
  const noisy = !lowVolume && rng() < 0.2;
  const noise = lowVolume ? 1 / Math.sqrt(level) : noisy ? between(rng, threshold / 3, threshold / 2) : between(rng, 0.01, threshold / 3);
  const poissonShare = unit === 'count' ? 1 / level : 0;
  const multiplicative = Math.sqrt(Math.max(0, noise * noise - poissonShare));
  const weekly = weeklyPattern(rng);
  const trend = rng() < 0.35 ? 0 : between(rng, -0.4, 0.6);
  const judgedFrom = length - 1 - judgedDays;
  const holidays = Array.from({ length: 1 + Math.floor(rng() * 2) }, () => Math.floor(between(rng, 30, length - 1)));
  const holidayEffect = holidays.map(() => (rng() < 0.8 ? -1 : 1) * between(rng, 0.3, 0.8) * threshold);
  const missing = rng() < 0.3 ? between(rng, 0.01, 0.05) : 0;

  const taken: number[] = [];
  const events: PlantedEvent[] = [];
  if (!lowVolume && rng() < 0.3) events.push(...plantEvents(rng, threshold, 35, judgedFrom - 1, 1, holidays, taken));
  const inWindow = lowVolume ? pick(rng, [0, 1]) : pick(rng, [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3]);
  events.push(...plantEvents(rng, threshold, judgedFrom, length - 2, inWindow, holidays, taken));
  if (!lowVolume && rng() < 0.15) {
    const start = Math.floor(between(rng, judgedFrom, length - 10));
    if (!taken.some((t) => Math.abs(t - start) < 10)) {
      events.push({ kind: 'shift', start, days: length - start, size: (rng() < 0.6 ? -1 : 1) * between(rng, 1.5, 3) * threshold, group: 'above' });
    }
  }

  const points: DailyPoint[] = [];
  const weekdays: number[] = [];
  for (let i = 0; i < length; i++) {
    const date = new Date(startMs + i * DAY_MS);
    const weekday = date.getUTCDay();
    weekdays.push(weekday);
    let truth = level * (1 + (trend * i) / length) * weekly.factors[weekday]!;
    const holiday = holidays.indexOf(i);
    if (holiday >= 0) truth *= 1 + holidayEffect[holiday]!;
    for (const e of events) if (i >= e.start && i < e.start + e.days) truth *= 1 + e.size;
    const scale = rng() < 0.05 ? 2 : 1;
    const drawn = unit === 'count' ? poisson(rng, truth) : truth;
    const value = Math.max(0, drawn * (1 + scale * multiplicative * normal(rng)));
    // A planted day is never missing: its date is the truth the detector is scored on.
    const gap = rng() < missing && i < length - 1 && !events.some((e) => i >= e.start && i < e.start + Math.min(e.days, 3));
    points.push({ date: date.toISOString().slice(0, 10), value: gap ? null : unit === 'count' ? Math.round(value) : Math.round(value * 100) / 100 });
  }
  return { id, unit, threshold, noise, noisy, lowVolume, weekly: weekly.kind, points, events, holidays, weekdays };
}
