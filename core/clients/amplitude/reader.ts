import type { z } from 'zod';
import type { AmplitudeReader, DailySeries, MetricId } from '../../domain/analytics/metric-source.ts';
import { checkRange, daysFrom } from '../analytics-days.ts';
import { limitedGet, requestText, retryAfterHeaderMs, type ReaderOptions } from '../analytics-http.ts';
import { EVENT_LIST_COST, segmentationCost, usersCost } from './cost.ts';
import { eventListSchema, seriesSchema } from './schemas.ts';
import { groupBy, groupName, groupPoints, wireDay } from './series.ts';

export const AMPLITUDE_API_URL = 'https://amplitude.com';
export const AMPLITUDE_KEY_NAME = 'Amplitude API key or secret key';

/** `baseUrl`: AMPLITUDE_API_URL, the EU's https://analytics.eu.amplitude.com, or the sandbox's fake; paths start with /api/2. */
export interface AmplitudeReaderOptions extends ReaderOptions {
  apiKey: string;
  secretKey: string;
}

/**
 * How long Amplitude's 429 says to wait. It documents no header, only that the answer says which
 * limit was passed: a Retry-After if one comes, a second when it was the 5 queries in flight,
 * otherwise (the hourly cost budget) a minute, and the next 429 holds again.
 */
export function amplitudeRetryAfterMs(headers: Headers, body: unknown): number {
  const header = retryAfterHeaderMs(headers, 1000);
  if (header !== null) return header;
  return /concurren/i.test(typeof body === 'string' ? body : JSON.stringify(body ?? '')) ? 1000 : 60_000;
}

const USERS = { active: { metric: 'amplitude.active_users', label: 'Active users' }, new: { metric: 'amplitude.new_users', label: 'New users' } } as const;
export const eventMetric = (eventType: string): MetricId => `amplitude.event:${eventType}`;

/**
 * Amplitude's Dashboard REST API through plain fetch (HTTP Basic with the project's API key and
 * secret key): the project's event types, active and new users, an event's daily totals and
 * their split by one property. Dates are YYYYMMDD on the wire and YYYY-MM-DD in the series.
 */
export function createAmplitudeReader(options: AmplitudeReaderOptions): AmplitudeReader {
  const base = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.secretKey}`).toString('base64')}`;
  const get = <T extends z.ZodType>(path: string, cost: number, schema: T) =>
    limitedGet(options, { service: 'amplitude', bucket: 'dashboard', cost }, { url: `${base}${path}`, headers: { authorization }, schema, keyName: AMPLITUDE_KEY_NAME, retryAfterMs: amplitudeRetryAfterMs });
  const range = (from: string, to: string) => {
    checkRange(from, to);
    return { start: wireDay(from), end: wireDay(to), days: daysFrom(from, to).length };
  };
  const segmentationPath = (event: object, start: string, end: string) =>
    `/api/2/events/segmentation?${new URLSearchParams({ e: JSON.stringify(event), m: 'totals', start, end, i: '1' }).toString()}`;

  return {
    async project() {
      const list = await get('/api/2/events/list', EVENT_LIST_COST, eventListSchema);
      const events = list.data.filter((event) => !event.deleted && !event.hidden).map((event) => event.value);
      return { name: null, events, metrics: [USERS.active.metric, USERS.new.metric, ...events.map(eventMetric)] };
    },

    async users(kind, from, to) {
      const { start, end, days } = range(from, to);
      const path = `/api/2/users?${new URLSearchParams({ m: kind, start, end, i: '1' }).toString()}`;
      const answer = await get(path, usersCost(days), seriesSchema);
      return { ...USERS[kind], service: 'amplitude', unit: 'count', currency: null, points: groupPoints(answer, 0, from, to), request: requestText(`${base}${path}`) } satisfies DailySeries;
    },

    async event(eventType, from, to) {
      const { start, end, days } = range(from, to);
      const path = segmentationPath({ event_type: eventType }, start, end);
      const answer = await get(path, segmentationCost(days, 0), seriesSchema);
      return {
        metric: eventMetric(eventType),
        service: 'amplitude',
        label: eventType,
        unit: 'count',
        currency: null,
        points: groupPoints(answer, 0, from, to),
        request: requestText(`${base}${path}`),
      } satisfies DailySeries;
    },

    async eventBySegment(eventType, property, from, to) {
      const { start, end, days } = range(from, to);
      const path = segmentationPath({ event_type: eventType, group_by: [groupBy(property)] }, start, end);
      const answer = await get(path, segmentationCost(days, 1), seriesSchema);
      const request = requestText(`${base}${path}`);
      return answer.data.series.map((_, index) => ({
        eventType,
        property,
        segment: groupName(answer.data.seriesLabels?.[index]) || '(none)',
        points: groupPoints(answer, index, from, to),
        request,
      }));
    },
  };
}
