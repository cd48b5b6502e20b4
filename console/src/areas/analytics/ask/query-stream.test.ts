import { describe, expect, it } from 'vitest';
import { analyticsServer, line, queryResponse } from '../testing/fake-server';
import { askAnalytics, parseQueryLine, QueryFailure, readQueryStream, type QueryProgress } from './query-stream';

/** A body that arrives in exactly these pieces (bytes, so a letter may be cut in two). */
function body(...pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
}

const read = async (stream: ReadableStream<Uint8Array>) => {
  const progress: QueryProgress[] = [];
  try {
    return { progress, response: await readQueryStream(stream, (event) => progress.push(event)) };
  } catch (error) {
    return { progress, error };
  }
};

const reasonOf = (error: unknown) => (error instanceof QueryFailure ? error.reason : error);

describe('the question stream (spec 7)', () => {
  it('reports each progress line, then answers with the complete event’s response', async () => {
    const answer = queryResponse();
    const { progress, response } = await read(
      body(line({ type: 'progress', message: 'Reading revenue', progress: 20 }), line({ type: 'progress', message: 'Writing the answer', progress: 80 }), line({ type: 'complete', success: true, response: answer })),
    );
    expect(progress).toEqual([
      { type: 'progress', message: 'Reading revenue', progress: 20 },
      { type: 'progress', message: 'Writing the answer', progress: 80 },
    ]);
    expect(response).toEqual(answer);
  });

  it('puts together a line split across chunks, a letter cut between its bytes included', async () => {
    const text = line({ type: 'progress', message: 'Читаем выручку', progress: 30 }) + line({ type: 'complete', success: true, response: queryResponse({ language: 'ru' }) });
    const bytes = new TextEncoder().encode(text);
    // Cut inside the first Cyrillic letter (two bytes in UTF-8), and again mid-JSON of the answer.
    const cyrillic = bytes.findIndex((byte) => byte >= 0x80) + 1;
    const { progress, response } = await read(body(bytes.slice(0, cyrillic), bytes.slice(cyrillic, cyrillic + 40), bytes.slice(cyrillic + 40)));
    expect(progress).toEqual([{ type: 'progress', message: 'Читаем выручку', progress: 30 }]);
    expect(response?.language).toBe('ru');
  });

  it('fails with the server’s error on an error line, and on a complete line without success', async () => {
    expect(reasonOf((await read(body(line({ type: 'error', error: 'RevenueCat refused the key' })))).error)).toBe('RevenueCat refused the key');
    expect(reasonOf((await read(body(line({ type: 'complete', success: false, error: 'No data for that period' })))).error)).toBe('No data for that period');
    // Without words of its own: 'Query failed'.
    expect(reasonOf((await read(body(line({ type: 'complete', success: false })))).error)).toEqual({ key: 'analytics.ask.failed' });
  });

  it('fails as "Query failed" when the stream ends before an answer', async () => {
    const { progress, error } = await read(body(line({ type: 'progress', message: 'Reading', progress: 10 })));
    expect(progress).toHaveLength(1);
    expect(reasonOf(error)).toEqual({ key: 'analytics.ask.failed' });
  });

  it('skips what is not an event of the contract: comments, blank lines, unknown types, bad JSON', () => {
    expect(parseQueryLine(': keep-alive')).toBeNull();
    expect(parseQueryLine('')).toBeNull();
    expect(parseQueryLine('data: {"type":"other"}')).toBeNull();
    expect(parseQueryLine('data: {not json')).toBeNull();
    expect(parseQueryLine('data: {"type":"progress","message":"ok","progress":5}\r')).toEqual({ type: 'progress', message: 'ok', progress: 5 });
  });
});

describe('the question call', () => {
  const ask = (server: ReturnType<typeof analyticsServer>) =>
    askAnalytics(server, { query: 'Why did revenue drop?', language: 'en', priority: 'medium' }, { signal: new AbortController().signal, onProgress: () => undefined }).then(
      (response) => ({ response }),
      (error: unknown) => ({ error: reasonOf(error) }),
    );

  it('posts the question with the bearer token and reads the streamed answer', async () => {
    const server = analyticsServer();
    expect(await ask(server)).toEqual({ response: queryResponse() });
    const [call] = server.calls;
    expect(call?.body).toEqual({ query: 'Why did revenue drop?', language: 'en', priority: 'medium' });
    expect(call?.headers.authorization).toBe('Bearer test-token');
  });

  it('says "HTTP {status}: {text}" for a refused request: the API’s message, else the status text', async () => {
    const api = analyticsServer({ stream: { kind: 'refused', status: 429, body: JSON.stringify({ error: 'rate_limited', message: 'Too many questions' }) } });
    expect(await ask(api)).toEqual({ error: { key: 'analytics.ask.httpError', values: { status: 429, text: 'Too many questions' } } });
    const proxy = analyticsServer({ stream: { kind: 'refused', status: 502, body: '<html>Bad gateway</html>', statusText: 'Bad Gateway' } });
    expect(await ask(proxy)).toEqual({ error: { key: 'analytics.ask.httpError', values: { status: 502, text: 'Bad Gateway' } } });
  });

  it('says "Response body is not readable" for an answer with no body', async () => {
    expect(await ask(analyticsServer({ stream: { kind: 'no-body' } }))).toEqual({ error: { key: 'analytics.ask.notReadable' } });
  });
});
