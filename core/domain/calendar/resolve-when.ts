import * as chrono from 'chrono-node';
import { DateTime, Duration } from 'luxon';

/**
 * Where the words of a message become instants. chrono-node reads the words (which day, which
 * hour, whether am/pm was said) but resolves in the process's zone and ignores IANA names, so
 * it is run in a zone-less frame: the reference is the user's wall clock written as UTC with
 * offset 0. What it read is then checked and finished here, and the wall-clock date and time are
 * turned into an instant by luxon in the user's zone, which knows every DST change. The model
 * never gives a timestamp and chrono's is never used as the answer.
 */

export type Resolution =
  | { kind: 'timed'; start: DateTime; end: DateTime }
  | { kind: 'all-day'; startDate: string; endDate: string }
  | { kind: 'unclear'; reason: UnclearReason };

export type UnclearReason =
  /** No date or time in the words. */
  | { code: 'no_date' }
  /** "at 5" with no am/pm while both are still ahead: the two readings, as wall-clock hours. */
  | { code: 'ambiguous_meridiem'; options: [DateTime, DateTime] }
  /** The time has already passed. */
  | { code: 'past'; start: DateTime | string }
  /** The wall-clock time does not exist that day (the clocks jump over it). */
  | { code: 'nonexistent_time'; date: string; time: string }
  /** The weekday said does not fall on the date said, this year or next. */
  | { code: 'weekday_mismatch' };

export interface WhenInput {
  when: string;
  end: string | null;
  allDay: boolean;
}

const DEFAULT_MINUTES = 60;
/** A start up to this long ago counts as now ("in 0 minutes", a slow transcription). */
const PAST_TOLERANCE_MINUTES = 5;
const CYRILLIC = /[а-яё]/i;

type Parsed = chrono.ParsedResult;

/** The user's wall clock written as a UTC instant. */
const wallInstant = (now: DateTime) => new Date(Date.UTC(now.year, now.month - 1, now.day, now.hour, now.minute, now.second));

/** The user's wall clock as chrono's zone-less reference. */
function frameOf(now: DateTime): chrono.ParsingReference {
  return { instant: wallInstant(now), timezone: 0 };
}

const parserFor = (text: string) => (CYRILLIC.test(text) ? chrono.ru : chrono.en);

/** Russian day parts chrono-node 2.10 reads wrongly ("в 5 вечера" as 05:00): the hour they mean. */
const RU_DAY_PARTS: Record<string, (hour: number) => number> = {
  утра: (h) => (h === 12 ? 0 : h),
  дня: (h) => (h < 12 ? h + 12 : h),
  вечера: (h) => (h < 12 ? h + 12 : h),
  ночи: (h) => (h === 12 ? 0 : h >= 9 ? h + 12 : h),
};
const ruDayPart = /(\d{1,2})(?:[:.](\d{2}))?\s*(утра|дня|вечера|ночи)/i;

interface WallTime {
  hour: number;
  minute: number;
  /** Said without am/pm in a form that could be either ("at 5", "в 10"). */
  ambiguous: boolean;
}

/** The hour and minute the words give, with whether am/pm is open; null when no time was said. */
function wallTimeOf(result: Parsed, text: string): WallTime | null {
  const start = result.start;
  if (!start.isCertain('hour')) return null;
  let hour = start.get('hour') ?? 0;
  const minute = start.get('minute') ?? 0;
  const dayPart = ruDayPart.exec(text);
  if (dayPart) {
    const said = Number(dayPart[1]);
    const adjust = RU_DAY_PARTS[dayPart[3]!.toLowerCase()];
    if (adjust && said <= 12) return { hour: adjust(said), minute: dayPart[2] ? Number(dayPart[2]) : minute, ambiguous: false };
  }
  // Two-digit hours with minutes ("09:00", "18:30") are the 24-hour clock as written in most of the world.
  const twentyFourHour = /\b([01]\d|2[0-3])[:.][0-5]\d\b/.test(text) || hour === 0 || hour > 12;
  const ambiguous = !start.isCertain('meridiem') && !twentyFourHour && hour >= 1 && hour <= 12;
  if (start.isCertain('meridiem') && start.get('meridiem') === 1 && hour < 12) hour += 12;
  return { hour, minute, ambiguous };
}

interface WallDate {
  year: number;
  month: number;
  day: number;
}

/** ISO weekday (1 Monday .. 7 Sunday) from chrono's (0 Sunday .. 6 Saturday). */
const isoWeekday = (chronoWeekday: number) => (chronoWeekday === 0 ? 7 : chronoWeekday);

/**
 * The date the words give, in the user's calendar: a date with its year as said, else the next
 * time that day and month come (today included), checked against a weekday if one was said;
 * a weekday alone is the coming one, or the one of next week after "next" / "следующ".
 */
function wallDateOf(result: Parsed, text: string, today: DateTime): WallDate | 'weekday_mismatch' | null {
  const start = result.start;
  const certain = (key: chrono.Component) => start.isCertain(key);
  if (certain('day') && certain('month')) {
    const month = start.get('month')!;
    const day = start.get('day')!;
    const weekday = certain('weekday') ? isoWeekday(start.get('weekday')!) : null;
    if (certain('year')) {
      const year = start.get('year')!;
      if (weekday && DateTime.fromObject({ year, month, day }).weekday !== weekday) return 'weekday_mismatch';
      return { year, month, day };
    }
    // No year: this year's if still ahead, else next year's; with a weekday, the year it falls on.
    const candidates = [today.year, today.year + 1].map((year) => DateTime.fromObject({ year, month, day }, { zone: today.zone }));
    const valid = candidates.filter((d) => d.isValid && (!weekday || d.weekday === weekday));
    if (valid.length === 0) return 'weekday_mismatch';
    const ahead = valid.find((d) => d >= today.startOf('day'));
    // A weekday that matches only a past date (last Saturday's poster) is that past date: asked back as past.
    const chosen = weekday ? (ahead && ahead.diff(today, 'days').days < 300 ? ahead : valid.filter((d) => d < today.startOf('day')).at(-1) ?? ahead) : ahead;
    if (!chosen) return 'weekday_mismatch';
    return { year: chosen.year, month: chosen.month, day: chosen.day };
  }
  if (certain('weekday') && !certain('day')) {
    const weekday = isoWeekday(start.get('weekday')!);
    const nextWeek = /\bnext\b|следующ/i.test(text);
    const base = nextWeek ? today.startOf('week').plus({ weeks: 1 }) : today.plus({ days: 1 });
    let date = base;
    while (date.weekday !== weekday) date = date.plus({ days: 1 });
    return { year: date.year, month: date.month, day: date.day };
  }
  if (certain('day')) {
    // "tomorrow", "послезавтра": chrono counted the days in the frame, which is the user's calendar.
    return { year: start.get('year')!, month: start.get('month')!, day: start.get('day')! };
  }
  return null;
}

const DURATION_EN = /(\d+(?:[.,]\d+)?|an?|one|half an?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/i;
// \b is ASCII-only in JavaScript: a Russian word ends where no Cyrillic letter follows.
const DURATION_RU = /(\d+(?:[.,]\d+)?|пол)?\s*(час(?:а|ов)?|минут[уы]?|мин)(?![а-яё])/i;
const HALF_HOUR = /half an hour|полчаса/i;

/** "for 2 hours", "на 30 минут", "полчаса": a length; null when the words are an end time instead. */
function durationOf(text: string): Duration | null {
  if (HALF_HOUR.test(text)) return Duration.fromObject({ minutes: 30 });
  if (/\b(until|till|to)\b|(^|\s)до(?![а-яё])|[-–]\s*\d/i.test(text)) return null;
  const match = DURATION_EN.exec(text) ?? DURATION_RU.exec(text);
  if (!match) return null;
  const count = match[1] === undefined || /^(an?|one)$/i.test(match[1]) ? 1 : match[1].toLowerCase() === 'пол' ? 0.5 : /^half/i.test(match[1]) ? 0.5 : Number(match[1].replace(',', '.'));
  const unit = match[2]!.toLowerCase();
  const minutes = /^(h|час)/.test(unit) ? count * 60 : count;
  return minutes > 0 ? Duration.fromObject({ minutes: Math.round(minutes) }) : null;
}

/** The wall clock of a date and time in the zone; null when the clocks skip that time. */
function instantAt(date: WallDate, time: { hour: number; minute: number }, zone: string): DateTime | null {
  const at = DateTime.fromObject({ ...date, hour: time.hour, minute: time.minute }, { zone });
  return at.hour === time.hour && at.minute === time.minute ? at : null;
}

const isoDate = (d: WallDate) => DateTime.fromObject(d).toISODate()!;

/** The end of a timed event: the end words, else the range the start words had, else an hour. */
function endOf(start: DateTime, startResult: Parsed, endText: string | null, now: DateTime, zone: string): DateTime {
  const duration = endText ? durationOf(endText) : null;
  if (duration) return start.plus(duration);
  let endTime: WallTime | null = null;
  if (endText) {
    const parsed = parserFor(endText).parse(endText, frameOf(now))[0];
    endTime = parsed ? wallTimeOf(parsed, endText) : null;
  }
  if (!endTime && startResult.end?.isCertain('hour')) {
    const hour = startResult.end.get('hour')!;
    endTime = { hour: startResult.end.isCertain('meridiem') && startResult.end.get('meridiem') === 1 && hour < 12 ? hour + 12 : hour, minute: startResult.end.get('minute') ?? 0, ambiguous: false };
  }
  if (endTime) {
    // "5 until 7" with no am/pm: the end is the first such hour after the start.
    let end = start.set({ hour: endTime.hour, minute: endTime.minute });
    if (endTime.ambiguous && end <= start) end = end.plus({ hours: 12 });
    if (end <= start) end = end.plus({ days: 1 });
    return end.setZone(zone);
  }
  return start.plus({ minutes: DEFAULT_MINUTES });
}

/**
 * Resolves what the model read ("tomorrow at 5pm", "в пятницу в 18:30", "for 2 hours") into a
 * timed event, an all-day one, or what must be asked back: no date, am or pm, a time that has
 * passed, a time the clocks skip, a weekday that is not that date's.
 */
export function resolveWhen(input: WhenInput, zone: string, nowInstant: Date): Resolution {
  const now = DateTime.fromJSDate(nowInstant, { zone });
  if (!now.isValid) throw new Error(`Unknown time zone: ${zone}`);
  const text = input.when.trim();
  if (!text) return { kind: 'unclear', reason: { code: 'no_date' } };
  const result = parserFor(text).parse(text, frameOf(now), { forwardDate: true })[0];
  if (!result) return { kind: 'unclear', reason: { code: 'no_date' } };

  // "in 2 hours", "через 30 минут": elapsed time from now, whatever the clocks do meanwhile.
  const tags = result.tags();
  if (tags.has('result/relativeDateAndTime') || (tags.has('result/relativeDate') && result.start.isCertain('hour'))) {
    const framed = DateTime.fromJSDate(result.start.date(), { zone: 'utc' });
    const elapsed = framed.diff(DateTime.fromJSDate(wallInstant(now), { zone: 'utc' }));
    const start = now.plus(elapsed);
    return { kind: 'timed', start, end: endOf(start, result, input.end, now, zone) };
  }

  const today = now.startOf('day');
  const date = wallDateOf(result, text, today);
  if (date === 'weekday_mismatch') return { kind: 'unclear', reason: { code: 'weekday_mismatch' } };
  const time = wallTimeOf(result, text);
  if (!time) {
    if (!date) return { kind: 'unclear', reason: { code: 'no_date' } };
    const first = DateTime.fromObject(date, { zone });
    if (first < today) return { kind: 'unclear', reason: { code: 'past', start: isoDate(date) } };
    const last = result.end?.isCertain('day') ? wallDateOf(result.end as unknown as Parsed, text, today) : null;
    const lastDate = last && last !== 'weekday_mismatch' ? DateTime.fromObject(last) : DateTime.fromObject(date);
    return { kind: 'all-day', startDate: isoDate(date), endDate: DateTime.max(lastDate, DateTime.fromObject(date)).plus({ days: 1 }).toISODate()! };
  }
  if (input.allDay && date) return { kind: 'all-day', startDate: isoDate(date), endDate: DateTime.fromObject(date).plus({ days: 1 }).toISODate()! };

  // A time alone is today's.
  const day: WallDate = date ?? { year: now.year, month: now.month, day: now.day };
  const readings = time.ambiguous ? [time.hour % 12, (time.hour % 12) + 12] : [time.hour];
  const starts = readings.map((hour) => ({ hour, at: instantAt(day, { hour, minute: time.minute }, zone) }));
  const skipped = starts.find((s) => s.at === null);
  if (skipped && starts.length === 1) {
    return { kind: 'unclear', reason: { code: 'nonexistent_time', date: isoDate(day), time: `${String(skipped.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}` } };
  }
  const cutoff = now.minus({ minutes: PAST_TOLERANCE_MINUTES });
  const ahead = starts.filter((s): s is { hour: number; at: DateTime } => s.at !== null && s.at >= cutoff);
  if (ahead.length === 0) return { kind: 'unclear', reason: { code: 'past', start: starts.find((s) => s.at)?.at ?? now } };
  if (ahead.length === 2) return { kind: 'unclear', reason: { code: 'ambiguous_meridiem', options: [ahead[0]!.at, ahead[1]!.at] } };
  const start = ahead[0]!.at;
  return { kind: 'timed', start, end: endOf(start, result, input.end, now, zone) };
}

/** A change to an event, from a reply to its confirmation: a new start (the length is kept). */
export type Change = { kind: 'timed'; start: DateTime; end: DateTime } | { kind: 'unclear'; reason: UnclearReason } | null;

/**
 * "6pm instead", "move to Friday", "на час позже" is not understood (null): only a new day, a
 * new time, or both. What the reply does not say is kept from the event; an hour said without
 * am/pm takes the reading nearest the old start.
 */
export function resolveChange(reply: string, current: { start: Date; end: Date }, zone: string, nowInstant: Date): Change {
  const now = DateTime.fromJSDate(nowInstant, { zone });
  const text = reply.trim();
  const result = text ? parserFor(text).parse(text, frameOf(now), { forwardDate: true })[0] : undefined;
  if (!result) return null;
  const oldStart = DateTime.fromJSDate(current.start, { zone });
  const length = DateTime.fromJSDate(current.end).diff(DateTime.fromJSDate(current.start));
  if (result.tags().has('result/relativeDateAndTime')) {
    const elapsed = DateTime.fromJSDate(result.start.date(), { zone: 'utc' }).diff(DateTime.fromJSDate(wallInstant(now), { zone: 'utc' }));
    const start = now.plus(elapsed);
    return { kind: 'timed', start, end: start.plus(length) };
  }
  const date = wallDateOf(result, text, now.startOf('day'));
  if (date === 'weekday_mismatch') return { kind: 'unclear', reason: { code: 'weekday_mismatch' } };
  const time = wallTimeOf(result, text);
  if (!date && !time) return null;
  const day: WallDate = date ?? { year: oldStart.year, month: oldStart.month, day: oldStart.day };
  let hour = time?.hour ?? oldStart.hour;
  const minute = time?.minute ?? oldStart.minute;
  if (time?.ambiguous) {
    const readings = [time.hour % 12, (time.hour % 12) + 12];
    hour = readings.reduce((best, h) => (Math.abs(h - oldStart.hour) < Math.abs(best - oldStart.hour) ? h : best));
  }
  const start = instantAt(day, { hour, minute }, zone);
  if (!start) return { kind: 'unclear', reason: { code: 'nonexistent_time', date: isoDate(day), time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` } };
  if (start < now.minus({ minutes: PAST_TOLERANCE_MINUTES })) return { kind: 'unclear', reason: { code: 'past', start } };
  return { kind: 'timed', start, end: start.plus(length) };
}
