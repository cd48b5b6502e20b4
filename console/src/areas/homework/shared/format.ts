import { intlLocale } from '../../../i18n/format';
import type { Locale } from '../../../i18n/types';

/** 'Mar 10, 2026' or '10 мар. 2026 г.'. */
export const formatDate = (iso: string, locale: Locale): string => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(iso));

/** 'Mar 10, 2026, 9:00 AM' or '10 мар. 2026 г., 09:00', in the browser's zone. */
export const formatDateTime = (iso: string, locale: Locale): string => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A number with exactly `digits` decimals (spec 2: the student's Average Score has 1). */
export const formatFixed = (value: number, locale: Locale, digits = 1): string =>
  new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** A score as given: 8, 8.5 or 8.25 (two decimals at most, as the API keeps them). */
export const formatScore = (value: number, locale: Locale): string => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(value);

/** A whole percent: 85. */
export const formatPercent = (value: number, locale: Locale): string => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value);

/** Spec 2: a file's size in KB, one decimal. */
export const formatKb = (bytes: number, locale: Locale): string => formatFixed(bytes / 1024, locale, 1);

/** The first `limit` characters of a text, with an ellipsis when there was more (spec 9: 300 for a submission's preview). */
export const truncate = (text: string, limit: number): string => (text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text);

/** A calendar day given as 'YYYY-MM-DD' (a week's Monday): 'Mar 2' or '2 мар.', read in UTC so no zone moves it a day. */
export const formatDay = (day: string, locale: Locale): string => new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
