import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const path = req.url ?? '/';
      requests.push({ path, body });
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer(path, body)));
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
