/**
 * Numeric dates as people type them: "15.04", "1.12.2026", "03/12", "3/12/27", "2027-04-15",
 * "15-04-2027". chrono-node reads only some of these, and only in one order; here every reading
 * the digits allow is kept, and date-order.ts decides between them or has the user asked.
 */

export interface DayMonth {
  day: number;
  month: number;
  /** The year when it was written (two digits are this century's). */
  year: number | null;
}

export interface NumericDate {
  /** Where the date is in the text, to take it out before the rest is read. */
  index: number;
  length: number;
  /** The readings the digits allow: day first, then month first (when different and both valid). */
  dayFirst: DayMonth | null;
  monthFirst: DayMonth | null;
  /** Dots are a day-first writing (Russian, German, …); nobody writes a month first with dots. */
  dotted: boolean;
}

const ISO = /(?<![\d./-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d./-])/;
// A separator used twice must be the same one; dashes only with a year (a bare "10-12" is a range of hours).
const SHORT = /(?<![\d./:-])(\d{1,2})([./])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d/:-]|\.\d)/;
const DASHED = /(?<![\d./:-])(\d{1,2})-(\d{1,2})-(\d{4})(?![\d./-])/;
/** "в 9.30", "at 10.15": a time written with a dot, not a date. */
const TIME_BEFORE = /(?:^|\s)(?:в|к|с|до|at|from|to|until|till)\s*$/i;

const validDay = (day: number, month: number, year: number | null) => month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year ?? 2028, month, 0)).getUTCDate();

function fullYear(written: string | undefined): number | null {
  if (written === undefined) return null;
  return written.length === 2 ? 2000 + Number(written) : Number(written);
}

function reading(day: number, month: number, year: number | null): DayMonth | null {
  return validDay(day, month, year) ? { day, month, year } : null;
}

/** The first numeric date in `text`, or null. */
export function findNumericDate(text: string): NumericDate | null {
  const iso = ISO.exec(text);
  if (iso) {
    const date = reading(Number(iso[3]), Number(iso[2]), Number(iso[1]));
    return date ? { index: iso.index, length: iso[0].length, dayFirst: date, monthFirst: date, dotted: false } : null;
  }
  const dashed = DASHED.exec(text);
  const short = SHORT.exec(text);
  const match = dashed ?? short;
  if (!match) return null;
  const [a, b] = [Number(match[1]), Number(match[dashed ? 2 : 3])];
  const year = fullYear(dashed ? match[3] : match[4]);
  const dotted = !dashed && match[2] === '.';
  if (dotted && year === null && TIME_BEFORE.test(text.slice(0, match.index)) && a <= 23 && b <= 59 && match[3]!.length === 2) return null;
  const dayFirst = reading(a, b, year);
  const monthFirst = reading(b, a, year);
  if (!dayFirst && !monthFirst) return null;
  return { index: match.index, length: match[0].length, dayFirst, monthFirst, dotted };
}
