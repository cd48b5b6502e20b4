import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, type Config } from '../config.ts';
import { observeHttpRequest } from './http-metrics.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';

const token = 'metrics-token-0123456789abcdef';
let server: MetricsServer;
let url: string;

beforeAll(async () => {
  const cfg: Config = { ...config(), METRICS_ENABLED: true, METRICS_PORT: 0, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: token };
  server = (await startMetricsServer(cfg, 'web', pino({ level: 'silent' })))!;
  url = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

describe('the internal /metrics server', () => {
  it('serves the process metrics with the service label to a caller with the token', async () => {
    observeHttpRequest('GET', '/api/things/:id', 204, 0.002);
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^process_cpu_seconds_total\{service="web"\} /m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/things\/:id",status_class="2xx",service="web"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.001",method="GET",route="\/api\/things\/:id",status_class="2xx",service="web"\} 0$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.0025",method="GET",route="\/api\/things\/:id",status_class="2xx",service="web"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/things\/:id",status_class="2xx",service="web"\} 1$/m);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: token }, { authorization: `Bearer ${token}x` }] as Record<string, string>[]) {
      const res = await fetch(`${url}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('answers 404 to any other path or method', async () => {
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${url}/`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${url}/metrics/x`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST', headers: auth })).status).toBe(404);
  });

  it('is not started when metrics are off', async () => {
    expect(await startMetricsServer({ ...config(), METRICS_ENABLED: false }, 'web', pino({ level: 'silent' }))).toBeNull();
  });
});
