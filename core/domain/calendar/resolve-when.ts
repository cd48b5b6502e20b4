import * as chrono from 'chrono-node';
import { DateTime, Duration } from 'luxon';
import { dateOrderFor, twelveHourZone, type DateOrder } from './when/date-order.ts';
import { findDayOfMonth } from './when/day-of-month.ts';
import { findNamedZone } from './when/named-zone.ts';
import { findNumericDate, type DayMonth } from './when/numeric-date.ts';
import { findRecurrence, seriesEndIn, toRRule, type Recurrence } from './when/recurrence.ts';
import { readRelativeChange } from './when/relative-change.ts';

/**
 * Where the words of a message become instants. chrono-node reads the words (which day, which
 * hour, whether am/pm was said) but resolves in the process's zone and ignores IANA names, so
 * it is run in a zone-less frame: the reference is the user's wall clock written as UTC with
 * offset 0. What it read is then checked and finished here, and the wall-clock date and time are
 * turned into an instant by luxon in the user's zone, which knows every DST change. The model
 * never gives a timestamp and chrono's is never used as the answer.
 */

/** A repeating event: the rule as RFC 5545 writes it (with the first occurrence as its start), what it says, and its last day. */
export interface Repeats {
  rrule: string;
  recurrence: Recurrence;
  lastDay: string | null;
}

export type Resolution =
  /** `start` and `end` are in the zone the event is written in: the one the message named, else the user's. */
  | { kind: 'timed'; start: DateTime; end: DateTime; namedZone?: { zone: string; label: string }; repeats?: Repeats }
  | { kind: 'all-day'; startDate: string; endDate: string; repeats?: Repeats }
  | { kind: 'unclear'; reason: UnclearReason };

export type UnclearReason =
  /** No date or time in the words. */
  | { code: 'no_date' }
  /** "at 5" with no am/pm while both are still ahead: the two readings, as wall-clock hours. */
  | { code: 'ambiguous_meridiem'; options: [DateTime, DateTime] }
  /** The time has already passed. */
  | { code: 'past'; start: DateTime | string }
  /** The wall-clock time does not exist that day (the clocks jump over it). */
  | { code: 'nonexistent_time'; date: string; time: string; zone: string }
  /** The weekday said does not fall on the date said. */
  | { code: 'weekday_mismatch' }
  /** "every …" said in a way no rule reads ("every last Friday but one"): said so, never one event in silence. */
  | { code: 'recurrence_unsupported' }
  /** A numeric date that reads both ways ("03/12": 3 December or 12 March) and nothing says which: each reading's start. */
  | { code: 'ambiguous_date'; options: DateTime[]; allDay: boolean };

export interface ResolveOptions {
  /** The order the user chose in settings for numeric dates; otherwise it follows their language and zone. */
  dateOrder?: DateOrder | null;
}

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

const NOON = /(?<![\p{L}])(noon|midday|полдень|полудня)(?![\p{L}])/iu;
const MIDNIGHT = /(?<![\p{L}])(midnight|полночь|полуночи)(?![\p{L}])/iu;

/**
 * The hour and minute the words give, with whether am/pm is open; null when no time was said.
 * Noon and midnight are never open; a time with minutes ("9:00", "18:30", "в 9.30") is the
 * 24-hour clock, except in English where people tell the time on a 12-hour clock (the United
 * States, Canada), where "5:30" alone could be either.
 */
function wallTimeOf(result: Parsed, text: string, userZone: string): WallTime | null {
  const start = result.start;
  if (!start.isCertain('hour')) return null;
  let hour = start.get('hour') ?? 0;
  const minute = start.get('minute') ?? 0;
  if (NOON.test(result.text) && hour === 12) return { hour: 12, minute, ambiguous: false };
  if (MIDNIGHT.test(result.text) && hour === 0) return { hour: 0, minute, ambiguous: false };
  const dayPart = ruDayPart.exec(text);
  if (dayPart) {
    const said = Number(dayPart[1]);
    const adjust = RU_DAY_PARTS[dayPart[3]!.toLowerCase()];
    if (adjust && said <= 12) return { hour: adjust(said), minute: dayPart[2] ? Number(dayPart[2]) : minute, ambiguous: false };
  }
  const withMinutes = CYRILLIC.test(text) ? /\b\d{1,2}[:.][0-5]\d\b/.test(result.text) : /\b\d{1,2}:[0-5]\d\b/.test(result.text) && !twelveHourZone(userZone);
  // Two-digit hours with minutes ("09:00", "18:30") are the 24-hour clock as written in most of the world.
  const twentyFourHour = withMinutes || /\b([01]\d|2[0-3])[:.][0-5]\d\b/.test(result.text) || hour === 0 || hour > 12;
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
 * A day and month said without a year: the next time they come (today included; 29 February
 * is the next leap year's). With a weekday it must be that date's weekday: the date of this
 * year that has passed and matches is that past date (last Saturday's poster), anything else
 * is asked back, never moved to another year.
 */
function nextDate(day: number, month: number, weekday: number | null, today: DateTime): WallDate | 'weekday_mismatch' | null {
  let next: DateTime | null = null;
  for (let year = today.year; year <= today.year + 8 && !next; year += 1) {
    const date = DateTime.fromObject({ year, month, day }, { zone: today.zone });
    if (date.isValid && date >= today.startOf('day')) next = date;
  }
  if (!next) return null;
  if (weekday && next.weekday !== weekday) {
    const thisYear = DateTime.fromObject({ year: today.year, month, day }, { zone: today.zone });
    if (thisYear.isValid && thisYear < today.startOf('day') && thisYear.weekday === weekday) return { year: thisYear.year, month, day };
    return 'weekday_mismatch';
  }
  return { year: next.year, month: next.month, day: next.day };
}

/** A numeric date's reading as a calendar date: its year as written, else the next time it comes. */
function numericDate(reading: DayMonth, weekday: number | null, today: DateTime): WallDate | 'weekday_mismatch' | null {
  if (reading.year === null) return nextDate(reading.day, reading.month, weekday, today);
  if (weekday && DateTime.fromObject({ year: reading.year, month: reading.month, day: reading.day }).weekday !== weekday) return 'weekday_mismatch';
  return { year: reading.year, month: reading.month, day: reading.day };
}

/** A day of the month said alone ("the 5th"): this month's if still ahead, else the next month that has it. */
function dayOfMonthDate(day: number, today: DateTime): WallDate | null {
  for (let months = 0; months <= 2; months += 1) {
    const month = today.startOf('month').plus({ months });
    const date = DateTime.fromObject({ year: month.year, month: month.month, day }, { zone: today.zone });
    if (date.isValid && date >= today.startOf('day')) return { year: date.year, month: date.month, day };
  }
  return null;
}

/**
 * The date the words give, in the user's calendar: a date with its year as said, else the next
 * time that day and month come, checked against a weekday if one was said; a weekday alone is
 * the coming one, or the one of next week after "next" / "следующ".
 */
function wallDateOf(start: chrono.ParsedComponents, text: string, today: DateTime): WallDate | 'weekday_mismatch' | null {
  const certain = (key: chrono.Component) => start.isCertain(key);
  const weekday = certain('weekday') ? isoWeekday(start.get('weekday')!) : null;
  if (certain('day') && certain('month')) {
    const month = start.get('month')!;
    const day = start.get('day')!;
    if (certain('year')) return numericDate({ day, month, year: start.get('year')! }, weekday, today);
    return nextDate(day, month, weekday, today);
  }
  if (weekday && !certain('day')) {
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
function endOf(start: DateTime, startResult: Parsed, endText: string | null, now: DateTime, zone: string, userZone: string): DateTime {
  const duration = endText ? durationOf(endText) : null;
  if (duration) return start.plus(duration);
  let endTime: WallTime | null = null;
  if (endText) {
    const parsed = parserFor(endText).parse(endText, frameOf(now))[0];
    endTime = parsed ? wallTimeOf(parsed, endText, userZone) : null;
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

/** `text` without the part at `index`, `length` (what was read out of it in code). */
const cut = (text: string, at: { index: number; length: number }) => `${text.slice(0, at.index)} ${text.slice(at.index + at.length)}`.replace(/\s+/g, ' ').trim();

/** `text` without each of `spans`. */
const cutAll = (text: string, spans: { index: number; length: number }[]) => spans.toSorted((a, b) => b.index - a.index).reduce(cut, text);

/** Whether a repeating event may fall on `day`. */
function onRule(recurrence: Recurrence, day: DateTime): boolean {
  if (recurrence.freq === 'weekly' && recurrence.weekdays.length > 0) return recurrence.weekdays.includes(day.weekday);
  if (recurrence.freq === 'monthly' && recurrence.monthDay !== null) return day.day === recurrence.monthDay;
  return true;
}

/** The first day from `today` on (within a year) that the rule allows and on which `ahead` holds. */
function firstOnRule(recurrence: Recurrence, today: DateTime, ahead: (day: WallDate) => boolean): WallDate | null {
  for (let day = today, n = 0; n < 400; n += 1, day = day.plus({ days: 1 })) {
    const wall = { year: day.year, month: day.month, day: day.day };
    if (onRule(recurrence, day) && ahead(wall)) return wall;
  }
  return null;
}

/** The series' last day: the date its end words give (a month alone: its last day, or the day before it after "до"), or the year's end. */
function lastDayOf(recurrence: Recurrence, first: DateTime, zone: string, options: ResolveOptions): DateTime | null {
  const until = recurrence.until;
  if (!until) return null;
  if (until.words === 'end of year') return first.endOf('year').startOf('day');
  if (/\d/.test(until.words)) {
    const { dates } = readWords(until.words, zone, first.startOf('day'), options);
    return dates && dates !== 'weekday_mismatch' ? DateTime.fromObject(dates[0]!, { zone }) : null;
  }
  // A month alone: "until June" is through June; "до июня" is before it.
  const said = parserFor(until.words).parse(until.words, frameOf(first))[0]?.start;
  if (!said?.isCertain('month')) return null;
  const monthNumber = said.get('month')!;
  const month = DateTime.fromObject({ year: monthNumber >= first.month ? first.year : first.year + 1, month: monthNumber, day: 1 }, { zone });
  return until.monthAlone === 'through' ? month.endOf('month').startOf('day') : month.minus({ days: 1 });
}

/** "18:00 15 апреля": chrono-node reads a leading time only when a comma parts it from the date. */
const leadingTime = (text: string) => text.replace(/^((?:в|at)\s+)?(\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?)\s+(?=[\p{L}\d])/iu, '$1$2, ');

/** What was read from the words: the dates they may mean (two for a numeric date that reads both ways), the time, chrono's result. */
interface Reading {
  dates: WallDate[] | 'weekday_mismatch' | null;
  time: WallTime | null;
  result: Parsed | undefined;
  /** A numeric date whose order nothing decided. */
  orderAsked: boolean;
  /** The date was read in code (a numeric date, a day of the month), not by chrono. */
  dateInCode: boolean;
}

function readWords(raw: string, userZone: string, now: DateTime, options: ResolveOptions): Reading {
  let text = raw;
  const numeric = findNumericDate(text);
  if (numeric) text = cut(text, numeric);
  const dayOfMonth = numeric ? null : findDayOfMonth(text);
  if (dayOfMonth) text = cut(text, dayOfMonth);
  text = leadingTime(text);
  const parser = parserFor(raw);
  const results = text ? parser.parse(text, frameOf(now), { forwardDate: true }) : [];
  // A date and a time chrono read as two results ("18:00 … 15 апреля"): the time from the one that has it.
  const result = results[0];
  const timed = results.find((r) => r.start.isCertain('hour'));
  const time = timed ? wallTimeOf(timed, text, userZone) : null;
  const today = now.startOf('day');
  const weekday = results.find((r) => r.start.isCertain('weekday'))?.start.get('weekday');
  const saidWeekday = weekday === undefined || weekday === null ? null : isoWeekday(weekday);
  if (numeric) {
    const order = numeric.dotted ? 'day-first' : dateOrderFor(raw, userZone, options.dateOrder);
    const readings = [numeric.dayFirst, numeric.monthFirst].filter((r): r is DayMonth => r !== null);
    const same = readings.length === 2 && readings[0]!.day === readings[1]!.day && readings[0]!.month === readings[1]!.month;
    const chosen = readings.length === 1 || same ? [readings[0]!] : order === 'day-first' ? [numeric.dayFirst!] : order === 'month-first' ? [numeric.monthFirst!] : readings;
    const dates = chosen.map((r) => numericDate(r, saidWeekday, today));
    const valid = dates.filter((d): d is WallDate => d !== null && d !== 'weekday_mismatch');
    return { dates: valid.length > 0 ? valid : dates.includes('weekday_mismatch') ? 'weekday_mismatch' : null, time, result, orderAsked: valid.length > 1, dateInCode: true };
  }
  if (dayOfMonth) {
    const date = dayOfMonthDate(dayOfMonth.day, today);
    return { dates: date ? [date] : null, time, result, orderAsked: false, dateInCode: true };
  }
  const dated = results.find((r) => r.start.isCertain('day') || r.start.isCertain('weekday')) ?? result;
  const date = dated ? wallDateOf(dated.start, text, today) : null;
  return { dates: date === 'weekday_mismatch' ? date : date ? [date] : null, time, result, orderAsked: false, dateInCode: false };
}

/**
 * Resolves what the model read ("tomorrow at 5pm", "в пятницу в 18:30", "15.04 в 18:00",
 * "3pm Berlin time", "for 2 hours") into a timed event, an all-day one, or what must be asked
 * back: no date, am or pm, day or month first, a time that has passed, a time the clocks skip,
 * a weekday that is not that date's. A zone the words name is the event's zone: the date, the
 * clocks' changes and the answer are that zone's.
 */
export function resolveWhen(input: WhenInput, zone: string, nowInstant: Date, options: ResolveOptions = {}): Resolution {
  let text = input.when.trim();
  const repetition = text ? findRecurrence(text) : null;
  if (repetition === 'unreadable') return { kind: 'unclear', reason: { code: 'recurrence_unsupported' } };
  if (!repetition) return resolveOnce({ ...input, when: text }, zone, nowInstant, options, null);
  text = cutAll(text, repetition.spans);
  const recurrence = { ...repetition.recurrence };
  // The model may give the series' end as the event's ("until June", "10 times").
  const seriesEnd = input.end ? seriesEndIn(input.end) : null;
  if (seriesEnd) Object.assign(recurrence, { count: recurrence.count ?? seriesEnd.count, until: recurrence.until ?? seriesEnd.until });
  const first = resolveOnce({ when: text, end: seriesEnd ? null : input.end, allDay: input.allDay }, zone, nowInstant, options, recurrence);
  if (first.kind === 'unclear') return first;
  const start = first.kind === 'timed' ? first.start : DateTime.fromISO(first.startDate, { zone });
  const lastDay = lastDayOf(recurrence, start, start.zoneName ?? zone, options);
  const repeats: Repeats = { rrule: toRRule(recurrence, start, lastDay), recurrence, lastDay: lastDay?.toISODate() ?? null };
  return { ...first, repeats };
}

/** One event's time (the first of a series when `recurrence` is given: on a day its rule allows). */
function resolveOnce(input: WhenInput, zone: string, nowInstant: Date, options: ResolveOptions, recurrence: Recurrence | null): Resolution {
  const userNow = DateTime.fromJSDate(nowInstant, { zone });
  if (!userNow.isValid) throw new Error(`Unknown time zone: ${zone}`);
  let text = input.when.trim();
  if (!text && !recurrence) return { kind: 'unclear', reason: { code: 'no_date' } };
  const named = findNamedZone(text);
  if (named) text = cut(text, named);
  const eventZone = named?.zone ?? zone;
  const now = userNow.setZone(eventZone);
  const namedZone = named && named.zone !== zone ? { zone: named.zone, label: named.label } : undefined;
  const timed = (start: DateTime, end: DateTime): Resolution => ({ kind: 'timed', start, end, ...(namedZone ? { namedZone } : {}) });

  const read = readWords(text, zone, now, options);
  const { time, result, orderAsked } = read;
  let { dates, dateInCode } = read;
  if (recurrence && !dates) {
    // A series with no start date said starts on the first day its rule allows that is still ahead.
    const cutoff = now.minus({ minutes: PAST_TOLERANCE_MINUTES });
    const hours = time ? (time.ambiguous ? [time.hour % 12 + 12] : [time.hour]) : null;
    const first = firstOnRule(recurrence, now.startOf('day'), (day) => (hours ? hours.some((hour) => (instantAt(day, { hour, minute: time!.minute }, eventZone) ?? now) >= cutoff) : true));
    if (first) {
      dates = [first];
      dateInCode = true;
    }
  }
  if (!result && !dates) return { kind: 'unclear', reason: { code: 'no_date' } };

  // "in 2 hours", "через 30 минут": elapsed time from now, whatever the clocks do meanwhile.
  const tags = result?.tags() ?? new Set<string>();
  if (result && !dateInCode && (tags.has('result/relativeDateAndTime') || (tags.has('result/relativeDate') && result.start.isCertain('hour')))) {
    const framed = DateTime.fromJSDate(result.start.date(), { zone: 'utc' });
    const elapsed = framed.diff(DateTime.fromJSDate(wallInstant(now), { zone: 'utc' }));
    const start = now.plus(elapsed);
    return timed(start, endOf(start, result, input.end, now, eventZone, zone));
  }

  const today = now.startOf('day');
  if (dates === 'weekday_mismatch') return { kind: 'unclear', reason: { code: 'weekday_mismatch' } };
  if (!time) {
    if (!dates) return { kind: 'unclear', reason: { code: 'no_date' } };
    const ahead = dates.filter((d) => DateTime.fromObject(d, { zone: eventZone }) >= today);
    if (ahead.length === 0) return { kind: 'unclear', reason: { code: 'past', start: isoDate(dates[0]!) } };
    if (ahead.length > 1) return { kind: 'unclear', reason: { code: 'ambiguous_date', options: ahead.map((d) => DateTime.fromObject(d, { zone: eventZone })), allDay: true } };
    const date = ahead[0]!;
    const last = !orderAsked && result?.end?.isCertain('day') ? wallDateOf(result.end, text, today) : null;
    const lastDate = last && last !== 'weekday_mismatch' ? DateTime.fromObject(last) : DateTime.fromObject(date);
    return { kind: 'all-day', startDate: isoDate(date), endDate: DateTime.max(lastDate, DateTime.fromObject(date)).plus({ days: 1 }).toISODate()! };
  }
  if (input.allDay && dates?.length === 1) return { kind: 'all-day', startDate: isoDate(dates[0]!), endDate: DateTime.fromObject(dates[0]!).plus({ days: 1 }).toISODate()! };

  // A time alone is today's; midnight alone is the coming one (tonight's, at the start of tomorrow).
  const comingMidnight = !dates && time.hour === 0 && time.minute === 0 && result !== undefined && MIDNIGHT.test(result.text);
  const alone = comingMidnight ? now.plus({ days: 1 }) : now;
  const days: WallDate[] = dates ?? [{ year: alone.year, month: alone.month, day: alone.day }];
  const hours = time.ambiguous ? [time.hour % 12, (time.hour % 12) + 12] : [time.hour];
  const starts = days.flatMap((day) => hours.map((hour) => ({ day, hour, at: instantAt(day, { hour, minute: time.minute }, eventZone) })));
  const skipped = starts.find((s) => s.at === null);
  if (skipped && starts.length === 1) {
    return { kind: 'unclear', reason: { code: 'nonexistent_time', date: isoDate(skipped.day), time: `${String(skipped.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`, zone: eventZone } };
  }
  const cutoff = now.minus({ minutes: PAST_TOLERANCE_MINUTES });
  const ahead = starts.filter((s): s is { day: WallDate; hour: number; at: DateTime } => s.at !== null && s.at >= cutoff);
  if (ahead.length === 0) return { kind: 'unclear', reason: { code: 'past', start: starts.find((s) => s.at)?.at ?? now } };
  const aheadDays = new Set(ahead.map((s) => isoDate(s.day)));
  if (aheadDays.size > 1) return { kind: 'unclear', reason: { code: 'ambiguous_date', options: ahead.map((s) => s.at), allDay: false } };
  if (ahead.length === 2) return { kind: 'unclear', reason: { code: 'ambiguous_meridiem', options: [ahead[0]!.at, ahead[1]!.at] } };
  const start = ahead[0]!.at;
  return timed(start, result ? endOf(start, result, input.end, now, eventZone, zone) : start.plus({ minutes: DEFAULT_MINUTES }));
}

/** A change to an event, from a reply to its confirmation: a new start (the length is kept). */
export type Change = { kind: 'timed'; start: DateTime; end: DateTime } | { kind: 'unclear'; reason: UnclearReason } | null;

/**
 * "6pm instead", "move to Friday", "30 minutes later", "на час позже", "make it 30 minutes":
 * a new day, a new time, both, a shift or a new length (anything else is null). What the reply does not say is kept from the event; an hour said without
 * am/pm takes the reading nearest the old start.
 */
export function resolveChange(reply: string, current: { start: Date; end: Date }, zone: string, nowInstant: Date, options: ResolveOptions = {}): Change {
  const now = DateTime.fromJSDate(nowInstant, { zone });
  const text = reply.trim();
  if (!text) return null;
  const relative = readRelativeChange(text);
  if (relative) {
    const start = DateTime.fromJSDate(current.start, { zone });
    // A shift of days or weeks keeps the wall-clock time across a change of the clocks; hours and minutes are elapsed time.
    const moved = relative.kind === 'shift' ? start.plus(relative.by) : start;
    const end = relative.kind === 'length' ? start.plus(relative.length) : moved.plus(DateTime.fromJSDate(current.end).diff(DateTime.fromJSDate(current.start)));
    if (moved < now.minus({ minutes: PAST_TOLERANCE_MINUTES })) return { kind: 'unclear', reason: { code: 'past', start: moved } };
    return { kind: 'timed', start: moved, end };
  }
  const { dates, time, result, dateInCode } = readWords(text, zone, now, options);
  if (!result && !dates) return null;
  const oldStart = DateTime.fromJSDate(current.start, { zone });
  const length = DateTime.fromJSDate(current.end).diff(DateTime.fromJSDate(current.start));
  if (result && !dateInCode && result.tags().has('result/relativeDateAndTime')) {
    const elapsed = DateTime.fromJSDate(result.start.date(), { zone: 'utc' }).diff(DateTime.fromJSDate(wallInstant(now), { zone: 'utc' }));
    const start = now.plus(elapsed);
    return { kind: 'timed', start, end: start.plus(length) };
  }
  if (dates === 'weekday_mismatch') return { kind: 'unclear', reason: { code: 'weekday_mismatch' } };
  if (!dates && !time) return null;
  let hour = time?.hour ?? oldStart.hour;
  const minute = time?.minute ?? oldStart.minute;
  if (time?.ambiguous) {
    const readings = [time.hour % 12, (time.hour % 12) + 12];
    hour = readings.reduce((best, h) => (Math.abs(h - oldStart.hour) < Math.abs(best - oldStart.hour) ? h : best));
  }
  const days: WallDate[] = dates ?? [{ year: oldStart.year, month: oldStart.month, day: oldStart.day }];
  const starts = days.map((day) => ({ day, at: instantAt(day, { hour, minute }, zone) }));
  const skipped = starts.find((s) => s.at === null);
  if (skipped) return { kind: 'unclear', reason: { code: 'nonexistent_time', date: isoDate(skipped.day), time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`, zone } };
  const ahead = starts.filter((s): s is { day: WallDate; at: DateTime } => s.at !== null && s.at >= now.minus({ minutes: PAST_TOLERANCE_MINUTES }));
  if (ahead.length === 0) return { kind: 'unclear', reason: { code: 'past', start: starts[0]!.at! } };
  if (ahead.length > 1) return { kind: 'unclear', reason: { code: 'ambiguous_date', options: ahead.map((s) => s.at), allDay: false } };
  const start = ahead[0]!.at;
  return { kind: 'timed', start, end: start.plus(length) };
}
