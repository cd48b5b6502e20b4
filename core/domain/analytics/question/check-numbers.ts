import type { Fact } from './compute-facts.ts';

/** A number as written: what it may mean (a value, and the step it was rounded to), for each reading of its separators. */
interface Reading {
  value: number;
  step: number;
}

const ISO_DAY = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
/** 17.11.2026, 17/11/2026, 11/17/26: a date in the answer's own writing. */
const DOTTED_DAY = /(?<![\p{N}.,])(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})(?![\p{N}])/gu;
/** 17.11 or 11/17: a day and month, when the facts have that day (else it is read as a number). */
const SHORT_DAY = /(?<![\p{N}.,])(\d{1,2})[./](\d{1,2})(?![\p{N}]|[.,]\d|\s?%)/gu;
const NUMBER = /(?<![\p{L}\p{N}_])(\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(\s?(?:k|K|M|bn|тыс\.?|млн|млрд)(?![\p{L}]))?/gu;
const MONTH = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|янв|фев|мар|апр|ма[йя]|июн|июл|авг|сен|окт|ноя|дек)/i;

const MULTIPLIER: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, bn: 1e9, тыс: 1e3, 'тыс.': 1e3, млн: 1e6, млрд: 1e9 };

const decimal = (digits: string, point: number): Reading => {
  const whole = digits.slice(0, point);
  const fraction = digits.slice(point + 1);
  return { value: Number(`${whole}.${fraction}`), step: 10 ** -fraction.length };
};

/** Each reading of a number's separators: '12,345' is twelve thousand in English and twelve point three in Russian. */
function readingsOf(written: string): Reading[] {
  const text = written.replace(/[\u00a0\u202f ]/g, '');
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma < 0 && dot < 0) return [{ value: Number(text), step: 1 }];
  if (comma >= 0 && dot >= 0) {
    const point = Math.max(comma, dot);
    return [decimal(text.replace(point === dot ? /,/g : /\./g, ''), point === dot ? text.replace(/,/g, '').lastIndexOf('.') : text.replace(/\./g, '').lastIndexOf(','))];
  }
  const separator = comma >= 0 ? ',' : '.';
  const grouped = new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(text);
  const readings: Reading[] = [];
  if (grouped) readings.push({ value: Number(text.split(separator).join('')), step: 1 });
  if (!grouped || text.split(separator).length === 2) readings.push(decimal(text, text.lastIndexOf(separator)));
  return readings;
}

/** Every number in a text, as the value(s) it may mean (dates left out: they are checked as dates). */
export function numbersIn(text: string): Array<{ written: string; readings: Reading[]; index: number }> {
  const found: Array<{ written: string; readings: Reading[]; index: number }> = [];
  for (const match of text.matchAll(NUMBER)) {
    const multiplier = MULTIPLIER[(match[2] ?? '').trim()] ?? 1;
    found.push({ written: match[0].trim(), index: match.index, readings: readingsOf(match[1]!).map((r) => ({ value: r.value * multiplier, step: r.step * multiplier })) });
  }
  return found;
}

const matches = (reading: Reading, allowed: number) => Math.abs(reading.value - allowed) <= reading.step / 2 + 1e-9 * Math.max(1, allowed);

interface DayParts {
  isoDays: Set<string>;
  /** "17 November", "Nov 17", "17.11": days and months of the facts' days. */
  dayMonth: Set<string>;
  years: Set<number>;
  days: Set<number>;
}

function dayPartsOf(texts: string[]): DayParts {
  const parts: DayParts = { isoDays: new Set(), dayMonth: new Set(), years: new Set(), days: new Set() };
  for (const text of texts) {
    for (const [day, year, month, date] of text.matchAll(ISO_DAY)) {
      parts.isoDays.add(day);
      parts.dayMonth.add(`${Number(date)}/${Number(month)}`);
      parts.years.add(Number(year));
      parts.days.add(Number(date));
    }
  }
  return parts;
}

/**
 * Whether a month's name is next to the number (the word before or after it, across a range of
 * days: "16–22 November", "Nov 16–22"): then it is a day of the month.
 */
function besideMonth(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 20), index).replace(/\d{1,2}\s*[–—-]\s*$/, '').trim().split(/\s+/).at(-1) ?? '';
  const after = text.slice(index + length, index + length + 20).replace(/^\s*[–—-]\s*\d{1,2}/, '').trim().split(/\s+/)[0] ?? '';
  const word = (w: string) => w.replace(/^[^\p{L}]+/u, '');
  return MONTH.test(word(before)) || MONTH.test(word(after));
}

export interface NumberCheck {
  ok: boolean;
  /** The numbers of the text no fact gives, as written. */
  unsupported: string[];
}

/**
 * Whether every number of an answer is a figure of the facts: a fact's value in any rounding or
 * separator convention ('$12,345.68', '12 345,7', '12.3K', '−23%' for −23.4), a number shown in a
 * fact (its days, '5 of 7 days'), a number of the question itself ('last 30 days'), or a day of
 * the facts' periods written as a date. Anything else is a figure the model made up.
 */
export function checkNumbers(text: string, facts: readonly Fact[], question: string): NumberCheck {
  const shown = facts.flatMap((f) => [f.display, f.label]);
  const parts = dayPartsOf(shown);
  const allowed = [
    ...facts.flatMap((f) => (f.value === null ? [] : [Math.abs(f.value)])),
    ...[...shown, question].flatMap((t) => numbersIn(t.replace(ISO_DAY, ' ')).flatMap((n) => n.readings.map((r) => Math.abs(r.value)))),
  ];
  const unsupported: string[] = [];
  let rest = text.replace(ISO_DAY, (day) => {
    if (!parts.isoDays.has(day)) unsupported.push(day);
    return ' ';
  });
  const knownDay = (a: string, b: string) => parts.dayMonth.has(`${Number(a)}/${Number(b)}`) || parts.dayMonth.has(`${Number(b)}/${Number(a)}`);
  rest = rest.replace(DOTTED_DAY, (written, a: string, b: string, y: string) => {
    if (!parts.years.has(y.length === 2 ? 2000 + Number(y) : Number(y)) || !knownDay(a, b)) unsupported.push(written);
    return ' ';
  });
  rest = rest.replace(SHORT_DAY, (written, a: string, b: string) => (knownDay(a, b) ? ' ' : written));
  for (const number of numbersIn(rest)) {
    if (number.readings.some((r) => allowed.some((a) => matches(r, a)))) continue;
    const whole = number.readings.find((r) => r.step === 1 && Number.isInteger(r.value));
    if (whole && parts.years.has(whole.value)) continue;
    if (whole && parts.days.has(whole.value) && besideMonth(rest, number.index, number.written.length)) continue;
    unsupported.push(number.written);
  }
  return { ok: unsupported.length === 0, unsupported };
}
