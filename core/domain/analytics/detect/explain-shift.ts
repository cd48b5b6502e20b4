import type { SegmentSeries } from '../metric-source.ts';
import { deviationOnDays } from './deviation-on-days.ts';
import type { DailyPoint } from './types.ts';

export const EXPLAIN = {
  /** The least share of the total's deviation a segment must carry to be named. */
  minShare: 0.4,
  /** Its own score: a segment's move must stand out of its own day-to-day noise. */
  minScore: 3,
  /**
   * Its relative change against the total's: a segment that moved no more than the whole (every
   * platform down 20%) explains nothing, however large its share.
   */
  minConcentration: 1.25,
} as const;

export interface SegmentShift {
  eventType: string;
  property: string;
  segment: string;
  /** Signed percent of the segment on those days against its own weekday baseline (-80 for a fall of 80%). */
  change: number;
  /** Its share of the total's deviation on those days, 0-1 (capped at 1: other segments may have moved the other way). */
  share: number;
  actual: number;
  expected: number;
  /** The total's own change on those days, signed percent. */
  totalChange: number;
  /** The upstream request that read the segment, to show with the figure. */
  request: string;
}

/**
 * Which segment of an event (platform = Android) moved the same days as an anomaly, the same way,
 * and carries the largest share of the event total's deviation on those days, each judged
 * against its own weekday baseline: 'purchase_completed on platform = Android fell 80% on the
 * same days (71% of the drop)'. Null when none carries at least 40%, when the segment's move is
 * within its own noise or no larger than the total's, or when the total did not move.
 */
export function explainShift(dates: readonly string[], total: readonly DailyPoint[], segments: readonly SegmentSeries[]): SegmentShift | null {
  const whole = deviationOnDays(total, dates);
  if (!whole) return null;
  const totalDeviation = whole.actual - whole.expected;
  if (totalDeviation === 0 || whole.expected <= 0) return null;
  let best: SegmentShift | null = null;
  let bestShare = 0;
  for (const segment of segments) {
    const part = deviationOnDays(segment.points, dates);
    if (!part || part.expected <= 0) continue;
    const deviation = part.actual - part.expected;
    if (Math.sign(deviation) !== Math.sign(totalDeviation)) continue;
    if (Math.abs(part.score) < EXPLAIN.minScore) continue;
    if (Math.abs(part.change) < EXPLAIN.minConcentration * Math.abs(whole.change)) continue;
    const share = deviation / totalDeviation;
    if (share < EXPLAIN.minShare || share <= bestShare) continue;
    bestShare = share;
    best = {
      eventType: segment.eventType,
      property: segment.property,
      segment: segment.segment,
      change: Math.round(part.change * 1000) / 10,
      share: Math.round(Math.min(1, share) * 100) / 100,
      actual: part.actual,
      expected: part.expected,
      totalChange: Math.round(whole.change * 1000) / 10,
      request: segment.request,
    };
  }
  return best;
}
