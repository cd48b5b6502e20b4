import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFailedJobs, runJobsOnce } from '../../../core/domain/operations/make-failed-jobs.ts';
import { AuditEvent } from '../../../db/index.ts';
import { newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let operator: Subscriber;
// A queue prefix of this file's own: no other test's workers take these jobs.
const prefix = `ops-jobs-${randomUUID().slice(0, 8)}`;
const redisUrl = () => app.deps.config.REDIS_URL;
const q = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();
const list = async (params: Record<string, unknown>) => {
  const res = await fetch(`${app.baseUrl}/api/admin/jobs?${q(params)}`, { headers: { authorization: `Bearer ${operator.token}` } });
  return { status: res.status, range: res.headers.get('content-range'), body: (await res.json()) as Array<Record<string, unknown>> };
};

beforeAll(async () => {
  app = await startTestApp({ QUEUE_PREFIX: prefix });
  operator = await newSubscriber(app, 'operator');
  // 'outbox' and 'calendar' hold 3 + 2 failed jobs; one carries secrets and the request and user ids.
  await makeFailedJobs(redisUrl(), prefix, 'outbox', 3, {
    name: 'deliver-notification',
    jobId: (i) => `n-${i}`,
    data: (i) => ({ i, userId: operator.userId, _requestId: `req-${i}`, accessToken: 'tok-SECRET', nested: { password: 'pw-SECRET', keyId: 'k1' } }),
  });
  await makeFailedJobs(redisUrl(), prefix, 'calendar', 2, { name: 'calendar-write', jobId: (i) => `c-${i}` });
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('GET /api/admin/queues', () => {
  it('lists every queue with its counts', async () => {
    const { status, body } = await operator.call('GET', '/api/admin/queues');
    expect(status).toBe(200);
    const outbox = (body as Array<{ id: string; counts: { failed: number } }>).find((r) => r.id === 'outbox');
    expect(outbox?.counts.failed).toBe(3);
    expect(body.map((r: { id: string }) => r.id)).toContain('telegram-send');
  });
});

describe('GET /api/admin/jobs', () => {
  it('pages the failed jobs of a queue with Content-Range, secrets redacted', async () => {
    const page = await list({ filter: { queue: 'outbox', state: 'failed' }, range: [0, 1], sort: ['createdAt', 'DESC'] });
    expect(page.status).toBe(200);
    expect(page.range).toBe('jobs 0-1/3');
    expect(page.body).toHaveLength(2);
    const job = page.body[0]!;
    expect(job).toMatchObject({ queue: 'outbox', name: 'deliver-notification', state: 'failed', attemptsMade: 1, attempts: 1, userId: operator.userId });
    expect(job.failedReason).toMatch(/upstream refused/);
    expect(job.requestId).toMatch(/^req-/);
    expect(JSON.stringify(job)).not.toContain('SECRET');
    expect(job.data).toMatchObject({ accessToken: '[redacted]', nested: { password: '[redacted]', keyId: 'k1' } });
  });

  it('filters by name and time range across queues', async () => {
    const byName = await list({ filter: { name: 'calendar-write' } });
    expect(byName.body.map((j) => j.id).sort()).toEqual(['calendar:c-0', 'calendar:c-1']);
    const future = await list({ filter: { queue: 'outbox', from: new Date(Date.now() + 60_000).toISOString() } });
    expect(future.body).toEqual([]);
    expect(future.range).toBe('jobs 0-0/0');
    const many = await list({ filter: { id: ['outbox:n-0', 'calendar:c-1', 'outbox:gone'] } });
    expect(many.body.map((j) => j.id).sort()).toEqual(['calendar:c-1', 'outbox:n-0']);
  });

  it.each([
    ['an unknown queue', { filter: { queue: 'nope' } }],
    ['an unknown state', { filter: { queue: 'outbox', state: 'sleeping' } }],
    ['an unknown sort field', { sort: ['name', 'ASC'] }],
    ['a bad time', { filter: { from: 'yesterday' } }],
  ])('answers 400 for %s', async (_what, params) => {
    const res = await list(params);
    expect(res.status).toBe(400);
  });
});

describe('GET /api/admin/jobs/:id', () => {
  it('shows one job by its url-encoded id, 404 for an unknown one', async () => {
    const { status, body } = await operator.call('GET', `/api/admin/jobs/${encodeURIComponent('calendar:c-0')}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'calendar:c-0', jobId: 'c-0', state: 'failed' });
    expect((await operator.call('GET', `/api/admin/jobs/${encodeURIComponent('calendar:nope')}`)).status).toBe(404);
    expect((await operator.call('GET', `/api/admin/jobs/${encodeURIComponent('nosuchqueue:1')}`)).status).toBe(404);
  });
});

describe('POST /api/admin/jobs/retry and /remove', () => {
  it('retries many: failed ones run again, missing and non-failed ones are reported, one audit entry', async () => {
    const res = await operator.call('POST', '/api/admin/jobs/retry', { ids: ['outbox:n-0', 'outbox:n-1', 'outbox:gone'], reason: 'upstream is back' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ done: ['outbox:n-0', 'outbox:n-1'], missing: ['outbox:gone'], refused: [] });
    // The workers take them again and now they succeed.
    const queue = app.deps.jobs.queues().find((x) => x.name === 'outbox')!;
    await runJobsOnce(redisUrl(), prefix, 'outbox', async () => (await queue.getCompletedCount()) === 2);
    expect((await operator.call('GET', `/api/admin/jobs/${encodeURIComponent('outbox:n-0')}`)).body.state).toBe('completed');

    // A completed job is not retried again: refused with the reason, nothing changes.
    const again = await operator.call('POST', '/api/admin/jobs/retry', { ids: ['outbox:n-0'] });
    expect(again.body.refused).toEqual([{ id: 'outbox:n-0', message: 'Only a failed job can be retried: this one is completed' }]);
    expect(await queue.getCompletedCount()).toBe(2);

    const audit = await AuditEvent.query().where({ action: 'jobs.retry', actor_id: operator.userId }).orderBy('id');
    expect(audit[0]).toMatchObject({ reason: 'upstream is back', details: { via: 'console', requested: 3, done: 2, missing: 1, refused: 0, ids: ['outbox:n-0', 'outbox:n-1'] } });
  });

  it('retrying jobs that no longer exist: 404 with a clear message, nothing changes', async () => {
    const before = await list({ filter: { queue: 'calendar' } });
    const res = await operator.call('POST', '/api/admin/jobs/retry', { ids: ['calendar:gone-1'] });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/no longer exists.*nothing was changed/);
    expect((await list({ filter: { queue: 'calendar' } })).body).toEqual(before.body);
  });

  it('removes jobs, audited; removed ones are then missing', async () => {
    const res = await operator.call('POST', '/api/admin/jobs/remove', { ids: ['calendar:c-0', 'outbox:n-2'] });
    expect(res.status).toBe(200);
    expect(res.body.done).toEqual(['calendar:c-0', 'outbox:n-2']);
    expect((await operator.call('GET', `/api/admin/jobs/${encodeURIComponent('calendar:c-0')}`)).status).toBe(404);
    expect(await AuditEvent.query().where({ action: 'jobs.remove', actor_id: operator.userId })).toHaveLength(1);
  });

  it('answers 400 for a body without ids or with a malformed id', async () => {
    expect((await operator.call('POST', '/api/admin/jobs/retry', { ids: [] })).status).toBe(400);
    expect((await operator.call('POST', '/api/admin/jobs/retry', { ids: ['nocolon'] })).status).toBe(400);
  });
});
