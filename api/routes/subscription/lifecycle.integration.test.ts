import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber, payAtCheckout, subscribe, type Subscriber } from '../../testing/subscriber.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { Payment, Subscription } from '../../../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { stateQuery, subscriptionWorkflowId } from '../../../workflows/subscription/definitions.ts';

/**
 * The lifecycle on the real dev server with seconds for months: a 2 s billing period, retries
 * 1 s apart, polling every second, 4 s to pay a checkout.
 */
let app: TestApp;
let worker: RunningTemporalWorker;
let connection: Connection;
let client: Client;

beforeAll(async () => {
  worker = await runTemporalWorker();
  app = await startTestApp({
    TEMPORAL_TASK_QUEUE: worker.taskQueue,
    SUBSCRIPTION_CACHE_SECONDS: '0',
    BILLING_PERIOD_SECONDS: '2',
    BILLING_RETRY_SPACING_SECONDS: '1',
    PAYMENT_POLL_SECONDS: '1',
    PAYMENT_WAIT_SECONDS: '4',
    PAST_DUE_GRACE_SECONDS: '6',
  });
  connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
  client = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE! });
});
afterAll(async () => {
  // The worker first: its activities use the app's pool, which closing the app destroys.
  await worker.stop();
  await app.close();
  await connection.close();
});

const reload = async (id: string) => (await Subscription.query().findById(id))!;
const paymentsOf = (id: string) => Payment.query().where('subscription_id', id).orderBy('created_at');
const stop = (user: Subscriber) => user.call('POST', '/api/subscription/cancel', { reason: 'end of test' });

describe('subscription workflow', () => {
  it('renews every period for a year, charging each period once, and continues as new', { timeout: 120_000 }, async () => {
    const user = await newSubscriber(app);
    const { subscription } = await subscribe(app, user);
    await eventually(async () => (await reload(subscription.id)).period >= 12, 'twelve renewals', { timeoutMs: 90_000 });
    await stop(user);

    const payments = (await paymentsOf(subscription.id)).filter((p) => p.period <= 12);
    expect(payments.map((p) => [p.kind, p.period, p.attempt, p.status])).toEqual([
      ['FIRST', 0, 1, 'CONFIRMED'],
      ...Array.from({ length: 12 }, (_, i) => ['RENEWAL', i + 1, 1, 'CONFIRMED']),
    ]);
    expect(new Set(payments.map((p) => p.idempotencyKey)).size).toBe(13);
    const bank = await app.deps.knex('test_bank_payments').whereIn('order_id', payments.map((p) => p.id)).select('charge_count');
    expect(bank.map((b: { charge_count: number }) => b.charge_count)).toEqual(Array.from({ length: 13 }, () => 1));
    // Each paid period started a new run: the history of one run stays short.
    const state = await client.workflow.getHandle(subscriptionWorkflowId(subscription.id)).query(stateQuery);
    expect(state.runsBefore).toBeGreaterThanOrEqual(12);
    // Periods follow one another without gaps.
    const s = await reload(subscription.id);
    expect(new Date(s.endDate!).getTime() - new Date(s.startDate!).getTime()).toBe((s.period + 1) * 2000);
  });

  it('soft declines: three attempts a second apart, access kept meanwhile, then PAST_DUE; another card recovers it', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(app);
    const { subscription } = await subscribe(app, user, '4000 0000 0000 9995');
    const seenDuringRetries = await eventually(async () => {
      const s = await reload(subscription.id);
      return s.renewalAttempt >= 1 && s.status === 'ACTIVE' ? await user.status() : null;
    }, 'the first failed attempt');
    expect(seenDuringRetries).toMatchObject({ status: 'ACTIVE', canUsePremiumFeatures: true });
    await eventually(async () => (await reload(subscription.id)).status === 'PAST_DUE', 'PAST_DUE');
    expect(await user.status()).toMatchObject({ status: 'PAST_DUE', canUsePremiumFeatures: false });
    const renewals = (await paymentsOf(subscription.id)).filter((p) => p.kind === 'RENEWAL');
    expect(renewals.map((p) => [p.period, p.attempt, p.status, p.declineCode, p.declineKind])).toEqual([
      [1, 1, 'REJECTED', '1051', 'soft'],
      [1, 2, 'REJECTED', '1051', 'soft'],
      [1, 3, 'REJECTED', '1051', 'soft'],
    ]);
    const gaps = renewals.slice(1).map((p, i) => new Date(p.createdAt).getTime() - new Date(renewals[i]!.createdAt).getTime());
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1000);

    // Nothing but a new payment ends PAST_DUE (not the checkout paid a month ago).
    await new Promise((r) => setTimeout(r, 1500));
    expect((await reload(subscription.id)).status).toBe('PAST_DUE');

    // 'Pay now': a payment with another card, awaited by the same workflow.
    const created = await user.call('POST', '/api/subscription/create-payment');
    expect(created.status).toBe(200);
    const again = await user.call('POST', '/api/subscription/create-payment');
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: created.body });
    await payAtCheckout(app, created.body.paymentUrl);
    await eventually(async () => (await reload(subscription.id)).status === 'ACTIVE', 'recovery');
    const recovered = await reload(subscription.id);
    expect(recovered.period).toBe(1);
    await stop(user);
  });

  it('a hard decline skips the remaining attempts and goes PAST_DUE at once', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(app);
    const { subscription } = await subscribe(app, user, '4000 0000 0000 0069');
    await eventually(async () => (await reload(subscription.id)).status === 'PAST_DUE', 'PAST_DUE');
    const renewals = (await paymentsOf(subscription.id)).filter((p) => p.kind === 'RENEWAL');
    expect(renewals.map((p) => [p.attempt, p.status, p.declineKind])).toEqual([[1, 'REJECTED', 'hard']]);
    // Never paid: the subscription expires when the grace period is over.
    await eventually(async () => (await reload(subscription.id)).status === 'EXPIRED', 'expiry', { timeoutMs: 20_000 });
    expect((await reload(subscription.id)).endedReason).toBe('unpaid');
  });

  it('a cancelled subscription expires at its end date without a charge', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(app);
    const { subscription } = await subscribe(app, user);
    await stop(user);
    await eventually(async () => (await reload(subscription.id)).status === 'EXPIRED', 'expiry');
    const s = await reload(subscription.id);
    expect(s.endedReason).toBe('period_over');
    expect(new Date(s.endedAt!).getTime()).toBeGreaterThanOrEqual(new Date(s.endDate!).getTime());
    expect((await paymentsOf(subscription.id)).map((p) => p.kind)).toEqual(['FIRST']);
    expect(await user.status()).toMatchObject({ status: 'EXPIRED', canUsePremiumFeatures: false });
  });

  it('activates by polling when the bank never notifies', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    const providerPaymentId = new URL(created.body.paymentUrl).searchParams.get('payment_id')!;
    // The money moves at the bank, but its notification is lost.
    const testBank = app.deps.payments as unknown as { payAtCheckout(id: string, card: { cardNumber: string }): Promise<unknown> };
    await testBank.payAtCheckout(providerPaymentId, { cardNumber: '4242424242424242' });
    await eventually(async () => (await user.status()).status === 'ACTIVE', 'activation by polling');
    await stop(user);
  });

  it('a checkout never paid is abandoned after the wait: nothing sold, payment expired', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    await eventually(async () => (await Payment.query().findById(created.body.paymentId))!.status === 'EXPIRED', 'the checkout to expire', { timeoutMs: 20_000 });
    const s = await Subscription.query().findOne({ user_id: user.userId });
    expect(s).toMatchObject({ status: 'EXPIRED', endedReason: 'payment_not_completed', startDate: null });
    expect(await user.status()).toMatchObject({ hasSubscription: false, status: 'NONE' });
  });
});
