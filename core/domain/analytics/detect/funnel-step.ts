import { deviationOnDays } from './deviation-on-days.ts';
import type { DailyPoint } from './types.ts';

export const FUNNEL = {
  /** The least relative change of the conversion that counts as a move. */
  minChange: 0.1,
  /** And its score against the conversion's own day-to-day noise. */
  minScore: 3,
} as const;

export interface FunnelStepShift {
  fromEvent: string;
  toEvent: string;
  /** The conversion (to / from) on those days together, and what its weekday baseline expected. */
  actual: number;
  expected: number;
  /** Signed percent of the conversion against its baseline. */
  change: number;
  score: number;
  /** Signed percent of the upper step's own volume on those days: did fewer start, or fewer finish? */
  fromChange: number | null;
}

interface EventSeries {
  eventType: string;
  points: readonly DailyPoint[];
}

/**
 * Whether the conversion between two steps of a funnel (checkout_started → purchase_completed)
 * moved on the given days against its own weekday baseline: the daily conversion is a series
 * like any other, and the days' conversion is expected as the baseline's, weighted by each day's
 * upper-step volume. Null when it did not move (under 10%, or within its own noise) or when
 * there is too little history to say.
 */
export function funnelStep(dates: readonly string[], from: EventSeries, to: EventSeries): FunnelStepShift | null {
  const finished = new Map(to.points.map((p) => [p.date, p.value]));
  const conversion: DailyPoint[] = from.points.map((p) => {
    const done = finished.get(p.date);
    return { date: p.date, value: p.value !== null && p.value > 0 && done !== null && done !== undefined ? done / p.value : null };
  });
  const moved = deviationOnDays(conversion, dates);
  if (!moved) return null;
  const started = new Map(from.points.map((p) => [p.date, p.value ?? 0]));
  let volume = 0;
  let actual = 0;
  let expected = 0;
  for (const day of moved.days) {
    const n = started.get(day.date) ?? 0;
    volume += n;
    actual += day.actual * n;
    expected += day.expected * n;
  }
  if (volume <= 0 || expected <= 0) return null;
  const change = actual / expected - 1;
  if (Math.abs(change) < FUNNEL.minChange || Math.abs(moved.score) < FUNNEL.minScore) return null;
  const upper = deviationOnDays(from.points, dates);
  return {
    fromEvent: from.eventType,
    toEvent: to.eventType,
    actual: actual / volume,
    expected: expected / volume,
    change: Math.round(change * 1000) / 10,
    score: Math.round(moved.score * 100) / 100,
    fromChange: upper ? Math.round(upper.change * 1000) / 10 : null,
  };
}
