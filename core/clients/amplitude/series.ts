import { daysFrom } from '../analytics-days.ts';
import type { DailyPoint } from '../../domain/analytics/metric-source.ts';
import type { SeriesAnswer } from './schemas.ts';

type Label = NonNullable<SeriesAnswer['data']['seriesLabels']>[number];

/** A group's name: `[0, 'iOS']` (segment index, group by value) -> 'iOS'; a bare index names no group. */
export function groupName(label: Label | undefined): string {
  if (Array.isArray(label)) return String(label[label.length - 1] ?? '');
  return typeof label === 'string' ? label : '';
}

/** Group `index`'s daily points from `from` to `to`, null on a day the answer has no value for. */
export function groupPoints(answer: SeriesAnswer, index: number, from: string, to: string): DailyPoint[] {
  const values = answer.data.series[index] ?? [];
  const byDay = new Map<string, number | null>();
  answer.data.xValues.forEach((day, i) => {
    const value = values[i];
    byDay.set(day.slice(0, 10), typeof value === 'number' ? value : (value?.value ?? null));
  });
  return daysFrom(from, to).map((date) => ({ date, value: byDay.get(date) ?? null }));
}

/** Amplitude's built-in user properties (its 'Shared query parameters'): grouped by as user properties. */
const BUILT_IN_USER_PROPERTIES = new Set(['version', 'country', 'city', 'region', 'dma', 'language', 'platform', 'os', 'device', 'device_type', 'start_version', 'paying']);

/** A group by of the `e` parameter: built-in and custom ('gp:...') user properties are 'user', others 'event' properties. */
export function groupBy(property: string): { type: 'user' | 'event'; value: string } {
  const user = BUILT_IN_USER_PROPERTIES.has(property.toLowerCase()) || property.startsWith('gp:');
  return { type: user ? 'user' : 'event', value: property };
}

/** Amplitude's dates are YYYYMMDD on the wire. */
export const wireDay = (day: string): string => day.replaceAll('-', '');
