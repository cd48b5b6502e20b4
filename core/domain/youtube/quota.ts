import type { Knex } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';

/** Spec 9 and Google's own numbers: 10,000 units a day; a list costs 1, an insert 50. */
export const DAILY_QUOTA_UNITS = 10_000;
export const QUOTA_COST = { list: 1, insert: 50 } as const;

/** Google's quota day starts at midnight Pacific time (with its daylight saving). */
export const pacificDay = (at: Date): string => at.toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });

export interface QuotaUsage {
  day: string;
  used: number;
  limit: number;
}

/** Units the user spent today (Pacific). */
export async function quotaUsage(knex: Knex, userId: string, now = new Date()): Promise<QuotaUsage> {
  const day = pacificDay(now);
  const row = await knex('youtube_quota_usage').where({ user_id: userId, day }).first<{ units: number } | undefined>();
  return { day, used: row?.units ?? 0, limit: DAILY_QUOTA_UNITS };
}

/**
 * Books `units` before the call is made, in one statement that refuses to pass the daily
 * limit, so two tabs cannot overspend together. A call that would exceed it is not made.
 */
export async function spendQuota(knex: Knex, userId: string, units: number, now = new Date()): Promise<void> {
  const day = pacificDay(now);
  const booked = await knex.raw<{ rows: unknown[] }>(
    `insert into youtube_quota_usage (user_id, day, units) values (?, ?, ?)
     on conflict (user_id, day) do update set units = youtube_quota_usage.units + excluded.units
     where youtube_quota_usage.units + excluded.units <= ?
     returning units`,
    [userId, day, units, DAILY_QUOTA_UNITS],
  );
  if (booked.rows.length === 0 || units > DAILY_QUOTA_UNITS) {
    throw new AppError('rate_limited', `Today's YouTube API quota of ${DAILY_QUOTA_UNITS.toLocaleString('en-US')} units is used up. It resets at midnight Pacific time.`);
  }
}
