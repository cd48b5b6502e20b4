import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSubscriber } from '../testing/subscriber.ts';
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
