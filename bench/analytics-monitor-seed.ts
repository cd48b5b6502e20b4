import { randomUUID } from 'node:crypto';
import { addDays, dayOf, isoWeekday } from '../core/clients/analytics-days.ts';
import type { SecretBox } from '../core/crypto.ts';
import { storeAnalyticsKeys } from '../core/domain/analytics/keys.ts';
import { AnalyticsSettings, TelegramLink, User } from '../db/index.ts';
import { plantedDays } from '../sandbox/analytics-data/calendar.ts';

/** Days a user's first scheduled run judges (core/domain/analytics/monitor/judge-window.ts, MAX_CATCH_UP_DAYS). */
const FIRST_RUN_DAYS = 7;

/**
 * The fakes' today for a run on `now`: the real one, or the coming Monday, whichever puts more
 * of the fakes' planted revenue drop (Tuesday to Thursday of the ISO week before their today)
 * into the days a first run judges (the week ending yesterday). On the real calendar alone the
 * drop is out of that week from Friday to Sunday, and the runs would find nothing to word; with
 * it in, every run finds it, names Android as the segment and words its insights, whatever the
 * weekday. A today ahead of the real one only completes days no run asks for.
 */
export function fakeTodayFor(now: Date): string {
  const today = dayOf(now);
  const judged = (day: string) => day >= addDays(today, -FIRST_RUN_DAYS) && day < today;
  const covered = (fakeToday: string) => plantedDays(fakeToday).filter(judged).length;
  const monday = addDays(today, 8 - isoWeekday(today));
  return covered(monday) > covered(today) ? monday : today;
}

export interface SeededSlot {
  slot: string;
  userIds: string[];
  /** Their chats with the analytics bot: chat i + firstChat belongs to user i. */
  firstChat: number;
}

/**
 * `count` users in one monitoring slot as saving their keys leaves them (keys stored encrypted
 * with `box`, the temporal-worker's key, monitoring on, no events watched yet, nothing judged yet),
 * written in bulk rather than through the API: what is measured is the slot's run, not the
 * settings page. Each has linked the analytics bot, so the runs queue their alerts.
 */
export async function seedMonitoredUsers(count: number, slot: { hour: number; timezone: string }, box: SecretBox, firstChat: number): Promise<SeededSlot> {
  const slotName = `${String(slot.hour).padStart(2, '0')}00-${slot.timezone}`;
  const users = await User.query().insert(Array.from({ length: count }, (_, i) => ({ googleId: `bench-${randomUUID()}`, email: `analyst${i}@example.com`, name: `Bench Analyst ${i}`, role: 'user' as const })));
  // One key per user, as each has their own projects (the limits are kept per user).
  for (const [i, user] of users.entries()) {
    await storeAnalyticsKeys(box, user.id, { revenuecat: `sk_bench_${i}_${user.id.slice(0, 8)}`, amplitude: { apiKey: `amp_bench_${i}`, secretKey: `amp_bench_secret_${user.id.slice(0, 8)}` } });
  }
  await AnalyticsSettings.query().insert(users.map((user) => ({ userId: user.id, dailyMonitoringEnabled: true, notificationHour: slot.hour, notificationTimezone: slot.timezone, slot: slotName })));
  await TelegramLink.query().insert(users.map((user, i) => ({ userId: user.id, bot: 'analytics', chatId: firstChat + i, telegramUserId: firstChat + i, firstName: 'Analyst', username: null, languageCode: 'en' })));
  return { slot: slotName, userIds: users.map((user) => user.id), firstChat };
}
