import { DateTime } from 'luxon';
import { CALENDAR_ZONE } from './calendar-connect.ts';

/** Slots of two hours from 06:00 to 20:00: an event lasts an hour when no end is said, so none touches the next. */
const SLOTS_PER_DAY = 8;

/**
 * A message the calendar bot writes as one event, titled with the token. Each offer gets a time
 * of its own (day and hour from `slot`), from the day after tomorrow on: an event overlapping
 * another in the one shared calendar makes the bot ask about the clash instead of writing.
 */
export function calendarMessage(token: string, slot: number, now = DateTime.now()): string {
  const day = now.setZone(CALENDAR_ZONE).setLocale('en').plus({ days: 2 + Math.floor(slot / SLOTS_PER_DAY) });
  const hour = 6 + 2 * (slot % SLOTS_PER_DAY);
  return `${token} planning on ${day.toFormat('LLLL d, yyyy')} at ${String(hour).padStart(2, '0')}:00`;
}
