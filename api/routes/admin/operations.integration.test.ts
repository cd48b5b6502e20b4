import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, UserOverview } from '../../../contracts/operations.ts';
import { makeFailedJobs } from '../../../core/domain/operations/make-failed-jobs.ts';
import { recordAuditEvent } from '../../../core/domain/audit/record-audit-event.ts';
import { newSubscriber, type Subscriber } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let operator: Subscriber;
let customer: Subscriber;
const prefix = `ops-dash-${randomUUID().slice(0, 8)}`;
const DAY = 86_400_000;
/** Far enough back that no other test file's rows land on these days (the dashboard is global). */
const base = new Date(Math.floor(Date.now() / DAY) * DAY - 300 * DAY);
const at = (days: number, hours = 12) => new Date(base.getTime() + days * DAY + hours * 3_600_000);
const dayOf = (days: number) => at(days).toISOString().slice(0, 10);
const SECRET = `v1.t1.iv.tag.CIPHERTEXT-${randomUUID()}`;

async function insertUser(createdAt: Date): Promise<string> {
  const [row] = await app.deps.knex('users').insert({ google_id: `g-${randomUUID()}`, email: `d-${randomUUID()}@example.com`, name: 'Dashboard', created_at: createdAt }).returning('id');
  return (row as { id: string }).id;
}
async function insertSubscription(userId: string, fields: Record<string, unknown>): Promise<string> {
  const [row] = await app.deps
    .knex('subscriptions')
    .insert({ user_id: userId, provider: 'test', amount_kopecks: 210_000, workflow_id: `subscription-${randomUUID()}`, ...fields })
    .returning('id');
  return (row as { id: string }).id;
}

beforeAll(async () => {
  app = await startTestApp({ QUEUE_PREFIX: prefix });
  operator = await newSubscriber(app, 'operator');
  customer = await newSubscriber(app, 'user');

  // History 300 days ago: two sign-ups on day 0, one on day 1; A runs days 0-5, B starts day 1
  // and is cancelled on day 3 (it stops counting at once: it no longer recurs).
  const u1 = await insertUser(at(0));
  const u2 = await insertUser(at(0, 13));
  await insertUser(at(1));
  await insertSubscription(u1, { status: 'EXPIRED', start_date: at(0), ended_at: at(5) });
  await insertSubscription(u2, { status: 'EXPIRED', start_date: at(1), canceled_at: at(3), ended_at: at(10), amount_kopecks: 190_000 });

  // The customer's page: a subscription, a payment, a secret, a calendar, a bot link, a job, audit.
  const subscriptionId = await insertSubscription(customer.userId, { status: 'ACTIVE', start_date: new Date(), end_date: new Date(Date.now() + 30 * DAY) });
  await app.deps.knex('payments').insert({ subscription_id: subscriptionId, user_id: customer.userId, kind: 'FIRST', period: 0, attempt: 1, idempotency_key: `k-${randomUUID()}`, status: 'CONFIRMED', amount_kopecks: 210_000, provider: 'test' });
  await app.deps.knex('user_secrets').insert({ user_id: customer.userId, name: 'youtube-api-key', ciphertext: SECRET, key_id: 't1' });
  await app.deps.knex('calendar_connections').insert({ user_id: customer.userId, account: 'cust@example.com', calendar_id: 'primary', time_zone: 'UTC' });
  await app.deps.knex('telegram_links').insert({ user_id: customer.userId, bot: 'calendar', chat_id: 4242, telegram_user_id: 4242, username: 'cust' });
  await recordAuditEvent({ eventKey: `t-${randomUUID()}`, action: 'subscription.cancel', actorId: operator.userId, userId: customer.userId, reason: 'asked by mail', occurredAt: new Date() });

  // Telegram updates two hours ago, and failed jobs (with the workers' metrics on).
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  const updateBase = Math.floor(Math.random() * 1e12);
  await app.deps.knex('telegram_updates').insert([0, 1, 2].map((i) => ({ bot: 'homework', update_id: updateBase + i, kind: 'message', outcome: 'handled', handled_at: twoHoursAgo })));
  await makeFailedJobs(app.deps.config.REDIS_URL, prefix, 'outbox', 3, { name: 'deliver-notification', data: (i) => ({ i, userId: customer.userId, sessionKey: SECRET }) });
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('GET /api/admin/dashboard', () => {
  it('answers the figures from the rows: history per day, now, queues, Telegram', async () => {
    const res = await operator.call('GET', '/api/admin/dashboard?days=365');
    expect(res.status).toBe(200);
    const d = res.body as Dashboard;
    expect(d.unavailable).toEqual([]);
    expect(d.daily).toHaveLength(365);
    expect(d.daily.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    const day = (n: number) => d.daily.find((p) => p.date === dayOf(n))!;
    expect(day(-1)).toMatchObject({ activeSubscriptions: 0, mrrMinor: 0, signUps: 0 });
    expect(day(0)).toMatchObject({ activeSubscriptions: 1, mrrMinor: 210_000, signUps: 2 });
    expect(day(1)).toMatchObject({ activeSubscriptions: 2, mrrMinor: 400_000, signUps: 1 });
    expect(day(3)).toMatchObject({ activeSubscriptions: 1, mrrMinor: 210_000 });
    expect(day(5)).toMatchObject({ activeSubscriptions: 0, mrrMinor: 0 });

    expect(d.subscriptions.active).toBeGreaterThanOrEqual(1);
    expect(d.subscriptions.mrrMinor).toBeGreaterThanOrEqual(210_000);
    expect(d.subscriptions.currency).toBe('RUB');
    expect(d.signUps.today).toBeGreaterThanOrEqual(2);

    const outbox = d.queues.find((q) => q.queue === 'outbox')!;
    expect(outbox.counts.failed).toBe(3);
    expect(outbox.perMinute).toHaveLength(60);
    expect(outbox.perMinute.reduce((n, p) => n + p.failed, 0)).toBe(3);

    expect(d.telegramHourly).toHaveLength(24);
    const hour = new Date(Math.floor((Date.now() - 2 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    expect(d.telegramHourly.find((h) => h.hour === hour)!.byBot.homework).toBeGreaterThanOrEqual(3);
    expect(d.workflowFailuresHourly).toHaveLength(24);
    expect(Array.isArray(d.workflows)).toBe(true);
  });

  it('answers 400 for days out of range', async () => {
    expect((await operator.call('GET', '/api/admin/dashboard?days=0')).status).toBe(400);
    expect((await operator.call('GET', '/api/admin/dashboard?days=abc')).status).toBe(400);
  });
});

describe('GET /api/admin/users/:id/overview', () => {
  it("shows the user's subscription, payments, services, bot links, jobs and audit, never a secret", async () => {
    const res = await operator.call('GET', `/api/admin/users/${customer.userId}/overview`);
    expect(res.status).toBe(200);
    const o = res.body as UserOverview;
    expect(o.subscription).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false });
    expect(o.payments).toEqual([expect.objectContaining({ status: 'CONFIRMED', amountMinor: 210_000, currency: 'RUB', kind: 'FIRST' })]);
    expect(o.services).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ service: 'secret:youtube-api-key', connected: true }),
        expect.objectContaining({ service: 'google-calendar', connected: true, detail: 'cust@example.com (connected)' }),
      ]),
    );
    expect(o.botLinks).toEqual([expect.objectContaining({ bot: 'calendar', chatId: '4242', username: 'cust' })]);
    expect(o.jobs).toHaveLength(3);
    expect(o.jobs[0]).toMatchObject({ queue: 'outbox', userId: customer.userId, data: expect.objectContaining({ sessionKey: '[redacted]' }) });
    expect(o.audit).toEqual([expect.objectContaining({ action: 'subscription.cancel', actorId: operator.userId, userId: customer.userId, reason: 'asked by mail' })]);
    expect(o.unavailable).toEqual([]);
    expect(Array.isArray(o.workflows)).toBe(true);
    // Neither the stored ciphertext nor any part of it reaches the answer.
    expect(JSON.stringify(o)).not.toContain('CIPHERTEXT');
  });

  it('answers 404 for an unknown user and 400 for a malformed id; GET /users/:id still works', async () => {
    expect((await operator.call('GET', `/api/admin/users/${randomUUID()}/overview`)).status).toBe(404);
    expect((await operator.call('GET', '/api/admin/users/nope/overview')).status).toBe(400);
    expect((await operator.call('GET', `/api/admin/users/${customer.userId}`)).body.id).toBe(customer.userId);
  });
});

describe('GET /api/admin/audit', () => {
  const list = async (params: Record<string, unknown>) => {
    const q = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();
    const res = await fetch(`${app.baseUrl}/api/admin/audit?${q}`, { headers: { authorization: `Bearer ${operator.token}` } });
    return { status: res.status, range: res.headers.get('content-range'), body: (await res.json()) as Array<Record<string, unknown>> };
  };

  it('filters by user and actor, joins both e-mails, pages with Content-Range', async () => {
    const page = await list({ filter: { userId: customer.userId }, sort: ['occurredAt', 'DESC'], range: [0, 9] });
    expect(page.status).toBe(200);
    expect(page.range).toBe('audit 0-0/1');
    expect(page.body[0]).toMatchObject({ action: 'subscription.cancel', actorId: operator.userId, userEmail: expect.stringContaining('@example.com'), actorEmail: expect.stringContaining('@example.com') });
    const byActor = await list({ filter: { actorId: operator.userId, action: 'subscription.cancel' } });
    expect(byActor.body).toHaveLength(1);
    const one = await operator.call('GET', `/api/admin/audit/${String(page.body[0]!.id)}`);
    expect(one.body.action).toBe('subscription.cancel');
  });

  it('answers 400 for a bad filter and 404 for an unknown entry', async () => {
    expect((await list({ filter: { userId: 'not-a-uuid' } })).status).toBe(400);
    expect((await list({ filter: { colour: 'red' } })).status).toBe(400);
    expect((await operator.call('GET', '/api/admin/audit/999999999999')).status).toBe(404);
  });
});
