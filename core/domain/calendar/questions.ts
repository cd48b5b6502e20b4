import { DateTime } from 'luxon';
import { CalendarEvent } from '../../../db/index.ts';
import { calendarTexts, spellDays, spellRange, type FailureCode } from './bot-texts.ts';
import type { EventChat } from './flow-deps.ts';
import type { Resolution, UnclearReason } from './resolve-when.ts';

/** The row's time fields for a resolution (an unclear one leaves them empty). */
export function resolutionFields(resolution: Resolution) {
  const recurrence = resolution.kind !== 'unclear' && resolution.repeats ? { ...resolution.repeats, recurrence: { ...resolution.repeats.recurrence } } : null;
  if (resolution.kind === 'timed') {
    // A zone the message named is the event's: Google shows it there, the answer names both.
    const zone = resolution.namedZone ? { timeZone: resolution.namedZone.zone } : {};
    return { startTime: resolution.start.toJSDate(), endTime: resolution.end.toJSDate(), allDay: false, startDate: null, endDate: null, recurrence, ...zone };
  }
  if (resolution.kind === 'all-day') return { startTime: null, endTime: null, allDay: true, startDate: resolution.startDate, endDate: resolution.endDate, recurrence };
  return { startTime: null, endTime: null, allDay: false, startDate: null, endDate: null, recurrence: null };
}

/** The event failed for good: the reason is kept (in English, for the console) and told in the chat. */
export async function failEvent(chat: EventChat, row: CalendarEvent, code: FailureCode, answer: string): Promise<void> {
  // Said first: a crash between the two repeats the answer's key (a no-op), never loses it.
  await chat.say(`cal-${row.id}-failed`, { text: answer });
  await CalendarEvent.query().findById(row.id).patch({ status: 'failed', waitingFor: null, failureReason: calendarTexts.en.failure[code], updatedAt: new Date() });
}

/** What the bot asked, kept so the answer (a button, a reply) can be applied. */
export interface Question {
  code: UnclearReason['code'] | 'clash';
  /** The readings to choose from ("at 5": 5am or 5pm; "03/12": 3 December or 12 March), as ISO instants with the event's length, or whole days. */
  options?: ({ start: string; end: string } | { startDate: string; endDate: string })[];
}

const DEFAULT_LENGTH_MINUTES = 60;

/**
 * A time that is not clear is asked back, never guessed: am or pm (two buttons), a past time, a
 * time the clocks skip, a weekday that does not match its date (answered by replying). No date
 * at all fails: there is nothing to ask about.
 */
export async function askAbout(chat: EventChat, row: CalendarEvent, reason: UnclearReason, key: string): Promise<void> {
  const title = row.eventTitle ?? 'Event';
  const zone = row.timeZone ?? 'UTC';
  const { texts } = chat;
  if (reason.code === 'no_date') return failEvent(chat, row, 'no_date', texts.noDate(title));
  const cancel = { text: texts.buttons.cancel, callback_data: `cal:x:${row.id}` };
  let question: Question = { code: reason.code };
  let message: { text: string; buttons: { text: string; callback_data: string }[][] };
  if (reason.code === 'ambiguous_meridiem') {
    const options = reason.options.map((start) => ({ start: start.toUTC().toISO()!, end: start.plus({ minutes: DEFAULT_LENGTH_MINUTES }).toUTC().toISO()! }));
    question = { code: reason.code, options };
    const [a, b] = reason.options.map((o) => o.setZone(zone).toFormat('HH:mm')) as [string, string];
    const day = reason.options[0].setZone(zone).setLocale(chat.locale).toFormat('ccc d LLL');
    message = { text: texts.ambiguous(title, day, a, b), buttons: [[{ text: a, callback_data: `cal:t:${row.id}:0` }, { text: b, callback_data: `cal:t:${row.id}:1` }], [cancel]] };
  } else if (reason.code === 'ambiguous_date') {
    const options = reason.options.map((start) =>
      reason.allDay ? { startDate: start.toISODate()!, endDate: start.plus({ days: 1 }).toISODate()! } : { start: start.toUTC().toISO()!, end: start.plus({ minutes: DEFAULT_LENGTH_MINUTES }).toUTC().toISO()! },
    );
    question = { code: reason.code, options };
    const labels = reason.options.map((o) => o.setZone(reason.allDay ? o.zone : zone).setLocale(chat.locale).toFormat(reason.allDay ? 'ccc d LLL yyyy' : 'ccc d LLL yyyy, HH:mm'));
    message = { text: texts.ambiguousDate(title, labels), buttons: [labels.map((text, i) => ({ text, callback_data: `cal:t:${row.id}:${i}` })), [cancel]] };
  } else if (reason.code === 'past') {
    const when = typeof reason.start === 'string' ? spellDays(reason.start, DateTime.fromISO(reason.start).plus({ days: 1 }).toISODate()!, chat.locale) : spellRange(reason.start, reason.start.plus({ minutes: DEFAULT_LENGTH_MINUTES }), zone, chat.locale);
    message = { text: texts.past(title, when), buttons: [[cancel]] };
  } else if (reason.code === 'nonexistent_time') {
    const date = DateTime.fromISO(reason.date).setLocale(chat.locale).toFormat('d LLL');
    message = { text: texts.nonexistent(title, date, reason.time, reason.zone), buttons: [[cancel]] };
  } else if (reason.code === 'recurrence_unsupported') {
    message = { text: texts.recurrenceUnsupported(title, row.whenText ?? ''), buttons: [[cancel]] };
  } else {
    message = { text: texts.weekdayMismatch(title, row.whenText ?? ''), buttons: [[cancel]] };
  }
  await chat.say(key, message);
  await CalendarEvent.query().findById(row.id).patch({ status: 'pending', waitingFor: 'clarification', question: question, updatedAt: new Date() });
}
