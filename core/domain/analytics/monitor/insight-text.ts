import { DateTime } from 'luxon';
import type { MetricInfo } from '../catalogue.ts';

export type Locale = 'en' | 'ru';

/** A figure as a person reads it: money with two decimals and its currency, counts whole, rates with a % sign. */
export function formatValue(value: number, info: Pick<MetricInfo, 'unit'>, currency: string | null, locale: Locale): string {
  const tag = locale === 'ru' ? 'ru-RU' : 'en-US';
  if (info.unit === 'money') return new Intl.NumberFormat(tag, { style: currency ? 'currency' : 'decimal', currency: currency ?? undefined, maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(value);
  if (info.unit === 'percent') return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value)}%`;
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(value);
}

export const signedPercent = (change: number) => `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change).toFixed(1)}%`;

export function formatDay(date: string, locale: Locale): string {
  return DateTime.fromISO(date, { zone: 'utc' }).setLocale(locale === 'ru' ? 'ru' : 'en').toFormat('d MMM');
}

export function formatDays(first: string, last: string, locale: Locale): string {
  return first === last ? formatDay(first, locale) : `${formatDay(first, locale)}–${formatDay(last, locale)}`;
}

/** The segment or funnel step that moved with a revenue metric, as code found it. */
export interface ShiftFound {
  eventType: string;
  property: string;
  segment: string;
  change: number;
  /** Share of the event's total deviation this segment accounts for (0-1). */
  share: number;
}

/** A funnel step whose conversion moved on the same days (percent changes). */
export interface FunnelFound {
  fromEvent: string;
  toEvent: string;
  change: number;
  /** The upper step's own volume change: null or small means people still started it. */
  fromChange: number | null;
}

const held = (funnel: FunnelFound) => funnel.fromChange === null || Math.abs(funnel.fromChange) < 10;

const word = {
  en: { rose: 'rose', fell: 'fell', above: 'above', below: 'below' },
  ru: { rose: 'вырос', fell: 'упал', above: 'выше', below: 'ниже' },
} as const;

export const insightTexts = {
  anomalyTitle: (locale: Locale, label: string, change: number, days: string) =>
    locale === 'ru' ? `${label}: ${signedPercent(change)} к норме (${days})` : `${label} ${change < 0 ? 'dropped' : 'jumped'} ${Math.abs(change).toFixed(1)}% (${days})`,
  anomalyFacts: (locale: Locale, label: string, actual: string, expected: string, change: number, days: string) =>
    locale === 'ru'
      ? `${label} за ${days}: ${actual} в день при ожидаемых ${expected} для этих дней недели (${signedPercent(change)}).`
      : `${label} on ${days} was ${actual} a day against ${expected} expected for those weekdays (${signedPercent(change)}).`,
  shift: (locale: Locale, shift: ShiftFound) =>
    locale === 'ru'
      ? `В Amplitude в те же дни событие «${shift.eventType}» при ${shift.property} = ${shift.segment} ${shift.change < 0 ? word.ru.fell : word.ru.rose} на ${Math.abs(shift.change).toFixed(0)}% (${Math.round(shift.share * 100)}% изменения события).`
      : `In Amplitude, '${shift.eventType}' for ${shift.property} = ${shift.segment} ${shift.change < 0 ? word.en.fell : word.en.rose} ${Math.abs(shift.change).toFixed(0)}% on the same days (${Math.round(shift.share * 100)}% of the event's change).`,
  funnel: (locale: Locale, funnel: FunnelFound) =>
    locale === 'ru'
      ? `Конверсия шага «${funnel.fromEvent}» → «${funnel.toEvent}» ${funnel.change < 0 ? 'упала' : 'выросла'} на ${Math.abs(funnel.change).toFixed(0)}%${held(funnel) ? `, хотя «${funnel.fromEvent}» держался на обычном уровне` : ''}.`
      : `The step '${funnel.fromEvent}' → '${funnel.toEvent}' converted ${Math.abs(funnel.change).toFixed(0)}% ${funnel.change < 0 ? 'less' : 'more'}${held(funnel) ? `, while '${funnel.fromEvent}' itself held` : ''}.`,
  trendTitle: (locale: Locale, label: string, change: number, days: number) =>
    locale === 'ru' ? `${label}: ${signedPercent(change)} за ${days} дн.` : `${label} ${change < 0 ? 'down' : 'up'} ${Math.abs(change).toFixed(1)}% over ${days} days`,
  trendFacts: (locale: Locale, label: string, change: number, days: number, from: string, to: string) =>
    locale === 'ru'
      ? `${label} за последние ${days} дн. (${from}–${to}) ${change < 0 ? 'ниже' : 'выше'} предыдущих ${days} дн. на ${Math.abs(change).toFixed(1)}%.`
      : `${label} over the last ${days} days (${from}–${to}) is ${Math.abs(change).toFixed(1)}% ${change < 0 ? word.en.below : word.en.above} the ${days} days before.`,
  recommendationTitle: (locale: Locale, shift: ShiftFound) =>
    locale === 'ru' ? `Проверьте «${shift.eventType}» для ${shift.property} = ${shift.segment}` : `Check '${shift.eventType}' for ${shift.property} = ${shift.segment}`,
  recommendationFacts: (locale: Locale, label: string, shift: ShiftFound, days: string) =>
    locale === 'ru'
      ? `${label} изменилась в те же дни (${days}), когда «${shift.eventType}» при ${shift.property} = ${shift.segment} ${shift.change < 0 ? word.ru.fell : word.ru.rose} на ${Math.abs(shift.change).toFixed(0)}%. Проверьте этот шаг: релиз, оплату, ошибки на этой платформе.`
      : `${label} moved on the same days (${days}) as '${shift.eventType}' for ${shift.property} = ${shift.segment}, which ${shift.change < 0 ? word.en.fell : word.en.rose} ${Math.abs(shift.change).toFixed(0)}%. Check that step: a release, the payment flow, errors on that segment.`,
};
