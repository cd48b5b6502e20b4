import { eventuallyOr } from '../../test/kit/eventually.ts';
import type { Answer, Offered } from './contract.ts';

/** A request's answer as the load records it, with its parsed JSON body when there is one. */
export interface Sent extends Answer {
  body: unknown;
}

/**
 * One HTTP request that never throws: a refused connection, a reset or no answer within
 * `timeoutMs` is status 0. Non-2xx JSON answers keep their `error` and `message`.
 */
export async function send(
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Sent> {
  const at = Date.now();
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  try {
    const res = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an SSE stream, a page): the text is the body.
    }
    const ms = Math.round(performance.now() - started);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    return {
      at,
      status: res.status,
      ms,
      body,
      ...(res.ok ? {} : { error: typeof fields.error === 'string' ? fields.error : undefined, message: typeof fields.message === 'string' ? fields.message : undefined }),
    };
  } catch (err) {
    return { at, status: 0, ms: Math.round(performance.now() - started), body: null, error: 'no_answer', message: err instanceof Error ? err.message : String(err) };
  }
}

export const isOk = (status: number) => status >= 200 && status < 300;

const strip = ({ at, status, ms, error, message }: Sent): Answer => ({ at, status, ms, ...(error ? { error } : {}), ...(message ? { message } : {}) });

/** One request, offered once (a person's request: a refusal is not retried by the load). */
export async function offerOnce(kind: string, key: string, request: () => Promise<Sent>): Promise<Offered & { last: Sent }> {
  const at = Date.now();
  const last = await request();
  return { kind, key, at, tries: [strip(last)], accepted: isOk(last.status), last };
}

/**
 * A sender that retries until it gets 2xx, as Telegram retries a webhook and the bank a
 * notification: every try is recorded; gives up after `giveUpMs` (then not accepted).
 */
export async function offerUntilAccepted(
  kind: string,
  key: string,
  request: () => Promise<Sent>,
  { giveUpMs = 120_000, firstPauseMs = 500, maxPauseMs = 5_000 } = {},
): Promise<Offered & { last: Sent }> {
  const at = Date.now();
  const tries: Answer[] = [];
  let pause = firstPauseMs;
  for (;;) {
    const last = await request();
    tries.push(strip(last));
    if (isOk(last.status) || Date.now() - at > giveUpMs) return { kind, key, at, tries, accepted: isOk(last.status), last };
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(maxPauseMs, pause * 2);
  }
}

/** Polls `check` until it answers true or `ms` pass (the audit's drain); answers whether it did. */
export function drain(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  return eventuallyOr(check, false, { timeoutMs: ms, intervalMs: 500 });
}
