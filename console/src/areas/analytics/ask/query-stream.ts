import { analyticsPaths, queryEventSchema, type AnalyticsQueryBody, type QueryEvent, type QueryResponse } from '../../../../../contracts/analytics.ts';
import { stringField, type ApiClient } from '../../../api/client';
import type { Text } from '../../../i18n/types';

export type QueryProgress = Extract<QueryEvent, { type: 'progress' }>;
export type { QueryResponse };

/** Why a question got no answer, as the 'Query Failed' toast says it: the server's words or ours. */
export class QueryFailure extends Error {
  override readonly name = 'QueryFailure';
  constructor(readonly reason: Text) {
    super(typeof reason === 'string' ? reason : reason.key);
  }
}

const failed = (error: string | undefined) => new QueryFailure(error !== undefined && error !== '' ? error : { key: 'analytics.ask.failed' });

/** One line of the stream: a `data: ` line that holds an event of the contract, else nothing (comments, blank lines, what we do not know). */
export function parseQueryLine(line: string): QueryEvent | null {
  const text = line.replace(/\r$/, '');
  if (!text.startsWith('data:')) return null;
  try {
    const parsed = queryEventSchema.safeParse(JSON.parse(text.slice('data:'.length).trim()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Spec 7 'Question stream': reads `data: <event>` lines as they come, a line possibly split
 * across chunks; progress goes to `onProgress`; `complete` with success gives the answer, and
 * `complete` without it or `error` fails with the server's error. A stream that ends before
 * either fails too ('Query failed').
 */
export async function readQueryStream(body: ReadableStream<Uint8Array>, onProgress: (event: QueryProgress) => void): Promise<QueryResponse> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      // The last piece may be a line cut in two: keep it for the next chunk.
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const event = parseQueryLine(line);
        if (event === null) continue;
        if (event.type === 'progress') onProgress(event);
        else if (event.type === 'error') throw failed(event.error);
        else if (event.success && event.response !== undefined) return event.response;
        else throw failed(event.error);
      }
      if (done) throw failed(undefined);
    }
  } finally {
    // Stops the server's stream when we stop reading (an answer, a failure, the person left).
    reader.cancel().catch(() => undefined);
  }
}

/** What a refused request says after 'HTTP 500: ': the API's message, else the status text, else the body. */
async function statusText(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const message = stringField(JSON.parse(body), 'message');
    if (message !== undefined) return message;
  } catch {
    // Not the API's JSON (a proxy's page): the status text or the body's first words say it.
  }
  return response.statusText || body.trim().slice(0, 200);
}

export interface AskOptions {
  signal: AbortSignal;
  onProgress: (event: QueryProgress) => void;
}

/**
 * POST /api/analytics/query: a direct request with the bearer token of local storage (the API
 * client's raw `send`, which also refreshes an expired token once), its answer read as a stream.
 */
export async function askAnalytics(api: ApiClient, body: AnalyticsQueryBody, { signal, onProgress }: AskOptions): Promise<QueryResponse> {
  const response = await api.send(analyticsPaths.query, { method: 'POST', body: JSON.stringify(body), headers: { Accept: 'text/event-stream' }, signal });
  if (!response.ok) throw new QueryFailure({ key: 'analytics.ask.httpError', values: { status: response.status, text: await statusText(response) } });
  if (response.body === null) throw new QueryFailure({ key: 'analytics.ask.notReadable' });
  return readQueryStream(response.body, onProgress);
}
