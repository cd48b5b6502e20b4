/**
 * A day of the month said without the month: "on the 5th", "the fifth", "5-го", "5 числа",
 * "пятого числа". It is this month's day if still ahead (today included), else next month's.
 * With a month ("5th of December", "пятого декабря") chrono-node reads it.
 */

export interface DayOfMonth {
  day: number;
  index: number;
  length: number;
}

const EN_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first'];
const RU_ORDINALS = ['первого', 'второго', 'третьего', 'четвертого', 'пятого', 'шестого', 'седьмого', 'восьмого', 'девятого', 'десятого', 'одиннадцатого', 'двенадцатого', 'тринадцатого', 'четырнадцатого', 'пятнадцатого', 'шестнадцатого', 'семнадцатого', 'восемнадцатого', 'девятнадцатого', 'двадцатого', 'двадцать первого', 'двадцать второго', 'двадцать третьего', 'двадцать четвертого', 'двадцать пятого', 'двадцать шестого', 'двадцать седьмого', 'двадцать восьмого', 'двадцать девятого', 'тридцатого', 'тридцать первого'];

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|янв|фев|мар|апр|мая|май|июн|июл|авг|сен|окт|ноя|дек';
const MONTH_AFTER = new RegExp(`^\\s*(?:of\\s+)?(?:${MONTHS})`, 'i');
const MONTH_BEFORE = new RegExp(`(?:${MONTHS})[\\p{L}.]*\\s*$`, 'iu');

const PATTERNS: { regex: RegExp; day: (m: RegExpExecArray) => number }[] = [
  { regex: /(?<![\p{L}\d])(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)?(?![\p{L}\d])/iu, day: (m) => Number(m[1]) },
  { regex: /(?<![\p{L}\d])(?:on\s+)?(\d{1,2})(?:st|nd|rd|th)(?![\p{L}\d])/iu, day: (m) => Number(m[1]) },
  { regex: new RegExp(`(?<![\\p{L}\\d])(?:on\\s+)?the\\s+(${EN_ORDINALS.join('|')})(?![\\p{L}\\d-])`, 'iu'), day: (m) => EN_ORDINALS.indexOf(m[1]!.toLowerCase()) + 1 },
  { regex: /(?<![\p{L}\d])(\d{1,2})(?:-?го|\s+числа)(?![\p{L}\d])/iu, day: (m) => Number(m[1]) },
  { regex: new RegExp(`(?<![\\p{L}\\d])(${RU_ORDINALS.join('|')})\\s+числа(?![\\p{L}\\d])`, 'iu'), day: (m) => RU_ORDINALS.indexOf(m[1]!.toLowerCase().replace('ё', 'е')) + 1 },
];

/** The first day of the month said without a month, or null (a month after it leaves it to chrono). */
export function findDayOfMonth(text: string): DayOfMonth | null {
  for (const { regex, day } of PATTERNS) {
    const match = regex.exec(text);
    if (!match) continue;
    if (MONTH_AFTER.test(text.slice(match.index + match[0].length)) || MONTH_BEFORE.test(text.slice(0, match.index))) continue;
    const value = day(match);
    if (value >= 1 && value <= 31) return { day: value, index: match.index, length: match[0].length };
  }
  return null;
}
