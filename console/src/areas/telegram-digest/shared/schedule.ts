import { DIGEST_DEFAULTS, DIGEST_FREQUENCIES, type DigestFrequency } from '../../../../../contracts/digest.ts';
import type { MessageKey, Translate } from '../../../i18n/types';

export { DIGEST_FREQUENCIES, type DigestFrequency };

/** Spec 3: dayOfWeek 0 is Sunday … 6 Saturday; the names in that order. */
export const DAY_KEYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const dayKey = (day: number): MessageKey => `telegramDigest.days.${DAY_KEYS[day] ?? 'monday'}`;

/** When a digest comes, as a form holds it: every field has a value, applicable or not. */
export interface ScheduleValues {
  frequency: DigestFrequency;
  hour: number;
  minute: number;
  dayOfWeek: number;
  timezone: string;
}

/** The schedule fields of a request: spec 5 leaves hour out for hourly digests and dayOfWeek out unless weekly. */
export interface SchedulePayload {
  frequency: DigestFrequency;
  minute: number;
  timezone: string;
  hour?: number;
  dayOfWeek?: number;
}

export const hourApplies = (frequency: DigestFrequency) => frequency !== 'HOURLY';
export const dayApplies = (frequency: DigestFrequency) => frequency === 'WEEKLY';

export function schedulePayload(values: ScheduleValues): SchedulePayload {
  return {
    frequency: values.frequency,
    ...(hourApplies(values.frequency) ? { hour: values.hour } : {}),
    minute: values.minute,
    ...(dayApplies(values.frequency) ? { dayOfWeek: values.dayOfWeek } : {}),
    timezone: values.timezone,
  };
}

/** The browser's zone (spec 3: the form's default), else UTC when the browser does not say. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the server accepts (contracts/digest.ts checks the same list), for the picker. */
export const timeZones = (): string[] => [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();

/** Spec 3 'Defaults for a new digest': DAILY at 09:00, Monday, the user's zone. */
export const defaultSchedule = (): ScheduleValues => ({
  frequency: DIGEST_DEFAULTS.frequency,
  hour: DIGEST_DEFAULTS.hour,
  minute: DIGEST_DEFAULTS.minute,
  dayOfWeek: DIGEST_DEFAULTS.dayOfWeek,
  timezone: browserTimeZone(),
});

/** A stored digest's schedule as the form holds it: a field that does not apply gets the default back. */
export const scheduleOf = (digest: { frequency: DigestFrequency; hour: number | null; minute: number; dayOfWeek: number | null; timezone: string }): ScheduleValues => ({
  frequency: digest.frequency,
  hour: digest.hour ?? DIGEST_DEFAULTS.hour,
  minute: digest.minute,
  dayOfWeek: digest.dayOfWeek ?? DIGEST_DEFAULTS.dayOfWeek,
  timezone: digest.timezone,
});

/**
 * What a typed hour or minute becomes: spec 5 turns non-numeric input into 0, and the value is
 * kept within its range (0-23, 0-59) so the request always passes.
 */
export function clampNumber(text: string, max: number): number {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value)) return 0;
  return Math.min(max, Math.max(0, value));
}

const pad = (value: number) => String(value).padStart(2, '0');
export const clockTime = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

/** The card's frequency label: 'Daily at 09:00 (Europe/Moscow)', 'Weekly on Monday at 09:00 (UTC)'. */
export function scheduleLabel(digest: { frequency: DigestFrequency; hour: number | null; minute: number; dayOfWeek: number | null; timezone: string }, t: Translate): string {
  const values = scheduleOf(digest);
  const time = clockTime(values.hour, values.minute);
  const schedule =
    values.frequency === 'HOURLY'
      ? t('telegramDigest.schedule.hourly', { minute: pad(values.minute) })
      : values.frequency === 'WEEKLY'
        ? t('telegramDigest.schedule.weekly', { day: t(dayKey(values.dayOfWeek)), time })
        : t('telegramDigest.schedule.daily', { time });
  return t('telegramDigest.schedule.inZone', { schedule, zone: values.timezone });
}
