import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server standing in for an outside service (a bank, Google, the Temporal UI, a web
 * app taking webhooks), for tests and the benchmark that need a real upstream on the wire (nock
 * breaks grpc-js's HTTP/2 connections). On loopback and a port of the OS's choosing.
 */
export interface FakeUpstream {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  port: number;
  server: Server;
  /** Ends kept-alive connections too, so a client's pool does not hold the close up. */
  close: () => Promise<void>;
}

/** Answers each request with `handle`, called once its whole body has arrived (as text). */
export async function startFakeUpstream(handle: (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>): Promise<FakeUpstream> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // A handler that throws answers 500 with why, instead of ending the test's process.
      Promise.resolve()
        .then(() => handle(req, res, Buffer.concat(chunks).toString('utf8')))
        .catch((err: unknown) => {
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(err instanceof Error ? err.message : String(err));
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
