import { daysFrom, isoWeekday } from '../../core/clients/analytics-days.ts';
import { seededUnit } from '../telegram-user/seeded-hash.ts';
import { fakeCalendar, plantedDays, type FakeCalendar, type FakeCalendarOptions } from './calendar.ts';

/**
 * The numbers both analytics fakes serve, from one place so RevenueCat's revenue and Amplitude's
 * purchases agree day by day: a seeded app whose revenue is its purchases (iOS, Android, Web) at
 * one price, with a weekly rhythm (weekends lower for money, higher for people using the app), a
 * gentle rise over the 120 days, noise drawn from a hash of (series, day) so every request and
 * process sees the same values, and today counted only as far as it has gone.
 *
 * The planted story: on Tuesday to Thursday of last ISO week Android's purchases fell by 80%
 * while its checkouts did not (the checkout -> purchase step broke on Android), so revenue is
 * about 35% below normal those days (Android is 44% of purchases) and iOS and Web are normal.
 */
export const FAKE_EVENTS = ['app_open', 'checkout_started', 'purchase_completed', 'trial_started'] as const;
export type FakeEvent = (typeof FAKE_EVENTS)[number];
export const FAKE_PLATFORMS = ['iOS', 'Android', 'Web'] as const;
export type FakePlatform = (typeof FAKE_PLATFORMS)[number];
export type RevenueCatFakeMetric = 'revenue' | 'mrr' | 'actives' | 'trials' | 'churn';

const PRICE = 9.99;
/** Android's share of purchases stays on through the planted days: 20%. */
const PLANTED_ANDROID = 0.2;
/** Monday first. */
const MONEY_WEEK = [1.0, 1.03, 1.04, 1.02, 0.98, 0.78, 0.72];
const PEOPLE_WEEK = [0.94, 0.95, 0.96, 0.97, 1.02, 1.14, 1.18];
/** Checkouts a day at the start, by platform, and the share of them that end in a purchase. */
const CHECKOUTS: Record<FakePlatform, number> = { iOS: 210, Android: 220, Web: 70 };
const CHECKOUT_TO_PURCHASE = 0.32;
/** Of the people and the events not about money, each platform's part. */
const PEOPLE_SHARE: Record<FakePlatform, number> = { iOS: 0.45, Android: 0.4, Web: 0.15 };

/** One day's values, computed against a calendar. */
export interface FakeDay {
  day: string;
  /** The day is today: flows are the part of it that has passed. */
  partial: boolean;
  events: Record<FakeEvent, Record<FakePlatform, number>>;
  activeUsers: number;
  newUsers: number;
  revenuecat: Record<RevenueCatFakeMetric, number>;
}

/** A symmetric noise in [-spread, spread], peaked at 0 (the sum of two seeded dice). */
const noise = (spread: number, ...key: Array<string | number>) => (seededUnit(...key, 'a') + seededUnit(...key, 'b') - 1) * spread;

export class FakeAnalyticsData {
  readonly calendar: FakeCalendar;
  private readonly planted: Set<string>;

  constructor(options: FakeCalendarOptions = {}) {
    this.calendar = fakeCalendar(options);
    this.planted = new Set(plantedDays(this.calendar.today));
  }

  /** The day's values, or null outside the fakes' 120 days (before the first, after today). */
  day(day: string): FakeDay | null {
    const { first, today, fraction } = this.calendar;
    if (day < first || day > today) return null;
    const index = daysFrom(first, day).length - 1;
    const weekday = isoWeekday(day) - 1;
    const flow = day === today ? fraction : 1;
    const trend = (perDay: number) => 1 + perDay * index;
    const money = MONEY_WEEK[weekday]! * trend(0.0015);
    const people = PEOPLE_WEEK[weekday]! * trend(0.0015);

    const activeUsers = 5200 * people * (1 + noise(0.03, 'active_users', day));
    const perPlatform = (f: (platform: FakePlatform) => number) => Object.fromEntries(FAKE_PLATFORMS.map((p) => [p, Math.round(f(p) * flow)])) as Record<FakePlatform, number>;
    const checkouts = (p: FakePlatform) => CHECKOUTS[p] * money * (1 + noise(0.05, 'checkout_started', p, day));
    const events = {
      app_open: perPlatform((p) => activeUsers * 3.1 * PEOPLE_SHARE[p] * (1 + noise(0.04, 'app_open', p, day))),
      checkout_started: perPlatform(checkouts),
      purchase_completed: perPlatform(
        (p) => checkouts(p) * CHECKOUT_TO_PURCHASE * (1 + noise(0.04, 'purchase_completed', p, day)) * (p === 'Android' && this.planted.has(day) ? PLANTED_ANDROID : 1),
      ),
      trial_started: perPlatform((p) => 110 * people * PEOPLE_SHARE[p] * (1 + noise(0.08, 'trial_started', p, day))),
    };
    const purchases = FAKE_PLATFORMS.reduce((sum, p) => sum + events.purchase_completed[p], 0);
    const stock = (level: number, perDay: number, spread: number, key: string) => level * trend(perDay) * (1 + noise(spread, key, day));
    return {
      day,
      partial: day === today,
      events,
      activeUsers: Math.round(activeUsers * flow),
      newUsers: Math.round(640 * people * (1 + noise(0.06, 'new_users', day)) * flow),
      revenuecat: {
        revenue: Math.round(purchases * PRICE * (1 + noise(0.02, 'revenue', day)) * 100) / 100,
        mrr: Math.round(stock(14_500, 0.0012, 0.005, 'mrr')),
        actives: Math.round(stock(2_400, 0.0012, 0.005, 'actives')),
        trials: Math.round(stock(320, 0.001, 0.03, 'trials')),
        churn: Math.round((2.3 + noise(0.3, 'churn', day)) * 100) / 100,
      },
    };
  }

  /** Every day from `from` to `to` with its values (null outside the 120 days). */
  range(from: string, to: string): Array<{ day: string; data: FakeDay | null }> {
    return daysFrom(from, to).map((day) => ({ day, data: this.day(day) }));
  }
}
