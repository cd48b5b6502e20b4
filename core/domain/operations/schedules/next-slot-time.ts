import { DateTime } from 'luxon';
import type { SlotFields } from '../../digest/slot.ts';

/**
 * When a digest of these fields is next due after `now`, in its own zone: what its slot's
 * Schedule would fire next. Used when the Schedule is not in Temporal yet (the periodic sync
 * makes it); Temporal's own next time is preferred when there is one.
 */
export function nextSlotTime(fields: SlotFields, now: Date): Date {
  const local = DateTime.fromJSDate(now, { zone: fields.timezone }).set({ second: 0, millisecond: 0 });
  const at = (t: DateTime) => (fields.frequency === 'HOURLY' ? t.set({ minute: fields.minute }) : t.set({ hour: fields.hour ?? 0, minute: fields.minute }));
  const step = { HOURLY: { hours: 1 }, DAILY: { days: 1 }, WEEKLY: { weeks: 1 } }[fields.frequency];
  let candidate = at(local);
  if (fields.frequency === 'WEEKLY') {
    // Slots count days from Sunday = 0 (as the Schedule's calendar does); luxon from Monday = 1 to Sunday = 7.
    const day = fields.dayOfWeek ?? 1;
    const weekday = day === 0 ? 7 : day;
    candidate = at(local.plus({ days: (weekday - local.weekday + 7) % 7 }));
  }
  // Past already (or now): the next period, set again so a change of offset (DST) keeps the wall-clock time.
  if (candidate.toMillis() <= now.getTime()) candidate = at(candidate.plus(step));
  return candidate.toJSDate();
}
