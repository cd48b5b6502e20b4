import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../db/index.ts';
import { eventIdOfButtons, listIdOfButtons } from './chat-actions.ts';
import { matchItems, readPlace, readRename, readScope, sameWord } from './reply-words.ts';
import { resolveChange } from './resolve-when.ts';
import { currentOccurrence, seriesChange, shiftedRecurrence, takenRanges } from './series.ts';
import { occurrenceStarts } from './when/occurrences.ts';
import { toRRule, type Recurrence } from './when/recurrence.ts';

describe('a new title in a reply', () => {
  it.each([
    ['call it Standup', 'Standup'],
    ['Call it: Standup', 'Standup'],
    ['rename to Standup', 'Standup'],
    ['rename it: Standup', 'Standup'],
    ['rename it Daily standup', 'Daily standup'],
    ['title: Standup', 'Standup'],
    ['name: “Standup”', 'Standup'],
    ['change the title to Standup.', 'Standup'],
    ['назови Стендап', 'Стендап'],
    ['назови его «Стендап»', 'Стендап'],
    ['переименуй в Стендап', 'Стендап'],
    ['переименуй: Стендап', 'Стендап'],
    ['название: Стендап', 'Стендап'],
    ['новое название — Стендап', 'Стендап'],
    // "в" starting the title itself is not the preposition.
    ['назови Встреча с Олегом', 'Встреча с Олегом'],
  ])('%s → %s', (reply, title) => {
    expect(readRename(reply)).toBe(title);
  });

  it.each(['call it off', '6pm instead', 'title', 'rename', 'move to Friday', 'make it 30 minutes', 'назови', 'Standup'])('%s is no rename', (reply) => {
    expect(readRename(reply)).toBeNull();
  });
});

describe('a place in a reply', () => {
  it.each([
    ['place: Room 5', 'Room 5'],
    ['Location: Café Pushkin', 'Café Pushkin'],
    ['where: the big hall', 'the big hall'],
    ['set the place to Room 7', 'Room 7'],
    ['место: переговорка 5', 'переговорка 5'],
    ['место — Кафе «Пушкин»', 'Кафе «Пушкин»'],
    ['поменяй место на офис', 'офис'],
  ])('%s is the place %s, said as one', (reply, location) => {
    expect(readPlace(reply)).toEqual({ location, explicit: true });
  });

  it.each([
    ['move it to Room 5', 'Room 5'],
    ['in Room 5', 'Room 5'],
    ['in conference room B', 'conference room B'],
    ['в переговорке 5', 'переговорке 5'],
    ['перенеси в переговорку 2', 'переговорку 2'],
  ])('%s may be the place %s (when no time is read from it)', (reply, location) => {
    expect(readPlace(reply)).toEqual({ location, explicit: false });
  });

  it.each(['at Room 5', 'in the evening', 'in a bit', 'вечером', 'в обед', 'cancel', 'call it Standup'])('%s is no place', (reply) => {
    expect(readPlace(reply)).toBeNull();
  });

  // What chat-actions.ts decides from: a place "otherwise" only when resolveChange reads no day or time.
  it('the words that may be a place read no time; those that say a time do', () => {
    const now = new Date('2026-03-10T09:00:00Z');
    const current = { start: new Date('2026-03-11T14:00:00Z'), end: new Date('2026-03-11T15:00:00Z') };
    const read = (text: string) => resolveChange(text, current, 'Europe/Moscow', now);
    for (const place of ['move it to Room 5', 'in Room 5', 'в переговорке 5', 'перенеси в переговорку 2', 'in conference room B']) expect(read(place)).toBeNull();
    for (const time of ['move to Friday', 'in 2 hours', 'в 5', 'в пятницу', 'move it to 3pm']) expect(read(time)).toMatchObject({ kind: 'timed' });
  });
});

describe('which part of a series', () => {
  it.each([
    ['only this one', 'one'],
    ['This one', 'one'],
    ['just this one.', 'one'],
    ['только это', 'one'],
    ['Только этот', 'one'],
    ['all', 'all'],
    ['the whole series', 'all'],
    ['whole series!', 'all'],
    ['все', 'all'],
    ['Всё', 'all'],
    ['всю серию', 'all'],
  ])('%s → %s', (reply, scope) => {
    expect(readScope(reply)).toBe(scope);
  });

  it.each(['cancel', 'all day', 'this Friday', 'всё отменить', '6pm instead'])('%s answers nothing', (reply) => {
    expect(readScope(reply)).toBeNull();
  });
});

describe('which item of a list a reply names', () => {
  const titles = ['Dentist', 'Physics', 'Chemistry lab', 'Стоматолог', 'Встреча с Олегом', 'Gym'];

  it.each([
    ['dentist at 17:00', 0, 'at 17:00'],
    ['move the dentist to Friday', 0, 'move to Friday'],
    ['cancel the Dentist', 0, 'cancel'],
    ['Physics 30 minutes later', 1, '30 minutes later'],
    ['chemistry at 15:00', 2, 'at 15:00'],
    ['стоматолог в 17:00', 3, 'в 17:00'],
    ['перенеси стоматолога на пятницу', 3, 'перенеси на пятницу'],
    ['встречу в 18:00', 4, 'в 18:00'],
    ['отмени встречу с Олегом', 4, 'отмени с'],
    ['gym at 7', 5, 'at 7'],
  ])('%s names item %i and asks %s', (reply, index, rest) => {
    expect(matchItems(reply, titles)).toEqual({ indices: [index], rest });
  });

  it('names none, or several as well as each other: the bot asks, never guesses', () => {
    expect(matchItems('move it to Friday', titles).indices).toEqual([]);
    expect(matchItems('lab at 5', ['Physics lab', 'Chemistry lab']).indices).toEqual([0, 1]);
    // A word of three letters names a title only when it is that word ("gym"), never by its start.
    expect(matchItems('the gymnastics at 5', ['Gym']).indices).toEqual([]);
    expect(matchItems('move to 5', ['Movie night']).indices).toEqual([]);
  });

  it('reads a word and its forms as one, and different words apart', () => {
    expect(sameWord('dentist', 'dentists')).toBe(true);
    expect(sameWord('встреча', 'встречу')).toBe(true);
    expect(sameWord('физика', 'физику')).toBe(true);
    expect(sameWord('maths', 'math')).toBe(true);
    expect(sameWord('movie', 'move')).toBe(false);
    expect(sameWord('meeting', 'meet')).toBe(true);
    expect(sameWord('chemistry', 'chemical')).toBe(false);
  });
});

describe('the message a reply answers, from its buttons', () => {
  const id = '3f1c2b7e-9a4d-4e2f-8b6a-1d2c3e4f5a6b';
  it('an event by its own buttons, a list by the list\'s, each within Telegram\'s 64 bytes', () => {
    for (const data of [`cal:u:${id}`, `cal:mu:${id}:12`, `cal:so:${id}:9999`, `cal:sa:${id}:1`, `cal:ma:${id}:3`, `cal:mx:${id}:3`]) {
      expect(eventIdOfButtons([data])).toBe(id);
      expect(listIdOfButtons([data])).toBeNull();
      expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    }
    for (const data of [`cal:g:${id}`, `cal:gx:${id}`, `cal:gu:${id}`, `cal:ga:${id}`]) {
      expect(listIdOfButtons([data])).toBe(id);
      expect(eventIdOfButtons([data])).toBeNull();
    }
    expect(eventIdOfButtons([`cal:zz:${id}`, 'other'])).toBeNull();
  });
});

describe('a series, one occurrence at a time', () => {
  const zone = 'Europe/Berlin';
  const monday = (day: number, hour = 10) => DateTime.fromObject({ year: 2027, month: 3, day, hour }, { zone });
  const weekly: Recurrence = { freq: 'weekly', interval: 1, weekdays: [1], monthDay: null, count: null, until: null };
  const series = (first: DateTime, recurrence = weekly, lastDay: string | null = null) =>
    ({
      startTime: first.toJSDate(),
      endTime: first.plus({ minutes: 30 }).toJSDate(),
      allDay: false,
      timeZone: zone,
      recurrence: { rrule: toRRule(recurrence, first, lastDay ? DateTime.fromISO(lastDay, { zone }) : null), lastDay, recurrence: recurrence as unknown as Record<string, unknown> },
    }) as unknown as CalendarEvent;

  it('expands the rule on the zone\'s wall clock across a change of the clocks, up to its end', () => {
    const first = monday(22);
    const starts = occurrenceStarts('RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20270405T215959Z', first, { from: first, to: first.plus({ weeks: 10 }) });
    expect(starts.map((s) => s.toISO())).toEqual(['2027-03-22T10:00:00.000+01:00', '2027-03-29T10:00:00.000+02:00', '2027-04-05T10:00:00.000+02:00']);
  });

  it('a reply is about the occurrence on now or the next one', () => {
    const row = series(monday(1));
    expect(currentOccurrence(row, monday(15, 9).toJSDate())?.start.toISO()).toBe('2027-03-15T10:00:00.000+01:00');
    // During the 10:00 occurrence it is that one; after it ended, the next.
    expect(currentOccurrence(row, monday(15, 10).plus({ minutes: 20 }).toJSDate())?.start.day).toBe(15);
    expect(currentOccurrence(row, monday(15, 11).toJSDate())?.start.day).toBe(22);
    expect(currentOccurrence(series(monday(1), weekly, '2027-03-10'), monday(15).toJSDate())).toBeNull();
    expect(currentOccurrence({ ...row, recurrence: null } as CalendarEvent, monday(15).toJSDate())).toBeNull();
  });

  it('the whole series moves as the occurrence did: the same days over, the new time; its weekday goes with it', () => {
    const row = series(monday(1));
    const occurrence = { start: monday(15), end: monday(15).plus({ minutes: 30 }) };
    const friday = DateTime.fromObject({ year: 2027, month: 3, day: 19, hour: 18 }, { zone });
    const all = seriesChange(row, occurrence, { start: friday, end: friday.plus({ hours: 1 }) });
    expect([all.start.toISO(), all.end.toISO()]).toEqual(['2027-03-05T18:00:00.000+01:00', '2027-03-05T19:00:00.000+01:00']);
    const rule = shiftedRecurrence(row.recurrence!, monday(1), all.start);
    expect(rule.rrule).toBe('RRULE:FREQ=WEEKLY;BYDAY=FR');
    expect(rule.recurrence).toMatchObject({ weekdays: [5] });
    // The same day: the rule is kept as it is.
    expect(shiftedRecurrence(row.recurrence!, monday(1), monday(1, 18))).toBe(row.recurrence);
  });

  it('the look for overlaps follows a series over the next four weeks from now', () => {
    const row = series(monday(1));
    const ranges = takenRanges(row, monday(14).toJSDate());
    expect(ranges.map((r) => r.start.toISODate())).toEqual(['2027-03-15', '2027-03-22', '2027-03-29', '2027-04-05']);
    expect(takenRanges({ ...row, recurrence: null } as CalendarEvent, monday(14).toJSDate()).map((r) => r.start.toISODate())).toEqual(['2027-03-01']);
  });
});
