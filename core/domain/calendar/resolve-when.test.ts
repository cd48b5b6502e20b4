import { describe, expect, it } from 'vitest';
import { resolveChange, resolveWhen, type Resolution } from './resolve-when.ts';

type Expected =
  | { start: string; end?: string }
  | { allDay: [string, string] }
  | { unclear: 'no_date' | 'past' | 'nonexistent_time' | 'weekday_mismatch' | 'ambiguous_date' | 'recurrence_unsupported' }
  | { ambiguous: [string, string] };

interface Row {
  now: string;
  zone: string;
  when: string;
  end?: string;
  expected: Expected;
}

// Sat 28 Mar 2026 23:30 in Berlin (CET); Berlin's clocks go 02:00 -> 03:00 the next night.
const BERLIN_DST_EVE = { now: '2026-03-28T22:30:00Z', zone: 'Europe/Berlin' };
// Wed 25 Nov 2026 12:00 in Moscow (no DST).
const MOSCOW = { now: '2026-11-25T09:00:00Z', zone: 'Europe/Moscow' };
// Sat 31 Oct 2026 16:00 in New York (EDT); clocks go 02:00 -> 01:00 the next night.
const NEW_YORK_FALL = { now: '2026-10-31T20:00:00Z', zone: 'America/New_York' };
// Thu 31 Dec 2026 23:30 in Tokyo.
const TOKYO_NYE = { now: '2026-12-31T14:30:00Z', zone: 'Asia/Tokyo' };
// Sat 7 Mar 2026 10:00 in Los Angeles (PST); clocks go 02:00 -> 03:00 the next night.
const LA_SPRING = { now: '2026-03-07T18:00:00Z', zone: 'America/Los_Angeles' };

const rows: Row[] = [
  // The night of a DST change: chrono alone answers 17:00Z here; Berlin's 17:00 that day is 15:00Z.
  { ...BERLIN_DST_EVE, when: 'tomorrow at 5pm', expected: { start: '2026-03-29T15:00:00Z', end: '2026-03-29T16:00:00Z' } },
  { ...BERLIN_DST_EVE, when: 'завтра в 17:00', expected: { start: '2026-03-29T15:00:00Z' } },
  { ...BERLIN_DST_EVE, when: 'tomorrow at 09:00', expected: { start: '2026-03-29T07:00:00Z' } },
  { ...BERLIN_DST_EVE, when: 'tomorrow at 2:30am', expected: { unclear: 'nonexistent_time' } },
  { ...BERLIN_DST_EVE, when: 'in 2 hours', expected: { start: '2026-03-29T00:30:00Z' } },
  { ...BERLIN_DST_EVE, when: 'через 3 часа', expected: { start: '2026-03-29T01:30:00Z' } },
  { ...BERLIN_DST_EVE, when: 'next Friday at 10am', expected: { start: '2026-04-03T08:00:00Z' } },
  // No year: the next 25 March, in 2027 (and CET again, before that year's change).
  { ...BERLIN_DST_EVE, when: 'March 25 at 10:00', expected: { start: '2027-03-25T09:00:00Z' } },
  { ...BERLIN_DST_EVE, when: 'tomorrow', expected: { allDay: ['2026-03-29', '2026-03-30'] } },
  { ...BERLIN_DST_EVE, when: 'tomorrow at 5', expected: { ambiguous: ['2026-03-29T03:00:00Z', '2026-03-29T15:00:00Z'] } },
  { ...BERLIN_DST_EVE, when: 'today at 10pm', expected: { unclear: 'past' } },

  { ...MOSCOW, when: 'tomorrow at 5pm', expected: { start: '2026-11-26T14:00:00Z', end: '2026-11-26T15:00:00Z' } },
  { ...MOSCOW, when: 'в пятницу в 18:30', expected: { start: '2026-11-27T15:30:00Z' } },
  { ...MOSCOW, when: 'в следующую пятницу в 18:30', expected: { start: '2026-12-04T15:30:00Z' } },
  { ...MOSCOW, when: 'послезавтра в 5 вечера', expected: { start: '2026-11-27T14:00:00Z' } },
  { ...MOSCOW, when: 'завтра в 9 утра', end: 'на 2 часа', expected: { start: '2026-11-26T06:00:00Z', end: '2026-11-26T08:00:00Z' } },
  { ...MOSCOW, when: 'через 30 минут', expected: { start: '2026-11-25T09:30:00Z' } },
  { ...MOSCOW, when: '25 декабря в 10:00', expected: { start: '2026-12-25T07:00:00Z' } },
  { ...MOSCOW, when: '1 января', expected: { allDay: ['2027-01-01', '2027-01-02'] } },
  { ...MOSCOW, when: 'сегодня в 9 утра', expected: { unclear: 'past' } },
  { ...MOSCOW, when: 'today at 3', expected: { start: '2026-11-25T12:00:00Z' } },
  { ...MOSCOW, when: 'Monday at 9:30am', expected: { start: '2026-11-30T06:30:00Z' } },
  { ...MOSCOW, when: 'December 3, 2026 at 14:00', end: 'until 16:30', expected: { start: '2026-12-03T11:00:00Z', end: '2026-12-03T13:30:00Z' } },
  { ...MOSCOW, when: '3 марта 2025', expected: { unclear: 'past' } },
  // Saturday 14 March is 2026's (past); 14 March 2027 is a Sunday: never a made-up year.
  { ...MOSCOW, when: 'Sat 14 March, 19:00', expected: { unclear: 'past' } },
  { ...MOSCOW, when: 'Friday 14 March', expected: { unclear: 'weekday_mismatch' } },
  { ...MOSCOW, when: '', expected: { unclear: 'no_date' } },
  { ...MOSCOW, when: 'as soon as possible', expected: { unclear: 'no_date' } },
  { ...MOSCOW, when: 'в понедельник в 10:00', end: 'полчаса', expected: { start: '2026-11-30T07:00:00Z', end: '2026-11-30T07:30:00Z' } },

  { ...NEW_YORK_FALL, when: 'tomorrow at 9am', expected: { start: '2026-11-01T14:00:00Z' } },
  { ...NEW_YORK_FALL, when: 'in 12 hours', expected: { start: '2026-11-01T08:00:00Z' } },
  { ...NEW_YORK_FALL, when: 'tomorrow at 11pm', end: 'until 1am', expected: { start: '2026-11-02T04:00:00Z', end: '2026-11-02T06:00:00Z' } },

  { ...TOKYO_NYE, when: 'tomorrow at 10:00', expected: { start: '2027-01-01T01:00:00Z' } },
  { ...TOKYO_NYE, when: 'January 5', expected: { allDay: ['2027-01-05', '2027-01-06'] } },
  { ...TOKYO_NYE, when: 'Jan 2 at 9pm', expected: { start: '2027-01-02T12:00:00Z' } },

  { ...LA_SPRING, when: 'tomorrow at 2:30am', expected: { unclear: 'nonexistent_time' } },
  { ...LA_SPRING, when: 'tomorrow at 10am', expected: { start: '2026-03-08T17:00:00Z' } },
  { ...LA_SPRING, when: 'tomorrow at 5pm', end: 'until 7pm', expected: { start: '2026-03-09T00:00:00Z', end: '2026-03-09T02:00:00Z' } },
  { ...LA_SPRING, when: 'tomorrow at 6pm', end: 'for 90 minutes', expected: { start: '2026-03-09T01:00:00Z', end: '2026-03-09T02:30:00Z' } },
  { ...LA_SPRING, when: 'from 5pm to 7pm tomorrow', expected: { start: '2026-03-09T00:00:00Z', end: '2026-03-09T02:00:00Z' } },
];

const utc = (d: { toUTC(): { toISO(o: { suppressMilliseconds: boolean }): string | null } }) => d.toUTC().toISO({ suppressMilliseconds: true })!.replace('.000', '');

function describeResolution(r: Resolution): Expected {
  if (r.kind === 'timed') return { start: utc(r.start), end: utc(r.end) };
  if (r.kind === 'all-day') return { allDay: [r.startDate, r.endDate] };
  if (r.reason.code === 'ambiguous_meridiem') return { ambiguous: [utc(r.reason.options[0]), utc(r.reason.options[1])] };
  return { unclear: r.reason.code };
}

describe('resolveWhen: spoken dates to instants in the user zone', () => {
  it.each(rows)('$zone at $now: "$when" $end', (row) => {
    const got = describeResolution(resolveWhen({ when: row.when, end: row.end ?? null, allDay: false }, row.zone, new Date(row.now)));
    if ('start' in row.expected && !row.expected.end && 'start' in got) expect({ start: got.start }).toEqual(row.expected);
    else expect(got).toEqual(row.expected);
  });

  it('has at least 30 phrasings in English and Russian', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((r) => /[а-я]/i.test(r.when)).length).toBeGreaterThanOrEqual(8);
  });

  it('does not depend on the process time zone', () => {
    // chrono reads in a zone-less frame; the table above runs in whatever TZ the process has.
    expect(describeResolution(resolveWhen({ when: 'tomorrow at 5pm', end: null, allDay: false }, 'Europe/Berlin', new Date('2026-03-28T22:30:00Z')))).toMatchObject({ start: '2026-03-29T15:00:00Z' });
  });

  it('an all-day event stays all-day when the model says so, and an unknown zone is refused', () => {
    expect(describeResolution(resolveWhen({ when: 'tomorrow at 5pm', end: null, allDay: true }, 'Europe/Moscow', new Date('2026-11-25T09:00:00Z')))).toEqual({ allDay: ['2026-11-26', '2026-11-27'] });
    expect(() => resolveWhen({ when: 'tomorrow', end: null, allDay: false }, 'Mars/Olympus', new Date())).toThrow(/time zone/);
  });
});

describe('resolveChange: a reply that moves an event', () => {
  // Thu 26 Nov 2026 17:00-18:00 in Moscow, changed on Wed 25 Nov at 12:00.
  const current = { start: new Date('2026-11-26T14:00:00Z'), end: new Date('2026-11-26T15:00:00Z') };
  const now = new Date('2026-11-25T09:00:00Z');
  const moved = (reply: string) => {
    const change = resolveChange(reply, current, 'Europe/Moscow', now);
    return change?.kind === 'timed' ? [change.start.toUTC().toISO(), change.end.toUTC().toISO()] : change;
  };

  it.each([
    ['6pm instead', ['2026-11-26T15:00:00.000Z', '2026-11-26T16:00:00.000Z']],
    ['move to Friday', ['2026-11-27T14:00:00.000Z', '2026-11-27T15:00:00.000Z']],
    ['перенеси на пятницу в 10:00', ['2026-11-27T07:00:00.000Z', '2026-11-27T08:00:00.000Z']],
    // No am/pm: the reading nearest the old 17:00.
    ['at 7', ['2026-11-26T16:00:00.000Z', '2026-11-26T17:00:00.000Z']],
    ['in 3 hours', ['2026-11-25T12:00:00.000Z', '2026-11-25T13:00:00.000Z']],
    // Relative to the event itself, not to now.
    ['30 minutes later', ['2026-11-26T14:30:00.000Z', '2026-11-26T15:30:00.000Z']],
    ['an hour earlier', ['2026-11-26T13:00:00.000Z', '2026-11-26T14:00:00.000Z']],
    ['на час позже', ['2026-11-26T15:00:00.000Z', '2026-11-26T16:00:00.000Z']],
    ['на 30 минут раньше', ['2026-11-26T13:30:00.000Z', '2026-11-26T14:30:00.000Z']],
    ['a day later', ['2026-11-27T14:00:00.000Z', '2026-11-27T15:00:00.000Z']],
    ['move to next week', ['2026-12-03T14:00:00.000Z', '2026-12-03T15:00:00.000Z']],
    ['на следующую неделю', ['2026-12-03T14:00:00.000Z', '2026-12-03T15:00:00.000Z']],
    ['make it 30 minutes', ['2026-11-26T14:00:00.000Z', '2026-11-26T14:30:00.000Z']],
    ['for 2 hours', ['2026-11-26T14:00:00.000Z', '2026-11-26T16:00:00.000Z']],
    ['сделай полчаса', ['2026-11-26T14:00:00.000Z', '2026-11-26T14:30:00.000Z']],
    ['пусть будет 2 часа', ['2026-11-26T14:00:00.000Z', '2026-11-26T16:00:00.000Z']],
  ])('"%s" keeps what it does not say and the length', (reply, expected) => {
    expect(moved(reply)).toEqual(expected);
  });

  it('a reply with no day or time is not a change; a past one is asked back', () => {
    expect(moved('sounds good')).toBeNull();
    expect(moved('two days earlier')).toMatchObject({ kind: 'unclear', reason: { code: 'past' } });
    expect(moved('yesterday at 5pm')).toMatchObject({ kind: 'unclear', reason: { code: 'past' } });
  });
});
