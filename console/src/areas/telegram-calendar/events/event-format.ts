import { intlLocale } from '../../../i18n/format';
import type { Locale, MessageKey, Translate } from '../../../i18n/types';
import type { MessagingEvent } from '../shared/calendar-api';

/** Spec 3: transcribedText present means a voice message; a photo is the contract's own source. */
export type EventSource = 'voice' | 'text' | 'photo';
export const sourceOf = (event: MessagingEvent): EventSource => (event.source === 'photo' ? 'photo' : event.transcribedText !== null || event.source === 'voice' ? 'voice' : 'text');

/**
 * Spec 4: pending 'Processing', created 'Added', anything else 'Failed'; an undone event
 * 'Cancelled', and a pending one whose question waits in Telegram 'Waiting for your answer',
 * 'Expired' once a day passed unanswered (docs/decisions.md).
 */
export type StatusLabel = 'pending' | 'waiting' | 'expired' | 'created' | 'cancelled' | 'failed';
export function statusOf(event: MessagingEvent): StatusLabel {
  if (event.status === 'pending') {
    if (event.waitingFor !== 'clarification' && event.waitingFor !== 'confirmation') return 'pending';
    return event.expired ? 'expired' : 'waiting';
  }
  return event.status === 'created' || event.status === 'cancelled' ? event.status : 'failed';
}

/** Still changing on its own or by an answer in Telegram: worth asking the list again for. */
export const inProgress = (event: MessagingEvent): boolean => event.status === 'pending' && !event.expired;

export const titleOf = (event: MessagingEvent, t: Translate): string => event.eventTitle?.trim() || event.transcribedText?.trim() || t('telegramCalendar.events.untitled');

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone to show times in: the event's, unless this browser does not know it, then the browser's own. */
function zoneOf(name: string | null): string {
  if (name !== null) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      return name;
    } catch {
      // An IANA name newer than this browser's data: fall through.
    }
  }
  return browserZone();
}

/**
 * When the event starts, in the event's own time zone with the zone's name ('Mar 5, 2026,
 * 3:00 PM (Europe/Moscow)'); an all-day event by its date alone. Null when no time is known yet.
 */
export function formatStart(event: MessagingEvent, locale: Locale, t: Translate): string | null {
  if (event.startTime === null) return null;
  const timeZone = zoneOf(event.timeZone);
  const start = new Date(event.startTime);
  if (event.allDay) return t('telegramCalendar.events.allDay', { date: new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone }).format(start) });
  const time = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(start);
  return t('telegramCalendar.events.startsAt', { time, zone: timeZone });
}

/** Whole calendar days, in the browser's zone, from the day `iso` falls on to the day of `now`. */
export function ageInDays(iso: string, now: Date): number {
  const then = new Date(iso);
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return Math.max(0, Math.round((startOf(now) - startOf(then)) / 86_400_000));
}

/** Spec 9 'Event relative age: shown in days': 'Today', '1 day ago', '3 days ago' (Russian plural forms through polyglot). */
export function formatAge(iso: string, now: Date, t: Translate): string {
  const days = ageInDays(iso, now);
  return days === 0 ? t('telegramCalendar.events.today') : t('telegramCalendar.events.daysAgo', { smart_count: days });
}

export const statusKey = (status: StatusLabel): MessageKey => `telegramCalendar.events.status.${status}`;
