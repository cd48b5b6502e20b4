import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, UserOverview } from '../../../contracts/operations.ts';
import { makeFailedJobs } from '../../../core/domain/operations/make-failed-jobs.ts';
import { newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let operator: Subscriber;
const prefix = `ops-down-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  // Nothing listens on port 1: every Temporal call fails (or would wait) until its deadline.
  app = await startTestApp({ QUEUE_PREFIX: prefix, TEMPORAL_ADDRESS: '127.0.0.1:1' });
  operator = await newSubscriber(app, 'operator');
  await makeFailedJobs(app.deps.config.REDIS_URL, prefix, 'outbox', 2, { name: 'deliver-notification' });
}, 60_000);
afterAll(async () => {
  // The Temporal SDK retries an UNAVAILABLE call on a timer until the call's deadline (2 s) has
  // passed; closing the connection while such a timer is pending makes it throw "Channel has
  // been shut down" from the timer (met twice on a slow machine). Its last retry is due at most
  // about 4 s after the request: wait that out before closing.
  await new Promise((r) => setTimeout(r, 5000));
  await app.close();
}, 30_000);

describe('the dashboard and a user page with Temporal unreachable', () => {
  it('answers 200 within a few seconds, names Temporal unavailable and shows the rest', async () => {
    const started = Date.now();
    const res = await operator.call('GET', '/api/admin/dashboard?days=7');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(6000);
    const d = res.body as Dashboard;
    expect(d.unavailable.map((u) => u.source)).toEqual(['temporal']);
    expect(d.unavailable[0]!.message).toMatch(/Workflows unavailable/);
    expect(d.workflows).toEqual([]);
    expect(d.daily).toHaveLength(7);
    expect(d.queues.find((q) => q.queue === 'outbox')!.counts.failed).toBe(2);
  });

  it("shows a user's page without their workflows, saying why", async () => {
    const res = await operator.call('GET', `/api/admin/users/${operator.userId}/overview`);
    expect(res.status).toBe(200);
    const o = res.body as UserOverview;
    expect(o.unavailable.map((u) => u.source)).toEqual(['temporal']);
    expect(o.workflows).toEqual([]);
  });
});
