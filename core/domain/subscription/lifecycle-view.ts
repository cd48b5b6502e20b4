import type { Subscription } from '../../../db/index.ts';
import { periodEnd } from './billing-dates.ts';

/** What the workflow keeps of a subscription after each step (all activities answer it). */
export interface LifecycleView {
  subscriptionId: string;
  status: string;
  period: number;
  startDate: string | null;
  endDate: string | null;
  renewalAttempt: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const lifecycleView = (s: Subscription): LifecycleView => ({
  subscriptionId: s.id,
  status: s.status,
  period: s.period,
  startDate: iso(s.startDate),
  endDate: iso(s.endDate),
  renewalAttempt: s.renewalAttempt,
});

/**
 * When period `period` ends: calendar months from the billing anchor, or a fixed number of
 * seconds when the timing says so (tests and demos).
 */
export function endOfPeriod(anchor: Date, anchorPeriod: number, period: number, periodSeconds: number | null): Date {
  const periods = period - anchorPeriod + 1;
  return periodSeconds ? new Date(anchor.getTime() + periods * periodSeconds * 1000) : periodEnd(anchor, periods);
}
