import type { Locale } from '../../../i18n/types';
import { intlLocale } from '../../../i18n/format';

/** A whole number as people read it: 12,345 or 12 345. */
export const formatCount = (value: number, locale: Locale): string => new Intl.NumberFormat(intlLocale(locale)).format(value);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * '3 days ago' / '3 дня назад', in the largest whole unit. Under a minute, and for a time
 * ahead of this clock (the server's clock may run a little ahead), `justNow`: spec 4's
 * 'Just now', where Intl alone would say 'now' / 'сейчас'.
 */
export function formatRelative(iso: string, now: number, locale: Locale, justNow: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (-seconds >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return justNow;
}

/** The full date and time, for the tooltip of a relative one. */
export const formatDateTime = (iso: string, locale: Locale): string =>
  new Date(iso).toLocaleString(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' });
