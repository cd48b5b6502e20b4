import type { MetricChart } from '../../../../../contracts/analytics.ts';
import { intlLocale } from '../../../i18n/format';
import type { Locale } from '../../../i18n/types';

const number = (locale: Locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(intlLocale(locale), options);

/** A share from 0 to 1 as a whole percent: 0.85 → '85%'. */
export const formatShare = (share: number, locale: Locale): string => number(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** Spec 2: a metric's change with its sign, one decimal at most: '+12.5%', '−8%', '0%'. */
export const formatChange = (percent: number, locale: Locale): string =>
  number(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(percent / 100);

/** 'Mar 10, 2026, 9:00 AM' or '10 мар. 2026 г., 09:00', in the browser's zone. */
export const formatDateTime = (iso: string, locale: Locale): string => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A calendar day 'YYYY-MM-DD' as 'Mar 2' or '2 мар.', read in UTC so no zone moves it a day. */
export const formatDay = (day: string, locale: Locale): string =>
  new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/**
 * A metric's value in its unit: counts whole, money in the chart's currency, percent as given
 * (the contract's percent metrics carry 4.2 for 4.2%).
 */
export function formatMetricValue(value: number, chart: Pick<MetricChart, 'unit' | 'currency'>, locale: Locale): string {
  if (chart.unit === 'money') return number(locale, chart.currency === null ? { maximumFractionDigits: 2 } : { style: 'currency', currency: chart.currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);
  if (chart.unit === 'percent') return number(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
  return number(locale, { maximumFractionDigits: 0 }).format(value);
}
