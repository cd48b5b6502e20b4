import { explainShift } from '../detect/explain-shift.ts';
import { funnelStep } from '../detect/funnel-step.ts';
import type { AmplitudeReader, DailySeries, SegmentSeries } from '../metric-source.ts';
import type { FunnelFound, ShiftFound } from './insight-text.ts';

/** Which watched events start a funnel step and which finish one (checkout_started → purchase_completed). */
const STEP_START = /checkout|paywall|cart|view/i;
const STEP_END = /purchase|payment|subscri|order|complete|paid/i;

/** The properties a revenue move is looked for in: where a broken release or payment flow shows. */
export const SEGMENT_PROPERTIES = ['platform', 'country'] as const;

/**
 * When revenue moves, the Amplitude segment that moved the same days. No id joins a RevenueCat
 * customer to an Amplitude user, so the link is the calendar: each watched event's segments are
 * judged on the episode's days against their own weekday baseline, and the one that explains
 * most of its event's move, in the same direction as revenue, is named. Segments are read once
 * per run and reused for every episode.
 */
export function createCorrelator(amplitude: AmplitudeReader, watched: DailySeries[], window: { from: string; to: string }) {
  const cache = new Map<string, Promise<SegmentSeries[]>>();
  const segmentsOf = (eventType: string, property: string) => {
    const key = `${eventType}\u0000${property}`;
    if (!cache.has(key)) cache.set(key, amplitude.eventBySegment(eventType, property, window.from, window.to));
    return cache.get(key)!;
  };
  const eventOf = (series: DailySeries) => ({ eventType: series.metric.slice('amplitude.event:'.length), points: series.points });
  /** The funnel step among the watched events whose conversion moved most, in the same direction. */
  const movedStep = (dates: string[], direction: number): FunnelFound | null => {
    let found: FunnelFound | null = null;
    for (const from of watched.map(eventOf).filter((e) => STEP_START.test(e.eventType))) {
      for (const to of watched.map(eventOf).filter((e) => e.eventType !== from.eventType && STEP_END.test(e.eventType))) {
        const step = funnelStep(dates, from, to);
        if (step && Math.sign(step.change) === Math.sign(direction) && (!found || Math.abs(step.change) > Math.abs(found.change))) {
          found = { fromEvent: step.fromEvent, toEvent: step.toEvent, change: step.change, fromChange: step.fromChange };
        }
      }
    }
    return found;
  };
  return async function correlate(dates: string[], direction: number): Promise<(ShiftFound & { request: string; funnel: FunnelFound | null }) | null> {
    let best: (ShiftFound & { request: string; funnel: FunnelFound | null }) | null = null;
    for (const total of watched) {
      const eventType = total.metric.slice('amplitude.event:'.length);
      for (const property of SEGMENT_PROPERTIES) {
        const segments = await segmentsOf(eventType, property);
        const found = explainShift(dates, total.points, segments);
        if (!found || Math.sign(found.change) !== Math.sign(direction)) continue;
        if (!best || found.share * Math.abs(found.change) > best.share * Math.abs(best.change)) {
          best = { eventType, property, segment: found.segment, change: found.change, share: found.share, request: found.request, funnel: null };
        }
      }
    }
    return best ? { ...best, funnel: movedStep(dates, direction) } : null;
  };
}
