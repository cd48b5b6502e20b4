import type { z } from 'zod';
import { SERVICE_NAMES, type AnalyticsService } from '../../contracts/analytics.ts';
import { AnalyticsUpstreamError } from '../domain/analytics/metric-source.ts';
import { limitedCall, type AnalyticsLimiter, type LimitTicket } from './analytics-limiter.ts';

/**
 * One GET of an analytics upstream (RevenueCat's API v2, Amplitude's Dashboard REST API), its
 * answer checked against a zod schema, every failure turned into an AnalyticsUpstreamError a
 * person can act on: which key was refused, how long a 429 said to wait, whether the service
 * was down or answered in a shape we do not know.
 */
export interface UpstreamGet<T extends z.ZodType> {
  service: AnalyticsService;
  url: string;
  headers: Record<string, string>;
  schema: T;
  /** The key as the person knows it, named when the upstream refuses it ('RevenueCat secret key'). */
  keyName: string;
  /** How long a 429 answer says to wait, read from its headers and body (each service says it its own way). */
  retryAfterMs: (headers: Headers, body: unknown) => number;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** The text of a refused key, as the settings page and the run show it. */
export const refusedKeyMessage = (keyName: string, status: number): string => `The ${keyName} was refused (${status}).`;

export async function upstreamGet<T extends z.ZodType>(call: UpstreamGet<T>): Promise<z.infer<T>> {
  const name = SERVICE_NAMES[call.service];
  const fetchImpl = call.fetchImpl ?? fetch;
  let res: Response;
  let raw: string;
  try {
    res = await fetchImpl(call.url, { headers: { accept: 'application/json', ...call.headers }, signal: AbortSignal.timeout(call.timeoutMs) });
    raw = await res.text();
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    const why = timedOut ? `no answer within ${call.timeoutMs} ms` : err instanceof Error ? err.message : String(err);
    throw new AnalyticsUpstreamError(call.service, 'unavailable', `${name} could not be reached: ${why}.`);
  }
  const body = parseJson(raw);
  const status = res.status;
  if (status === 401 || status === 403) {
    throw new AnalyticsUpstreamError(call.service, 'unauthorized', refusedKeyMessage(call.keyName, status), { status, key: call.keyName });
  }
  if (status === 429) {
    const retryAfterMs = call.retryAfterMs(res.headers, body);
    throw new AnalyticsUpstreamError(call.service, 'rate_limited', `${name} asked us to slow down (429); trying again in ${Math.ceil(retryAfterMs / 1000)} s.`, { status, retryAfterMs });
  }
  // 423 is RevenueCat's "resource locked by a concurrent request": a moment later it answers.
  if (status >= 500 || status === 423) {
    throw new AnalyticsUpstreamError(call.service, 'unavailable', `${name} is unavailable (${status}).`, { status });
  }
  if (status !== 200) {
    throw new AnalyticsUpstreamError(call.service, 'bad_response', `${name} refused the request (${status})${upstreamMessage(body)}.`, { status });
  }
  const parsed = call.schema.safeParse(body);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'body';
    throw new AnalyticsUpstreamError(call.service, 'bad_response', `${name} answered in a shape we do not read (at ${where}).`, { status });
  }
  return parsed.data;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // Amplitude answers some refusals as plain text: keep it for the message.
    return raw;
  }
}

/** The upstream's own words, when it gave any (RevenueCat: `message`; Amplitude: `error`), cut short. */
function upstreamMessage(body: unknown): string {
  const text =
    typeof body === 'string'
      ? body
      : body && typeof body === 'object'
        ? ['message', 'error'].map((field) => (body as Record<string, unknown>)[field]).find((value) => typeof value === 'string')
        : undefined;
  return typeof text === 'string' && text.trim() ? `: ${text.trim().slice(0, 200)}` : '';
}

/**
 * A Retry-After header in ms, or null when absent or not a number. `unitMs` is what one unit of
 * it is worth: 1000 by HTTP's definition (seconds); RevenueCat documents its header in ms.
 */
export function retryAfterHeaderMs(headers: Headers, unitMs: number): number | null {
  const text = headers.get('retry-after');
  const value = Number(text);
  return text !== null && text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value * unitMs : null;
}

/** The request as an operator could repeat it: method and URL, no key (keys travel in headers only). */
export const requestText = (url: string): string => `GET ${url}`;

/** What both readers are built with, besides their keys. */
export interface ReaderOptions {
  /** The API's origin (the service's own, or the sandbox's fake). */
  baseUrl: string;
  limiter: AnalyticsLimiter;
  /** Whose keys: the limits are kept per user. */
  userId: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** A reader's GET under the user's limit (waiting its turn, obeying a 429), the answer checked. */
export function limitedGet<T extends z.ZodType>(
  options: ReaderOptions,
  ticket: Omit<LimitTicket, 'userId'>,
  call: Omit<UpstreamGet<T>, 'service' | 'timeoutMs' | 'fetchImpl'>,
): Promise<z.infer<T>> {
  return limitedCall(options.limiter, { ...ticket, userId: options.userId }, () =>
    upstreamGet({ ...call, service: ticket.service, timeoutMs: options.timeoutMs ?? 30_000, ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}) }),
  );
}
