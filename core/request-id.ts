import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the user action the running code serves: an HTTP request's X-Request-Id,
 * `tg:<bot>:<update_id>` for a Telegram update, `job:<queue>:<id>` or `wf:<workflowId>` for
 * work nobody asked for directly. It rides into every job (`_requestId` in the job's data) and
 * workflow (the `request-id` header) started under it, and onto every log line (core/logger.ts).
 */
const storage = new AsyncLocalStorage<string>();

/** Runs `fn` with `id` as the current request id (for everything it awaits or schedules). */
export function runWithRequestId<T>(id: string, fn: () => T): T {
  return storage.run(id, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** The key a job's data carries its request id under (core/queues/producer.ts, workers/start-workers.ts). */
export const JOB_REQUEST_ID_KEY = '_requestId';

/** The request id a job's data carries, if any. */
export function jobRequestIdOf(data: unknown): string | undefined {
  const id = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[JOB_REQUEST_ID_KEY] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** A job's payload without its request id, for the job's schema (several are .strict()). */
export function withoutRequestId(data: unknown): unknown {
  if (jobRequestIdOf(data) === undefined) return data;
  const { [JOB_REQUEST_ID_KEY]: _, ...payload } = data as Record<string, unknown>;
  return payload;
}

/** The Temporal header (and memo field) a workflow's request id travels in. */
export const TEMPORAL_REQUEST_ID_HEADER = 'request-id';
export const TEMPORAL_REQUEST_ID_MEMO = 'requestId';

/** The request id of the work one Telegram update starts (the webhook and the poller set it). */
export const telegramRequestId = (bot: string, updateId: number): string => `tg:${bot}:${updateId}`;
