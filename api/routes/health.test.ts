import { afterEach, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const health = async () => {
  const res = await fetch(`${app!.baseUrl}/api/health`);
  return { status: res.status, body: await readJson(res) };
};

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

  it('answers 503 naming Redis when it is down', async () => {
    app = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.checks.redis.ok).toBe(false);
    expect(body.checks.temporal.ok).toBe(true);
  });

  it('answers 503 naming Postgres when it is down', async () => {
    app = await startTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.checks.postgres.ok).toBe(false);
  });
});
