import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { resolveWhen, type Resolution } from './resolve-when.ts';

/**
 * The phrasing corpus: what people really type to a calendar bot, in English and Russian, each
 * with the wall-clock answer a person from the user's locale would give, or "asks" when such a
 * person would have to ask. Every anchor is a moment in a zone; answers are written in the
 * event's zone (the one the message names, else the user's).
 *
 * Expected: "2026-12-03 10:00" (start), "2026-12-03 10:00–12:00" (with its end),
 * "2026-11-29 09:00 America/Los_Angeles" (a zone the message named), "all-day 2026-12-05",
 * "all-day 2026-12-03..2026-12-05" (last day included), or "asks <why>".
 */
const ANCHORS = {
  // Sat 28 Nov 2026, no DST in Moscow.
  moscow: ['2026-11-28T12:00', 'Europe/Moscow'],
  // Sat 28 Nov 2026: UTC says nothing about where the user is (numeric dates that read both ways are asked).
  utc: ['2026-11-28T12:00', 'UTC'],
  // Sat 28 Nov 2026 in Los Angeles: month first, a 12-hour clock.
  la: ['2026-11-28T09:00', 'America/Los_Angeles'],
  // Sat 28 Mar 2026, the eve of Berlin's spring change (02:00 → 03:00 on the 29th).
  berlinSpring26: ['2026-03-28T20:00', 'Europe/Berlin'],
  // Sat 24 Oct 2026, the eve of Berlin's autumn change (03:00 → 02:00 on the 25th).
  berlinFall26: ['2026-10-24T20:00', 'Europe/Berlin'],
  // Sat 13 Mar 2027, the eve of New York's spring change (02:00 → 03:00 on the 14th).
  nySpring27: ['2027-03-13T10:00', 'America/New_York'],
  // Sat 6 Nov 2027, the eve of New York's autumn change (02:00 → 01:00 on the 7th).
  nyFall27: ['2027-11-06T10:00', 'America/New_York'],
  // Sat 3 Oct 2026 in Sydney, south of the equator: clocks go forward (02:00 → 03:00) on the 4th.
  sydneySpring26: ['2026-10-03T10:00', 'Australia/Sydney'],
  // Sat 3 Apr 2027 in Sydney: clocks go back (03:00 → 02:00) on the 4th.
  sydneyFall27: ['2027-04-03T10:00', 'Australia/Sydney'],
  // Thu 31 Dec 2026, 23:30 in Tokyo: New Year in half an hour.
  tokyoNye: ['2026-12-31T23:30', 'Asia/Tokyo'],
  // Mon 28 Feb 2028 in London: 2028 is a leap year.
  londonLeap: ['2028-02-28T09:00', 'Europe/London'],
  // Tue 15 Dec 2026 in São Paulo (no DST since 2019), south of the equator.
  saoPaulo: ['2026-12-15T09:00', 'America/Sao_Paulo'],
} as const;

type Anchor = keyof typeof ANCHORS;
type Row = [Anchor, string, string, string?];

const CORPUS: Row[] = [
  // Numeric dates as Russians (and most Europeans) write them: day first.
  ['moscow', 'Встреча 15.04 в 18:00', '2027-04-15 18:00'],
  ['moscow', '01.12 в 14:00', '2026-12-01 14:00'],
  ['moscow', '1.12 в 9:00', '2026-12-01 09:00'],
  ['moscow', '03/12 at 10:00', '2026-12-03 10:00'],
  ['moscow', '15.04.2027 18:00', '2027-04-15 18:00'],
  ['moscow', '15.04.27 в 18:00', '2027-04-15 18:00'],
  ['moscow', '2027-04-15 10:00', '2027-04-15 10:00'],
  ['moscow', '15-04-2027 at 9am', '2027-04-15 09:00'],
  ['moscow', '5.12', 'all-day 2026-12-05'],
  ['moscow', '28.11 в 18:00', '2026-11-28 18:00'],
  ['moscow', '28.11 в 9:00', 'asks past'],
  ['moscow', '27.11 в 10:00', '2027-11-27 10:00'],
  ['moscow', '31.12 в 23:00', '2026-12-31 23:00'],
  ['moscow', '01.01 в 00:30', '2027-01-01 00:30'],
  ['moscow', '29.02', 'all-day 2028-02-29'],
  ['moscow', '12/25', 'all-day 2026-12-25'],
  ['moscow', '25/12 at 7pm', '2026-12-25 19:00'],
  ['moscow', '03.12 at 10:00', '2026-12-03 10:00'],
  ['moscow', '1.12.2026 в 9:00', '2026-12-01 09:00'],
  ['moscow', '1/12/2026 9:00', '2026-12-01 09:00'],
  ['moscow', '25.11.2026', 'asks past'],
  ['moscow', '3.12, 10:00', '2026-12-03 10:00'],
  // Noon, midnight and times with minutes are never am-or-pm.
  ['moscow', 'noon tomorrow', '2026-11-29 12:00'],
  ['moscow', 'завтра в полдень', '2026-11-29 12:00'],
  ['moscow', 'at midnight', '2026-11-29 00:00'],
  ['moscow', 'в полночь', '2026-11-29 00:00'],
  ['moscow', 'послезавтра в 9:00', '2026-11-30 09:00'],
  ['moscow', 'послезавтра в 9', 'asks ambiguous_meridiem'],
  ['moscow', 'в 15:30', '2026-11-28 15:30'],
  ['moscow', 'в 9.30 завтра', '2026-11-29 09:30'],
  ['moscow', 'завтра в 7 утра', '2026-11-29 07:00'],
  ['moscow', 'сегодня в 7 вечера', '2026-11-28 19:00'],
  ['moscow', 'сегодня в 9 утра', 'asks past'],
  ['moscow', 'tomorrow at 5', 'asks ambiguous_meridiem'],
  ['moscow', 'Dec 3 at 10', 'asks ambiguous_meridiem'],
  ['moscow', 'в субботу в 10', 'asks ambiguous_meridiem'],
  // Weekday and date: a mismatch is asked, never moved to another year.
  ['moscow', 'Thursday December 2 at 7pm', 'asks weekday_mismatch'],
  ['moscow', 'Wednesday December 2 at 7pm', '2026-12-02 19:00'],
  ['moscow', 'четверг 2 декабря 19:00', 'asks weekday_mismatch'],
  ['moscow', '2 декабря, среда, 19:00', '2026-12-02 19:00'],
  ['moscow', 'во вторник 1 декабря в 19:00', '2026-12-01 19:00'],
  ['moscow', 'в среду 1 декабря в 19:00', 'asks weekday_mismatch'],
  ['moscow', 'Sat 14 March, 19:00', 'asks past'],
  // Time before date, date before time.
  ['moscow', '18:00 15 апреля', '2027-04-15 18:00'],
  ['moscow', 'в 18:00 15 апреля', '2027-04-15 18:00'],
  ['moscow', '15 апреля в 18:00', '2027-04-15 18:00'],
  ['moscow', '10:00 3 декабря', '2026-12-03 10:00'],
  ['moscow', 'at 6pm on April 15', '2027-04-15 18:00'],
  ['moscow', '1 декабря 2026 г. в 9:00', '2026-12-01 09:00'],
  // Ordinal and spelled-out days.
  ['moscow', 'the 5th at 3pm', '2026-12-05 15:00'],
  ['moscow', 'on the 30th at 10:00', '2026-11-30 10:00'],
  ['moscow', '5-го в 10:00', '2026-12-05 10:00'],
  ['moscow', 'пятого числа в 10:00', '2026-12-05 10:00'],
  ['moscow', 'пятого декабря в 10:00', '2026-12-05 10:00'],
  ['moscow', 'second of December at 10am', '2026-12-02 10:00'],
  ['moscow', 'December second at 10am', '2026-12-02 10:00'],
  ['moscow', 'the first at 9am', '2026-12-01 09:00'],
  // Zones named in the message.
  ['moscow', '14:00 по Москве', '2026-11-28 14:00'],
  ['moscow', '3pm Berlin time', '2026-11-28 15:00 Europe/Berlin'],
  ['moscow', 'tomorrow at 9am PT', '2026-11-29 09:00 America/Los_Angeles'],
  ['moscow', 'завтра в 10:00 по берлинскому времени', '2026-11-29 10:00 Europe/Berlin'],
  ['moscow', 'Call on 28 March 2027 at 2:30am Europe/Berlin', 'asks nonexistent_time'],
  ['moscow', '28 March 2027 at 10:00 Europe/Berlin', '2027-03-28 10:00 Europe/Berlin'],
  ['moscow', 'tomorrow 14:00 UTC+5', '2026-11-29 14:00 UTC+5'],
  ['moscow', 'tomorrow at 10 am London time', '2026-11-29 10:00 Europe/London'],
  ['moscow', 'завтра в 12:00 по мск', '2026-11-29 12:00'],
  ['moscow', 'завтра в 9:00 по Новосибирску', '2026-11-29 09:00 Asia/Novosibirsk'],
  // Weekdays, relative days, ranges, lengths.
  ['moscow', 'в пятницу в 18:30', '2026-12-04 18:30'],
  ['moscow', 'next Monday at 9:30', '2026-11-30 09:30'],
  ['moscow', 'Monday 9:30am', '2026-11-30 09:30'],
  ['moscow', 'в следующую субботу в 10:00', '2026-12-05 10:00'],
  ['moscow', 'завтра с 10:00 до 12:00', '2026-11-29 10:00–12:00'],
  ['moscow', 'завтра в 15:00', '2026-11-29 15:00–15:30', 'на 30 минут'],
  ['moscow', 'in 2 hours', '2026-11-28 14:00'],
  ['moscow', '3 декабря', 'all-day 2026-12-03'],
  ['moscow', 'с 3 по 5 декабря', 'all-day 2026-12-03..2026-12-05'],
  ['moscow', '', 'asks no_date'],
  ['moscow', 'soon', 'asks no_date'],

  // Nothing says which order: a numeric date that reads both ways is asked.
  ['utc', '03/12 at 10:00', 'asks ambiguous_date'],
  ['utc', '03/12', 'asks ambiguous_date'],
  ['utc', '03/12/2026 at 10:00', '2026-12-03 10:00'],
  ['utc', '13/12 at 10:00', '2026-12-13 10:00'],
  ['utc', '12/13 at 10:00', '2026-12-13 10:00'],
  ['utc', '05/05 at 10:00', '2027-05-05 10:00'],
  ['utc', '03.12 at 10:00', '2026-12-03 10:00'],
  ['utc', '2026-12-03', 'all-day 2026-12-03'],
  ['utc', '03/12 в 10:00', '2026-12-03 10:00'],

  // The United States: month first, a 12-hour clock.
  ['la', '03/12 at 10:00', '2027-03-12 10:00'],
  ['la', '12/03 at 10am', '2026-12-03 10:00'],
  ['la', 'tomorrow at 5:30', 'asks ambiguous_meridiem'],
  ['la', 'tomorrow at 5:30pm', '2026-11-29 17:30'],
  ['la', 'tomorrow at 14:00', '2026-11-29 14:00'],
  ['la', 'noon on Monday', '2026-11-30 12:00'],
  ['la', 'midnight', '2026-11-29 00:00'],
  ['la', '3pm ET', '2026-11-28 15:00 America/New_York'],
  ['la', 'tomorrow at 9am Eastern time', '2026-11-29 09:00 America/New_York'],
  ['la', 'the 3rd at 2pm', '2026-12-03 14:00'],
  ['la', '12/31 at 11:59pm', '2026-12-31 23:59'],
  ['la', '1/1/2027', 'all-day 2027-01-01'],
  ['la', '31/12 at 8pm', '2026-12-31 20:00'],

  // Berlin, the night the clocks skip 02:00–03:00.
  ['berlinSpring26', 'tomorrow at 2:30', 'asks nonexistent_time'],
  ['berlinSpring26', 'завтра в 2:30', 'asks nonexistent_time'],
  ['berlinSpring26', 'tomorrow at 3:30', '2026-03-29 03:30'],
  ['berlinSpring26', 'tomorrow at 1:30', '2026-03-29 01:30'],
  ['berlinSpring26', 'tomorrow at noon', '2026-03-29 12:00'],
  ['berlinSpring26', '29.03 в 10:00', '2026-03-29 10:00'],
  ['berlinSpring26', 'in 3 hours', '2026-03-28 23:00'],
  ['berlinSpring26', 'in 8 hours', '2026-03-29 05:00'],
  ['berlinSpring26', 'tomorrow at 10am New York time', '2026-03-29 10:00 America/New_York'],
  ['berlinSpring26', '3pm London time', 'asks past'],
  ['berlinSpring26', 'tomorrow 3pm London time', '2026-03-29 15:00 Europe/London'],
  ['berlinSpring26', '29/03 at 2:30am', 'asks nonexistent_time'],

  // Berlin, the night 02:00–03:00 happens twice.
  ['berlinFall26', 'tomorrow at 2:30', '2026-10-25 02:30'],
  ['berlinFall26', 'tomorrow at 10:00', '2026-10-25 10:00'],
  ['berlinFall26', 'in 12 hours', '2026-10-25 07:00'],
  ['berlinFall26', '25.10 в 18:00', '2026-10-25 18:00'],
  ['berlinFall26', 'next Saturday at 7pm', '2026-10-31 19:00'],
  ['berlinFall26', '31/10 at 19:00', '2026-10-31 19:00'],

  // New York, spring forward.
  ['nySpring27', 'tomorrow at 2:30am', 'asks nonexistent_time'],
  ['nySpring27', 'tomorrow at 2:30pm', '2027-03-14 14:30'],
  ['nySpring27', '3/14 at 2:30am', 'asks nonexistent_time'],
  ['nySpring27', '3/14 at 9am', '2027-03-14 09:00'],
  ['nySpring27', 'tomorrow at 9am Berlin time', '2027-03-14 09:00 Europe/Berlin'],
  ['nySpring27', 'March 28 at 2:30am Berlin time', 'asks nonexistent_time'],
  ['nySpring27', 'in 24 hours', '2027-03-14 11:00'],
  ['nySpring27', 'today at 5', '2027-03-13 17:00'],

  // New York, fall back.
  ['nyFall27', 'tomorrow at 1:30am', '2027-11-07 01:30'],
  ['nyFall27', 'tomorrow at 9am', '2027-11-07 09:00'],
  ['nyFall27', 'in 24 hours', '2027-11-07 09:00'],
  ['nyFall27', '11/7 at 10am', '2027-11-07 10:00'],
  ['nyFall27', '7/11 at 10am', '2028-07-11 10:00'],
  ['nyFall27', '7.11 at 10am', '2027-11-07 10:00'],

  // Sydney, south of the equator: spring forward in October.
  ['sydneySpring26', 'tomorrow at 2:30am', 'asks nonexistent_time'],
  ['sydneySpring26', 'tomorrow at 2:30', 'asks nonexistent_time'],
  ['sydneySpring26', 'tomorrow at 9am', '2026-10-04 09:00'],
  ['sydneySpring26', '4/10 at 9am', '2026-10-04 09:00'],
  ['sydneySpring26', '10/4 at 9am', '2027-04-10 09:00'],
  ['sydneySpring26', 'Sunday at 3pm', '2026-10-04 15:00'],
  ['sydneySpring26', 'in 20 hours', '2026-10-04 07:00'],
  ['sydneySpring26', 'today at 9am', 'asks past'],

  // Sydney: fall back in April.
  ['sydneyFall27', 'tomorrow at 2:30am', '2027-04-04 02:30'],
  ['sydneyFall27', 'tomorrow at 10am', '2027-04-04 10:00'],
  ['sydneyFall27', '4 April at 10am', '2027-04-04 10:00'],
  ['sydneyFall27', 'in 24 hours', '2027-04-04 09:00'],

  // Tokyo, half an hour before New Year (Japan writes month/day).
  ['tokyoNye', 'tomorrow at 10:00', '2027-01-01 10:00'],
  ['tokyoNye', '01.01 at 10:00', '2027-01-01 10:00'],
  ['tokyoNye', '1/2 at 9am', '2027-01-02 09:00'],
  ['tokyoNye', 'today at 11:45pm', '2026-12-31 23:45'],
  ['tokyoNye', 'at 23:59', '2026-12-31 23:59'],
  ['tokyoNye', 'January 5', 'all-day 2027-01-05'],
  ['tokyoNye', 'next Friday at 7pm', '2027-01-08 19:00'],
  ['tokyoNye', 'в пятницу в 19:00', '2027-01-01 19:00'],
  ['tokyoNye', '31.12 в 23:00', 'asks past'],

  // London, the day before 29 February 2028.
  ['londonLeap', 'tomorrow at 10:00', '2028-02-29 10:00'],
  ['londonLeap', '29.02 в 10:00', '2028-02-29 10:00'],
  ['londonLeap', '29/02 at 10:00', '2028-02-29 10:00'],
  ['londonLeap', '29 February at noon', '2028-02-29 12:00'],
  ['londonLeap', 'the 29th at 3pm', '2028-02-29 15:00'],
  ['londonLeap', '1.03 at 9:00', '2028-03-01 09:00'],
  ['londonLeap', 'Tuesday 29 February at 10am', '2028-02-29 10:00'],
  ['londonLeap', 'Wednesday 29 February at 10am', 'asks weekday_mismatch'],
  ['londonLeap', 'the 30th at 9am', '2028-03-30 09:00'],
  ['londonLeap', 'in 36 hours', '2028-02-29 21:00'],

  // São Paulo, summer south of the equator.
  ['saoPaulo', '25/12 at 8pm', '2026-12-25 20:00'],
  ['saoPaulo', '12/25 at 8pm', '2026-12-25 20:00'],
  ['saoPaulo', '03/01 at 10:00', '2027-01-03 10:00'],
  ['saoPaulo', 'tomorrow at 10am New York time', '2026-12-16 10:00 America/New_York'],
  ['saoPaulo', 'tomorrow at noon', '2026-12-16 12:00'],
  ['saoPaulo', 'in 3 hours', '2026-12-15 12:00'],
  ['saoPaulo', 'Friday at 18:00', '2026-12-18 18:00'],
  ['saoPaulo', 'the 31st at 23:00', '2026-12-31 23:00'],
];

/** Repetitions: the first occurrence and the RRULE (RFC 5545) written for it, or "asks". */
const SERIES: [Anchor, string, string, string, string?][] = [
  ['moscow', 'every Monday at 10:00', '2026-11-30 10:00', 'RRULE:FREQ=WEEKLY;BYDAY=MO'],
  ['moscow', 'Team sync every Monday at 10', 'asks ambiguous_meridiem', ''],
  ['moscow', 'каждый вторник и четверг в 19:00', '2026-12-01 19:00', 'RRULE:FREQ=WEEKLY;BYDAY=TU,TH'],
  ['moscow', 'по будням в 9:00', '2026-11-30 09:00', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  ['moscow', 'по будням в 15:00', '2026-11-30 15:00', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  ['moscow', 'every weekday at 15:00', '2026-11-30 15:00', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  ['moscow', 'every other week on Friday at 18:00', '2026-12-04 18:00', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'],
  ['moscow', 'every other Friday at 18:00', '2026-12-04 18:00', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'],
  ['moscow', 'monthly on the 1st at 9:00', '2026-12-01 09:00', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=1'],
  ['moscow', 'каждый месяц 1-го числа в 9:00', '2026-12-01 09:00', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=1'],
  ['moscow', 'every Monday at 10:00 until June', '2026-11-30 10:00', 'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270630T205959Z'],
  ['moscow', 'every Monday at 10:00', '2026-11-30 10:00', 'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270630T205959Z', 'until June'],
  ['moscow', 'каждую среду в 18:00 до июня', '2026-12-02 18:00', 'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270531T205959Z'],
  ['moscow', 'every Tuesday at 8am 10 times', '2026-12-01 08:00', 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10'],
  ['moscow', 'каждый день в 8:00 до конца года', '2026-11-29 08:00', 'RRULE:FREQ=DAILY;UNTIL=20261231T205959Z'],
  ['moscow', 'по понедельникам и средам в 7:30', '2026-11-30 07:30', 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE'],
  ['moscow', 'раз в две недели в пятницу в 18:00', '2026-12-04 18:00', 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR'],
  ['moscow', 'every year on 15.04', 'all-day 2027-04-15', 'RRULE:FREQ=YEARLY'],
  ['moscow', 'every last Friday but one', 'asks recurrence_unsupported', ''],
  ['la', 'every Monday at 10am until 30 June', '2026-11-30 10:00', 'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270701T065959Z'],
  ['sydneySpring26', 'every Sunday at 2:30am', 'asks nonexistent_time', ''],
];

function describe_(resolution: Resolution, userZone: string): string {
  if (resolution.kind === 'unclear') return `asks ${resolution.reason.code}`;
  if (resolution.kind === 'all-day') {
    const last = DateTime.fromISO(resolution.endDate).minus({ days: 1 }).toISODate();
    return last === resolution.startDate ? `all-day ${resolution.startDate}` : `all-day ${resolution.startDate}..${last}`;
  }
  const zone = resolution.start.zoneName ?? userZone;
  const start = resolution.start.toFormat('yyyy-MM-dd HH:mm');
  return `${start}${zone === userZone ? '' : ` ${resolution.namedZone?.zone ?? zone}`}`;
}

describe('the phrasing corpus', () => {
  it('has at least 150 phrasings in at least 6 zones, one south of the equator', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CORPUS.map(([anchor]) => ANCHORS[anchor][1])).size).toBeGreaterThanOrEqual(6);
    expect(CORPUS.some(([anchor]) => ['Australia/Sydney', 'America/Sao_Paulo'].includes(ANCHORS[anchor][1]))).toBe(true);
  });

  it.each(CORPUS)('%s: "%s" → %s', (anchor, when, expected, end) => {
    const [local, zone] = ANCHORS[anchor];
    const now = DateTime.fromISO(local, { zone }).toJSDate();
    const resolution = resolveWhen({ when, end: end ?? null, allDay: false }, zone, now);
    const [, range] = /\d{2}:\d{2}–(\d{2}:\d{2})/.exec(expected) ?? [];
    const got = describe_(resolution, zone);
    if (range && resolution.kind === 'timed') expect(`${got}–${resolution.end.toFormat('HH:mm')}`).toBe(expected);
    else expect(got).toBe(expected);
  });
});

describe('repeating events', () => {
  it.each(SERIES)('%s: "%s" → %s %s', (anchor, when, expected, rrule, end) => {
    const [local, zone] = ANCHORS[anchor];
    const resolution = resolveWhen({ when, end: end ?? null, allDay: false }, zone, DateTime.fromISO(local, { zone }).toJSDate());
    expect(describe_(resolution, zone)).toBe(expected);
    if (resolution.kind !== 'unclear') expect(resolution.repeats?.rrule).toBe(rrule);
  });
});

describe('what decides a numeric date and a zone', () => {
  const moscowNow = DateTime.fromISO('2026-11-28T12:00', { zone: 'Europe/Moscow' }).toJSDate();
  const resolve = (when: string, options = {}) => resolveWhen({ when, end: null, allDay: false }, 'Europe/Moscow', moscowNow, options);

  it("the user's own order wins over their language and zone", () => {
    const read = resolve('03/12 at 10:00', { dateOrder: 'month-first' });
    expect(read.kind === 'timed' && read.start.toISODate()).toBe('2027-03-12');
    // Dots are day first whatever the setting: nobody writes a month first with dots.
    const dotted = resolve('03.12 at 10:00', { dateOrder: 'month-first' });
    expect(dotted.kind === 'timed' && dotted.start.toISODate()).toBe('2026-12-03');
  });

  it('asks with both readings when nothing says which', () => {
    const utcNow = DateTime.fromISO('2026-11-28T12:00', { zone: 'UTC' }).toJSDate();
    const read = resolveWhen({ when: '03/12 at 10:00', end: null, allDay: false }, 'UTC', utcNow);
    expect(read.kind === 'unclear' && read.reason.code === 'ambiguous_date' && read.reason.options.map((o) => o.toFormat('yyyy-MM-dd HH:mm'))).toEqual(['2026-12-03 10:00', '2027-03-12 10:00']);
  });

  it('names the zone a message gave, and the clocks of that zone decide', () => {
    const read = resolve('tomorrow at 3pm Berlin time');
    expect(read.kind === 'timed' && { zone: read.namedZone, utc: read.start.toUTC().toISO() }).toEqual({ zone: { zone: 'Europe/Berlin', label: 'Berlin' }, utc: '2026-11-29T14:00:00.000Z' });
    const skipped = resolve('28 March 2027 at 2:30am Europe/Berlin');
    expect(skipped).toMatchObject({ kind: 'unclear', reason: { code: 'nonexistent_time', date: '2027-03-28', time: '02:30', zone: 'Europe/Berlin' } });
    // The user's own zone named is no other zone.
    expect(resolve('завтра в 14:00 по Москве')).not.toHaveProperty('namedZone');
  });
});
