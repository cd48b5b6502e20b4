import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { processRegistry } from './registry.ts';

/** Each process's /metrics port when METRICS_PORT is unset: the three can share a host. */
export const DEFAULT_METRICS_PORTS = { web: 9464, worker: 9465, 'temporal-worker': 9466 } as const;
export type MetricsService = keyof typeof DEFAULT_METRICS_PORTS;
/** The liveness probe beside /metrics (the same answer as the web's GET /api/health/live). */
export const LIVENESS_PATH = '/health/live';

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests: neither the token's length nor its first differing byte shows in the timing. */
function authorized(header: string | undefined, expected: Buffer | null): boolean {
  if (!expected) return true;
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

/**
 * GET /metrics in Prometheus' text format, on a port of its own (never the public web port),
 * loopback by default, behind METRICS_TOKEN when one is set; GET /health/live for a
 * supervisor; anything else is a 404. A port
 * already taken (two processes of one kind on a host) leaves the process running without
 * metrics, said in the log: metrics must never stop the work.
 */
export async function startMetricsServer(cfg: Config, service: MetricsService, log: Logger): Promise<MetricsServer | null> {
  if (!cfg.METRICS_ENABLED) return null;
  const registry = processRegistry(service);
  const expected = cfg.METRICS_TOKEN ? digest(cfg.METRICS_TOKEN) : null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    // Liveness for a supervisor (compose, Kubernetes): answered whenever the event loop turns,
    // touching no dependency, so an outage of one never restarts the process. It tells nothing,
    // so it needs no token.
    if (req.method === 'GET' && path === LIVENESS_PATH) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));
      return;
    }
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!authorized(req.headers.authorization, expected)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: unknown) => {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics collection failed\n');
      },
    );
  });
  // A scraper holds its connection open between scrapes; shutdown must not wait for it.
  server.keepAliveTimeout = 5000;
  const port = cfg.METRICS_PORT ?? DEFAULT_METRICS_PORTS[service];
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (err) => {
      log.error({ err: err.message, port, host: cfg.METRICS_HOST }, 'metrics server could not listen: running without /metrics');
      resolve(false);
    });
    server.listen(port, cfg.METRICS_HOST, () => resolve(true));
  });
  if (!listening) return null;
  const bound = (server.address() as AddressInfo).port;
  log.info({ port: bound, host: cfg.METRICS_HOST, token: expected !== null }, 'metrics served at /metrics');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
