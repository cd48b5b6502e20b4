import rrule from 'rrule';
import type { DateTime } from 'luxon';

const { RRule } = rrule;

/**
 * A repetition said in the message ("every Monday", "каждый вторник и четверг", "по будням",
 * "every other week", "monthly on the 1st") and its end ("until June", "10 times", "до конца
 * года"): read here, written as an RFC 5545 RRULE by the rrule library, echoed in words by
 * spell-recurrence.ts. A repetition word this cannot read is reported (`unreadable`), so the
 * bot says so instead of adding one event in silence.
 */

export type Frequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface Recurrence {
  freq: Frequency;
  /** Every `interval` days / weeks / months / years. */
  interval: number;
  /** ISO weekdays (1 Monday … 7 Sunday) a weekly one falls on; empty: the first one's. */
  weekdays: number[];
  /** The day of the month a monthly one falls on; null: the first one's. */
  monthDay: number | null;
  /** How many times, when said ("10 times"). */
  count: number | null;
  /** The words of the end date, when said ("June", "30 June", "the end of the year"), and their language's reading of a month alone. */
  until: { words: string; monthAlone: 'through' | 'before' } | null;
}

export interface FoundRecurrence {
  recurrence: Recurrence;
  /** The parts of the text that said it (taken out before the date and time are read). */
  spans: { index: number; length: number }[];
}

const EN_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const EN_DAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?`;
// Each Russian weekday in the forms "каждый понедельник", "каждую среду", "по понедельникам" use.
const RU_DAYS: [number, RegExp][] = [
  [1, /понедельник(?:ам|а)?/iu],
  [2, /вторник(?:ам|а)?/iu],
  [3, /сред(?:у|ам|а)/iu],
  [4, /четверг(?:ам|а)?/iu],
  [5, /пятниц(?:у|ам|а)/iu],
  [6, /суббот(?:у|ам|а)/iu],
  [7, /воскресень(?:е|ям|я)/iu],
];
const RU_DAY = String.raw`(?:понедельник(?:ам|а)?|вторник(?:ам|а)?|сред(?:у|ам|а)|четверг(?:ам|а)?|пятниц(?:у|ам|а)|суббот(?:у|ам|а)|воскресень(?:е|ям|я))`;
const L = String.raw`(?<![\p{L}\d])`;
const R = String.raw`(?![\p{L}\d])`;

function enWeekdays(words: string): number[] {
  return [...words.toLowerCase().matchAll(new RegExp(EN_DAY, 'giu'))].map((m) => EN_DAYS.findIndex((d) => d.startsWith(m[0].slice(0, 3))) + 1).filter((d) => d > 0);
}
function ruWeekdays(words: string): number[] {
  return [...words.matchAll(new RegExp(RU_DAY, 'giu'))].map((m) => RU_DAYS.find(([, re]) => re.test(m[0]))?.[0] ?? 0).filter((d) => d > 0);
}

const NUMBERS: Record<string, number> = { other: 2, second: 2, two: 2, three: 3, four: 4, две: 2, два: 2, три: 3, четыре: 4, вторую: 2, 'каждую вторую': 2 };

interface Rule {
  regex: RegExp;
  read: (m: RegExpExecArray) => Partial<Recurrence> & { freq: Frequency };
}

const WEEKDAYS_LIST_EN = String.raw`${EN_DAY}(?:\s*(?:,|and|&)\s*${EN_DAY})*`;
const WEEKDAYS_LIST_RU = String.raw`${RU_DAY}(?:\s*(?:,|и)\s*(?:по\s+)?${RU_DAY})*`;

const RULES: Rule[] = [
  // Weekdays (working days) first: "every weekday" is not "every day".
  { regex: new RegExp(`${L}(?:every\\s+(?:weekday|workday|working\\s+day)|on\\s+weekdays|weekdays|по\\s+будням|каждый\\s+будний\\s+день|по\\s+рабочим\\s+дням|в\\s+будни)${R}`, 'iu'), read: () => ({ freq: 'weekly', weekdays: [1, 2, 3, 4, 5] }) },
  { regex: new RegExp(`${L}(?:every\\s+weekend|on\\s+weekends|по\\s+выходным)${R}`, 'iu'), read: () => ({ freq: 'weekly', weekdays: [6, 7] }) },
  // "every other Monday", "every 2 weeks on Tuesday", "every Monday and Thursday", "on Mondays"
  { regex: new RegExp(`${L}every\\s+(other|second|\\d+)\\s+(${WEEKDAYS_LIST_EN})${R}`, 'iu'), read: (m) => ({ freq: 'weekly', interval: NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1]), weekdays: enWeekdays(m[2]!) }) },
  { regex: new RegExp(`${L}every\\s+(${WEEKDAYS_LIST_EN})${R}`, 'iu'), read: (m) => ({ freq: 'weekly', weekdays: enWeekdays(m[1]!) }) },
  { regex: new RegExp(`${L}on\\s+((?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)(?:\\s*(?:,|and|&)\\s*(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays))*)${R}`, 'iu'), read: (m) => ({ freq: 'weekly', weekdays: enWeekdays(m[1]!) }) },
  // "каждый вторник и четверг", "каждую среду", "по понедельникам и средам", "каждую вторую пятницу"
  { regex: new RegExp(`${L}(?:кажд(?:ый|ую|ое)\\s+(?:втор(?:ой|ую|ое)\\s+)?|по\\s+)(${WEEKDAYS_LIST_RU})${R}`, 'iu'), read: (m) => ({ freq: 'weekly', interval: /втор(?:ой|ую|ое)/iu.test(m[0]) ? 2 : 1, weekdays: ruWeekdays(m[1]!) }) },
  // "every other week", "every 2 weeks", "раз в две недели", "каждые две недели", "через неделю"
  { regex: new RegExp(`${L}(?:every\\s+(other|second|\\d+)\\s+(day|week|month|year)s?|every\\s+(day|week|month|year)|(daily|weekly|monthly|yearly|annually|fortnightly|biweekly))${R}`, 'iu'), read: (m) => {
      if (m[4]) {
        const word = m[4].toLowerCase();
        if (word === 'fortnightly' || word === 'biweekly') return { freq: 'weekly', interval: 2 };
        return { freq: (word === 'annually' ? 'yearly' : word) as Frequency };
      }
      const unit = (m[2] ?? m[3])!.toLowerCase();
      const freq = ({ day: 'daily', week: 'weekly', month: 'monthly', year: 'yearly' } as const)[unit as 'day'];
      return { freq, interval: m[1] ? (NUMBERS[m[1].toLowerCase()] ?? Number(m[1])) : 1 };
    } },
  { regex: new RegExp(`${L}(?:раз\\s+в\\s+(две|два|три|четыре|\\d+)\\s+(недели|недель|месяца|месяцев|дня|дней)|каждые\\s+(две|два|три|четыре|\\d+)\\s+(недели|недель|месяца|месяцев|дня|дней)|через\\s+неделю)${R}`, 'iu'), read: (m) => {
      if (!m[1] && !m[3]) return { freq: 'weekly', interval: 2 };
      const n = m[1] ?? m[3]!;
      const unit = (m[2] ?? m[4]!).toLowerCase();
      return { freq: unit.startsWith('недел') ? 'weekly' : unit.startsWith('месяц') ? 'monthly' : 'daily', interval: NUMBERS[n.toLowerCase()] ?? Number(n) };
    } },
  { regex: new RegExp(`${L}(?:кажд(?:ый|ую|ое)\\s+(день|неделю|месяц|год)|(ежедневно|еженедельно|ежемесячно|ежегодно))${R}`, 'iu'), read: (m) => {
      const word = (m[1] ?? m[2]!).toLowerCase();
      const freq: Frequency = /день|ежедневно/.test(word) ? 'daily' : /недел/.test(word) ? 'weekly' : /месяц|ежемесячно/.test(word) ? 'monthly' : 'yearly';
      return { freq };
    } },
];

/** "on the 1st" of a monthly one, "1-го числа"; read after the rule, from what is left. */
const MONTH_DAY = new RegExp(`${L}(?:on\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th|-?го(?:\\s+числа)?|\\s+числа)${R}(?:\\s+(?:of\\s+(?:every|each)\\s+month|каждого\\s+месяца))?`, 'iu');
const COUNT = new RegExp(`${L}(?:(\\d{1,3})\\s+(?:times|раз(?:а)?)|for\\s+(\\d{1,3})\\s+(?:occurrences|sessions|meetings))${R}`, 'iu');
const UNTIL_END_OF_YEAR = new RegExp(`${L}(?:until|till|through)\\s+the\\s+end\\s+of\\s+(?:the\\s+)?year|до\\s+конца\\s+года${R}`, 'iu');
const UNTIL = new RegExp(`${L}(?:until|till|through|до|по)\\s+((?:\\d{1,2}(?:[./]\\d{1,2}(?:[./]\\d{2,4})?)?\\s*)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|янв|фев|мар|апр|ма[яй]|июн|июл|авг|сен|окт|ноя|дек)[\\p{L}.]*(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?(?:,?\\s+\\d{4})?|\\d{1,2}[./]\\d{1,2}(?:[./]\\d{2,4})?)`, 'iu');
/** Words that say "again and again", left over when no rule read them: a repetition this cannot express. */
const REPETITION_WORD = new RegExp(`${L}(?:every|each|кажд\\p{L}*|ежедневно|еженедельно|ежемесячно|ежегодно|по\\s+будням|по\\s+выходным)${R}`, 'iu');

/** The series' end said on its own ("until June", "10 times", "до конца года"), as the model may give it for the event's end. */
export function seriesEndIn(text: string): Pick<Recurrence, 'count' | 'until'> | null {
  const count = COUNT.exec(text);
  if (count) return { count: Number(count[1] ?? count[2]), until: null };
  if (UNTIL_END_OF_YEAR.test(text)) return { count: null, until: { words: 'end of year', monthAlone: 'through' } };
  const until = UNTIL.exec(text);
  return until ? { count: null, until: { words: until[1]!, monthAlone: /^до/iu.test(until[0]) ? 'before' : 'through' } } : null;
}

/** Where `text` first says "again and again" ("every", "каждый", "по будням"), or -1. */
export const repetitionWordAt = (text: string) => REPETITION_WORD.exec(text)?.index ?? -1;

/**
 * The repetition `text` says, where it says it, or 'unreadable' when it says "every …" in a way
 * none of the rules read; null when it says none.
 */
export function findRecurrence(text: string): FoundRecurrence | 'unreadable' | null {
  for (const rule of RULES) {
    const match = rule.regex.exec(text);
    if (!match) continue;
    const spans = [{ index: match.index, length: match[0].length }];
    const read = rule.read(match);
    const recurrence: Recurrence = { interval: 1, weekdays: [], monthDay: null, count: null, until: null, ...read };
    if (recurrence.weekdays.length === 0 && read.weekdays !== undefined) return 'unreadable';
    const rest = (re: RegExp) => {
      const found = re.exec(text);
      if (found && !spans.some((s) => found.index < s.index + s.length && s.index < found.index + found[0].length)) {
        spans.push({ index: found.index, length: found[0].length });
        return found;
      }
      return null;
    };
    if (recurrence.freq === 'monthly') {
      const day = rest(MONTH_DAY);
      if (day) recurrence.monthDay = Number(day[1]);
    }
    const count = rest(COUNT);
    if (count) recurrence.count = Number(count[1] ?? count[2]);
    const endOfYear = rest(UNTIL_END_OF_YEAR);
    if (endOfYear) recurrence.until = { words: 'end of year', monthAlone: 'through' };
    else {
      const until = rest(UNTIL);
      if (until) recurrence.until = { words: until[1]!, monthAlone: /^до/iu.test(until[0]) ? 'before' : 'through' };
    }
    return { recurrence, spans };
  }
  return REPETITION_WORD.test(text) ? 'unreadable' : null;
}

/** The rule as RFC 5545 writes it, from the first occurrence's start (in its zone) and the series' last day, if any. */
export function toRRule(recurrence: Recurrence, first: DateTime, lastDay: DateTime | null): string {
  const byweekday = recurrence.freq === 'weekly' ? (recurrence.weekdays.length > 0 ? recurrence.weekdays : [first.weekday]).map((d) => [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU][d - 1]!) : null;
  const rule = new RRule({
    freq: { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY }[recurrence.freq],
    ...(recurrence.interval > 1 ? { interval: recurrence.interval } : {}),
    byweekday,
    bymonthday: recurrence.freq === 'monthly' ? [recurrence.monthDay ?? first.day] : null,
    count: recurrence.count,
    // RFC 5545: with a zoned DTSTART, UNTIL is in UTC; the series ends with the end of its last day.
    until: lastDay ? lastDay.endOf('day').toUTC().set({ millisecond: 0 }).toJSDate() : null,
  });
  return rule.toString();
}
