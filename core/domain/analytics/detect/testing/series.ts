import { addDays } from '../../../../clients/analytics-days.ts';
import type { DailyPoint } from '../../metric-source.ts';
import { seededRandom } from './seeded-random.ts';

/** Uniform noise in [-1, 1), the same for the same seed. */
export function noiseStream(seed: number): () => number {
  const next = seededRandom(seed);
  return () => next() * 2 - 1;
}

export interface SeriesShape {
  days: number;
  /** 2026-01-05 is a Monday. */
  start?: string;
  level?: number;
  /** Monday first: 7 factors. The default: weekends at 40% and 35% of a weekday. */
  weekly?: readonly number[];
  /** Uniform noise of this relative half-width. */
  noise?: number;
  seed?: number;
  /** Relative change on given day indexes: { 100: -0.5 } halves day 100. */
  plant?: Record<number, number>;
  /** Day indexes with no value. */
  missing?: readonly number[];
}

export const WEEKEND_DIP = [1, 1, 1, 1, 1, 0.4, 0.35] as const;

/** A daily series with a weekly rhythm, optional noise and planted changes. */
export function series(shape: SeriesShape): DailyPoint[] {
  const start = shape.start ?? '2026-01-05';
  const level = shape.level ?? 1000;
  const weekly = shape.weekly ?? WEEKEND_DIP;
  const rand = noiseStream(shape.seed ?? 1);
  const missing = new Set(shape.missing ?? []);
  return Array.from({ length: shape.days }, (_, i) => {
    const value = level * weekly[i % 7]! * (1 + (shape.noise ?? 0.03) * rand()) * (1 + (shape.plant?.[i] ?? 0));
    return { date: addDays(start, i), value: missing.has(i) ? null : Math.round(value * 100) / 100 };
  });
}

export const dayAt = (i: number, start = '2026-01-05') => addDays(start, i);
