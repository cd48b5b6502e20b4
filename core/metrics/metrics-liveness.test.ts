import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livenessResponseSchema } from '../../contracts/health.ts';
import { config, type Config } from '../config.ts';
import { LIVENESS_PATH, startMetricsServer, type MetricsServer } from './metrics-server.ts';

let server: MetricsServer;
let url: string;

beforeAll(async () => {
  const cfg: Config = { ...config(), METRICS_ENABLED: true, METRICS_PORT: 0, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: 'metrics-token-0123456789abcdef' };
  server = (await startMetricsServer(cfg, 'worker', pino({ level: 'silent' })))!;
  url = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

describe('the liveness probe on the internal metrics port (worker, temporal-worker)', () => {
  it('answers 200 without the metrics token, and tells nothing but that the process runs', async () => {
    const res = await fetch(`${url}${LIVENESS_PATH}`);
    expect(res.status).toBe(200);
    expect(livenessResponseSchema.parse(await res.json())).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('the metrics themselves still need the token', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}${LIVENESS_PATH}`, { method: 'POST' })).status).toBe(404);
  });
});
