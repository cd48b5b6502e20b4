import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/**
 * The observability settings every process reads (core/config.ts spreads them in). The metrics
 * port's default depends on the process (core/metrics/metrics-port.ts), so it is optional here.
 */
export const metricsEnvShape = {
  /** Off: no /metrics server and no HTTP histogram (the overhead benchmark's baseline). */
  METRICS_ENABLED: bool.default(true),
  /** The internal /metrics port; unset: web 9464, worker 9465, temporal-worker 9466; 0: any free port (tests). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where /metrics listens: loopback unless a scraper on another host must reach it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** A bearer token /metrics then requires (Prometheus' `authorization: { credentials: ... }`). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Off: no request id carried across async work, jobs and workflows (the overhead benchmark's baseline). */
  REQUEST_ID_PROPAGATION: bool.default(true),
};

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * In production a /metrics reachable from other hosts needs a token: the metrics name queues,
 * routes and bots, which is for operators only. On loopback the host itself is the fence.
 */
export function checkMetricsEnv(
  env: { NODE_ENV: string; METRICS_ENABLED: boolean; METRICS_HOST: string; METRICS_TOKEN?: string | undefined },
  addIssue: (key: string, message: string) => void,
): void {
  if (env.NODE_ENV === 'production' && env.METRICS_ENABLED && !loopbackHosts.has(env.METRICS_HOST) && !env.METRICS_TOKEN) {
    addIssue('METRICS_TOKEN', `METRICS_TOKEN is required when NODE_ENV=production and METRICS_HOST is not loopback (it is ${env.METRICS_HOST})`);
  }
}
