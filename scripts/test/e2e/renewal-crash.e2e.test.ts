import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber, subscribe } from '../../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { Payment, Subscription } from '../../../db/index.ts';
import { processGroup } from '../kit/process-group.ts';
import { untilReady } from '../kit/processes.ts';
import { eventually } from '../kit/eventually.ts';

/**
 * The temporal-worker process is killed (SIGKILL, no goodbye) while the bank is moving the
 * money of a renewal; another one starts. The renewal completes on the new worker, and the
 * card is charged once.
 */
const taskQueue = `crash-${randomUUID()}`;
const processes = processGroup();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ TEMPORAL_TASK_QUEUE: taskQueue, SUBSCRIPTION_CACHE_SECONDS: '0', BILLING_PERIOD_SECONDS: '3', PAYMENT_POLL_SECONDS: '1' });
});
afterAll(async () => {
  await processes.killAll();
  await app.close();
});

// The bank takes 4 s to move a renewal's money: long enough to kill the worker in the middle.
const worker = () => processes.product('temporal-worker', { TEMPORAL_TASK_QUEUE: taskQueue, TEST_BANK_CHARGE_DELAY_MS: '4000' });

describe('a renewal interrupted by a killed temporal-worker', () => {
  it('completes after a restart, charged once', { timeout: 120_000 }, async () => {
    const first = worker();
    await untilReady(first, 'temporal-worker', 60_000);
    const user = await newSubscriber(app);
    const { subscription } = await subscribe(app, user);

    // The renewal's payment exists at the bank (its id stored) and the charge is under way.
    const renewal = await eventually(
      async () => (await Payment.query().findOne({ subscription_id: subscription.id, kind: 'RENEWAL' }).whereNotNull('provider_payment_id')) !== undefined,
      'the renewal charge to start',
      { timeoutMs: 30_000 },
    ).then(() => Payment.query().findOne({ subscription_id: subscription.id, kind: 'RENEWAL' }));
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = await app.deps.knex('test_bank_payments').where({ order_id: renewal!.id }).first<{ status: string; charge_count: number }>();
    expect(atKill).toMatchObject({ status: 'NEW', charge_count: 0 });

    const second = worker();
    await eventually(async () => (await Subscription.query().findById(subscription.id))!.period >= 1, 'the renewal to complete on the new worker', { timeoutMs: 60_000 });
    await user.call('POST', '/api/subscription/cancel', { reason: 'end of test' });

    const renewals = await Payment.query().where({ subscription_id: subscription.id, kind: 'RENEWAL', period: 1 });
    expect(renewals.map((p) => [p.attempt, p.status])).toEqual([[1, 'CONFIRMED']]);
    const bank = await app.deps.knex('test_bank_payments').where({ order_id: renewal!.id });
    expect(bank).toHaveLength(1);
    expect(bank[0]).toMatchObject({ status: 'CONFIRMED', charge_count: 1 });
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
