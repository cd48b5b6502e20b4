import type { QueryLanguage } from '../../../../contracts/analytics.ts';
import type { MetricUnit } from '../metric-source.ts';

const LOCALE: Record<QueryLanguage, string> = { en: 'en-US', ru: 'ru-RU' };

function plain(value: number, language: QueryLanguage, decimals: number, minimum = 0): string {
  return new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: decimals, minimumFractionDigits: minimum }).format(value);
}

/**
 * A figure as the answer shows it, in the answer's language: money with its currency (two
 * decimals), a count whole (one decimal for an average), a rate in percent (two decimals).
 */
export function formatValue(value: number, unit: MetricUnit, currency: string | null, language: QueryLanguage): string {
  if (unit === 'money') {
    if (currency) return new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    return plain(value, language, 2, 2);
  }
  if (unit === 'percent') return `${plain(value, language, 2)}%`;
  return plain(value, language, Number.isInteger(value) ? 0 : 1);
}

const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');

/** A change of a figure: signed, in the figure's unit (percentage points for a rate). */
export function formatChange(value: number, unit: MetricUnit, currency: string | null, language: QueryLanguage): string {
  if (unit === 'percent') return `${sign(value)}${plain(Math.abs(value), language, 2)} ${language === 'ru' ? 'п.п.' : 'pp'}`;
  return `${sign(value)}${formatValue(Math.abs(value), unit, currency, language)}`;
}

/** A relative change in percent, signed, one decimal. */
export const formatPercentChange = (value: number, language: QueryLanguage) => `${sign(value)}${plain(Math.abs(value), language, 1)}%`;

/** A share in percent, one decimal. */
export const formatShare = (value: number, language: QueryLanguage) => `${plain(value, language, 1)}%`;

export const formatRange = (range: { from: string; to: string }) => (range.from === range.to ? range.from : `${range.from} – ${range.to}`);
