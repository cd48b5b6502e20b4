import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthResponseSchema, livenessResponseSchema } from '../../contracts/health.ts';
import { SERVICE_UNAVAILABLE_MESSAGE, unavailableDependency } from '../../core/dependency-unavailable.ts';
import { newSubscriber } from '../testing/subscriber.ts';
import { eventually } from '../../scripts/test/kit/eventually.ts';
import { startTcpProxy, type TcpProxy } from '../../scripts/test/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.close();
  app = undefined;
});

const health = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${app!.baseUrl}/api/health`, { headers });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) };
};

/** What the requests of `app` log at warn level (each request logs through a child of deps.log). */
function warnings(of: TestApp) {
  const child = of.deps.log.child({});
  const warn = vi.spyOn(child, 'warn');
  // `child` is generic over custom levels; this logger has none.
  vi.spyOn(of.deps.log, 'child').mockReturnValue(child as never);
  return warn;
}

describe('GET /api/health', () => {
  it('answers 200 when Postgres, Redis and Temporal all answer', async () => {
    app = await startTestApp();
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    for (const name of ['postgres', 'redis', 'temporal']) expect(body.checks[name]).toMatchObject({ ok: true });
  });

  it('answers 503 naming Temporal when it is down', async () => {
    app = await startTestApp({ TEMPORAL_ADDRESS: '127.0.0.1:1' });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.checks.temporal.ok).toBe(false);
    expect(body.checks.postgres.ok).toBe(true);
  });

  it('shows why a check failed to operators and admins only', async () => {
    app = await startTestApp({ TEMPORAL_ADDRESS: '127.0.0.1:1' });
    for (const role of ['operator', 'admin'] as const) {
      const { token } = await newSubscriber(app, role);
      const { status, body } = await health({ authorization: `Bearer ${token}` });
      expect(status).toBe(503);
      expect(body.checks.temporal).toEqual({ ok: false, latencyMs: expect.any(Number), error: expect.any(String) });
      expect(body.checks.temporal.error).not.toBe('unavailable');
    }
    const { token } = await newSubscriber(app, 'user');
    for (const headers of [{ authorization: `Bearer ${token}` }, { authorization: 'Bearer not-a-jwt' }, {}] as Array<Record<string, string>>) {
      const { body } = await health(headers);
      expect(body.checks.temporal).toEqual({ ok: false, latencyMs: expect.any(Number), error: 'unavailable' });
    }
  });

  it('answers 503 naming Redis when it is down', async () => {
    app = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.checks.redis.ok).toBe(false);
    expect(body.checks.temporal.ok).toBe(true);
  });

  it('answers 503 naming Postgres when it is down, with the driver message in the log and never in the answer', async () => {
    app = await startTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    const warn = warnings(app);
    const { status, body, text } = await health();
    expect(status).toBe(503);
    expect(body.checks.postgres).toEqual({ ok: false, latencyMs: expect.any(Number), error: 'unavailable' });
    expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|nothing/);
    expect(JSON.stringify(warn.mock.calls)).toMatch(/ECONNREFUSED 127\.0\.0\.1:1/);
  });
});

/** `url` with its host and port replaced by the proxy's. */
function through(proxy: TcpProxy, url: string): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}

async function statusOf(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app!.baseUrl}${path}`, { headers });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- read like readJson
}

/** Polls `path` until it answers `status`, for up to `ms`. */
async function untilAnswers(path: string, status: number, ms: number, headers: Record<string, string> = {}): Promise<void> {
  await eventually(
    async () => {
      const answer = await statusOf(path, headers);
      if (answer.status !== status) throw new Error(`${path} answers ${answer.status}: ${JSON.stringify(answer.body)}`);
      return true;
    },
    `${path} to answer ${status}`,
    { timeoutMs: ms, intervalMs: 200 },
  );
}

describe('GET /api/health/live and /api/health/ready', () => {
  const proxies: TcpProxy[] = [];
  afterEach(async () => {
    for (const proxy of proxies.splice(0)) await proxy.close();
  });

  it('live answers 200 touching nothing, ready answers as /api/health does', async () => {
    app = await startTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', REDIS_URL: 'redis://127.0.0.1:1', TEMPORAL_ADDRESS: '127.0.0.1:1' });
    const live = await statusOf('/api/health/live');
    expect(live.status).toBe(200);
    expect(livenessResponseSchema.parse(live.body)).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    const ready = await statusOf('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(healthResponseSchema.parse(ready.body).checks).toEqual({
      postgres: { ok: false, latencyMs: expect.any(Number), error: 'unavailable' },
      redis: { ok: false, latencyMs: expect.any(Number), error: 'unavailable' },
      temporal: { ok: false, latencyMs: expect.any(Number), error: 'unavailable' },
    });
  });

  it('while Postgres is down: ready 503, live 200, a signed-in read 503 with Retry-After; all 200 again once it is back', async () => {
    const env = { DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: process.env.REDIS_URL!, TEMPORAL_ADDRESS: process.env.TEMPORAL_ADDRESS! };
    const postgres = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(env.DATABASE_URL).port || 5432) });
    proxies.push(postgres);
    app = await startTestApp({ DATABASE_URL: through(postgres, env.DATABASE_URL) });
    const { token } = await newSubscriber(app);
    const auth = { authorization: `Bearer ${token}` };
    expect((await statusOf('/api/health/ready')).status).toBe(200);

    await postgres.stop();
    const ready = await statusOf('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.postgres.ok).toBe(false);
    expect(ready.body.checks.redis.ok).toBe(true);
    expect((await statusOf('/api/health/live')).status).toBe(200);
    const read = await statusOf('/api/auth/me', auth);
    expect(read).toEqual({ status: 503, retryAfter: '5', body: { error: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE } });

    await postgres.start();
    await untilAnswers('/api/health/ready', 200, 10_000);
    await untilAnswers('/api/auth/me', 200, 10_000, auth);
  });

  it('while Redis or Temporal is down: ready names it with 503, and answers 200 once it is back without a restart', async () => {
    const env = { DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: process.env.REDIS_URL!, TEMPORAL_ADDRESS: process.env.TEMPORAL_ADDRESS! };
    const redisUrl = new URL(env.REDIS_URL);
    const redis = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    const [temporalHost, temporalPort] = env.TEMPORAL_ADDRESS.split(':') as [string, string];
    const temporal = await startTcpProxy({ host: temporalHost, port: Number(temporalPort) });
    proxies.push(redis, temporal);
    app = await startTestApp({ REDIS_URL: through(redis, env.REDIS_URL), TEMPORAL_ADDRESS: `127.0.0.1:${temporal.port}` });
    await untilAnswers('/api/health/ready', 200, 10_000);

    await redis.stop();
    const noRedis = await statusOf('/api/health/ready');
    expect(noRedis.status).toBe(503);
    expect(noRedis.body.checks.redis.ok).toBe(false);
    await redis.start();
    await untilAnswers('/api/health/ready', 200, 10_000);

    // The app's own client (not the probe's channel): warm, then refused, then working again.
    const startOne = async () => {
      const handle = await app!.deps.temporal.client.workflow.start('nothing', { taskQueue: 'health-test-nowhere', workflowId: `health-test-${randomUUID()}` });
      await handle.terminate('test');
    };
    await startOne();
    await temporal.stop();
    const noTemporal = await statusOf('/api/health/ready');
    expect(noTemporal.status).toBe(503);
    expect(noTemporal.body.checks.temporal.ok).toBe(false);
    const refused = await startOne().then(() => null, (err: unknown) => err);
    expect(unavailableDependency(refused)?.dependency).toBe('temporal');
    await temporal.start();
    await untilAnswers('/api/health/ready', 200, 10_000);
    await startOne();
  });
});
