import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The port the app is pointed at instead of the real service's. */
  readonly port: number;
  /** The service "goes down": every open connection is cut and new ones are refused. */
  stop(): Promise<void>;
  /** The service "comes back" on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a real Postgres, Redis or Temporal, for tests of an outage and the
 * recovery after it: stop() is what a restart looks like to a client (connections reset, then
 * refused), start() is the service back. The shared local services themselves are never touched.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = async () => {
    const next = createServer((client) => {
      const upstream = createConnection(target);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.address() as AddressInfo).port;
    server = next;
  };
  await listen();

  const stop = async () => {
    const current = server;
    server = null;
    if (!current) return;
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  return {
    get port() {
      return port;
    },
    stop,
    start: () => (server ? Promise.resolve() : listen()),
    close: stop,
  };
}
