/** Money in minor units (kopecks) as the locale writes it: '21 000 ₽' in Russian, '₽21,000' in English. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(minor / 100);
}

export const formatNumber = (value: number, locale: string): string => new Intl.NumberFormat(locale).format(value);

/** A day (UTC) of a series, e.g. '18 Jun'. */
export const formatDay = (iso: string, locale: string): string => new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A minute or an hour of a series in the operator's own time, e.g. '14:05'. */
export const formatClock = (iso: string, locale: string): string => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

export const formatDateTime = (iso: string | null, locale: string, none: string): string => (iso === null ? none : new Date(iso).toLocaleString(locale));
