import { startFakeUpstream } from '../../scripts/test/kit/fake-upstream.ts';

export interface ScriptedServer {
  url: string;
  /** Every request: path and parsed JSON body. */
  requests: Array<{ path: string; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * A local HTTP upstream answering JSON from `answer(path, body)`. Used instead of nock where the
 * test process also talks to Temporal: nock's interceptor breaks grpc-js's HTTP/2 connections
 * (mswjs/interceptors #819), so the API's Temporal calls would never return.
 */
export async function startScriptedServer(answer: (path: string, body: Record<string, unknown>) => Record<string, unknown>, options: { delayMs?: number } = {}): Promise<ScriptedServer> {
  const requests: ScriptedServer['requests'] = [];
  const upstream = await startFakeUpstream((req, res, raw) => {
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const path = req.url ?? '/';
    requests.push({ path, body });
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer(path, body)));
    }, options.delayMs ?? 0);
  });
  return { url: upstream.url, requests, close: upstream.close };
}
