import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBankPassword } from '../../../core/clients/bank/create-provider.ts';
import { ProviderError, type PaymentProvider } from '../../../core/clients/bank/payment-provider.ts';
import { createTestBank, type TestBank } from '../../../core/clients/bank/test-bank.ts';
import { config } from '../../../core/config.ts';
import { abandonSubscription } from '../../../core/domain/subscription/lifecycle-steps.ts';
import { AuditEvent, Payment, Subscription } from '../../../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { paymentNoticeSignal, subscriptionWorkflowId } from '../../../workflows/subscription/definitions.ts';
import { newSubscriber, payAtCheckout, subscribe } from '../../testing/subscriber.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Money is never lost or stuck (issue 10): what a signal may not do, what happens to money
 * that arrives late, charges the bank refuses or never answers, actions while a charge is in
 * flight, and the web process under a burst of create-payment calls.
 */
const fast = {
  SUBSCRIPTION_CACHE_SECONDS: '0',
  BILLING_PERIOD_SECONDS: '2',
  BILLING_RETRY_SPACING_SECONDS: '1',
  BILLING_CHARGE_RETRY_SECONDS: '0.01',
  PAYMENT_POLL_SECONDS: '1',
  PAYMENT_WAIT_SECONDS: '3',
  PAST_DUE_GRACE_SECONDS: '30',
};

const workers: RunningTemporalWorker[] = [];
const apps: TestApp[] = [];
let connection: Connection;
let client: Client;

/** A web process and a temporal-worker of their own, the worker's bank replaced by `bank(testBank)`. */
async function stack(overrides: Record<string, string>, bank?: (testBank: TestBank) => PaymentProvider) {
  const worker = await runTemporalWorker(bank ? { override: { payments: bank(await workerBank(overrides)) } } : {});
  workers.push(worker);
  const app = await startTestApp({ ...fast, ...overrides, TEMPORAL_TASK_QUEUE: worker.taskQueue });
  apps.push(app);
  return app;
}

/** The test bank as the worker would build it, with the given charge delay. */
async function workerBank(overrides: Record<string, string>): Promise<TestBank> {
  const cfg = config();
  const { Model } = await import('objection');
  return createTestBank({
    knex: Model.knex(),
    publicUrl: cfg.PUBLIC_URL,
    password: testBankPassword(cfg.SESSION_SECRET),
    chargeDelayMs: Number(overrides.TEST_BANK_CHARGE_DELAY_MS ?? 0),
  });
}

let app: TestApp;
let refusing: TestApp;
let silent: TestApp;
let slow: TestApp;

beforeAll(async () => {
  app = await stack({});
  // A bank that refuses every renewal request outright (not a card decline): a bad terminal.
  refusing = await stack({}, (bank) => ({ ...bank, charge: () => Promise.reject(new ProviderError('T-Bank Charge refused: ErrorCode 9 (Неверный статус транзакции)', { code: '9', retryable: false })) }));
  // A bank that never answers a renewal (timeouts), whatever the retries.
  silent = await stack({}, (bank) => ({ ...bank, charge: () => Promise.reject(new ProviderError('T-Bank Charge: no answer within 15000 ms', { code: 'timeout', retryable: true })) }));
  // A bank that takes 6 s to move the money of a renewal.
  slow = await stack({ BILLING_PERIOD_SECONDS: '3', TEST_BANK_CHARGE_DELAY_MS: '6000' }, (bank) => bank);
  connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
  client = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE! });
}, 120_000);

afterAll(async () => {
  // Workers first: their activities use the apps' pool, which closing an app destroys.
  for (const w of workers.splice(0)) await w.stop();
  for (const a of apps.splice(0).reverse()) await a.close();
  await connection.close();
});

const reload = async (id: string) => (await Subscription.query().findById(id))!;
const paymentsOf = (id: string) => Payment.query().where('subscription_id', id).orderBy('created_at');
const bankRow = (providerPaymentId: string) => app.deps.knex('test_bank_payments').where({ id: providerPaymentId }).first<{ status: string; charge_count: number }>();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a signal alone grants nothing', () => {
  it('a forged CONFIRMED sent with the Temporal client activates nothing; the real payment then does', { timeout: 90_000 }, async () => {
    const user = await newSubscriber(app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    const subscription = (await Subscription.query().findOne({ user_id: user.userId }))!;
    const handle = client.workflow.getHandle(subscriptionWorkflowId(subscription.id));
    await handle.signal(paymentNoticeSignal, { paymentId: created.body.paymentId, state: 'CONFIRMED' });
    await pause(2500);
    expect((await reload(subscription.id)).status).toBe('PENDING');
    expect((await Payment.query().findById(created.body.paymentId))!.status).toBe('PENDING');
    expect(await AuditEvent.query().where({ user_id: user.userId, action: 'subscription.activated' }).resultSize()).toBe(0);
    expect(await user.status()).toMatchObject({ hasSubscription: false, canUsePremiumFeatures: false });

    await payAtCheckout(app, created.body.paymentUrl);
    await eventually(async () => (await reload(subscription.id)).status === 'ACTIVE', 'activation by the real payment');
    await user.call('POST', '/api/subscription/cancel', { reason: 'end of test' });
  });
});

describe('money that arrives late', () => {
  it('a checkout paid after it was abandoned: honoured, logged at error level, and refunded', { timeout: 90_000 }, async () => {
    const errors = vi.spyOn(app.deps.log, 'error');
    const user = await newSubscriber(app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    const subscription = (await Subscription.query().findOne({ user_id: user.userId }))!;
    await eventually(async () => (await reload(subscription.id)).status === 'EXPIRED', 'the checkout to be abandoned', { timeoutMs: 20_000 });
    expect((await Payment.query().findById(created.body.paymentId))!.status).toBe('EXPIRED');

    // The customer completes the bank's form after all.
    const paid = await payAtCheckout(app, created.body.paymentUrl);
    expect(paid.body.status).toBe('CONFIRMED');
    const refunded = await eventually(async () => {
      const p = (await Payment.query().findById(created.body.paymentId))!;
      return p.status === 'REFUNDED' ? p : null;
    }, 'the late money to go back');
    expect(await bankRow(refunded.providerPaymentId!)).toMatchObject({ status: 'REFUNDED', charge_count: 1 });
    expect(errors.mock.calls.map((c) => c[1])).toEqual(expect.arrayContaining([expect.stringMatching(/recorded as declined or expired/), expect.stringMatching(/can no longer pay for anything: refunding it/)]));
    expect(await AuditEvent.query().findOne({ user_id: user.userId, action: 'payment.refunded' })).toMatchObject({ actorId: null });
    expect((await reload(subscription.id)).status).toBe('EXPIRED');
    errors.mockRestore();
  });
});

describe('the bank refusing or not answering a renewal', () => {
  it('a permanent refusal fails the attempt like a decline: three attempts, then PAST_DUE, nothing retried in a loop', { timeout: 40_000 }, async () => {
    const user = await newSubscriber(refusing);
    const { subscription } = await subscribe(refusing, user);
    await eventually(async () => (await reload(subscription.id)).status === 'PAST_DUE', 'PAST_DUE', { timeoutMs: 30_000 });
    const renewals = (await paymentsOf(subscription.id)).filter((p) => p.kind === 'RENEWAL');
    expect(renewals.map((p) => [p.attempt, p.status, p.providerStatus, p.declineCode])).toEqual([
      [1, 'REJECTED', 'REFUSED', '9'],
      [2, 'REJECTED', 'REFUSED', '9'],
      [3, 'REJECTED', 'REFUSED', '9'],
    ]);
    expect(await user.status()).toMatchObject({ status: 'PAST_DUE', canUsePremiumFeatures: false });
  });

  it('retries of a charge the bank never answers are capped: the attempt fails and dunning goes on; cancel still answers', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(silent);
    const { subscription } = await subscribe(silent, user);
    await eventually(async () => (await reload(subscription.id)).renewalAttempt >= 1, 'the first attempt to fail', { timeoutMs: 30_000 });
    const started = Date.now();
    const cancelled = await user.call('POST', '/api/subscription/cancel', { reason: 'bank is down' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(cancelled.status).toBe(200);
    await eventually(async () => (await reload(subscription.id)).status === 'EXPIRED', 'expiry of the unpaid, cancelled period', { timeoutMs: 20_000 });
    expect((await reload(subscription.id)).endedReason).toBe('canceled_while_unpaid');
    // Nothing was charged, and no attempt is left open.
    const renewals = (await paymentsOf(subscription.id)).filter((p) => p.kind === 'RENEWAL');
    expect(renewals.length).toBeGreaterThanOrEqual(1);
    expect(renewals.map((p) => p.status)).toEqual(renewals.map(() => 'EXPIRED'));
  });
});

describe('cancel, resume and refund while a charge is in flight', () => {
  it('answer within 2 s; a charge that lands after a refund goes back', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(slow);
    const { subscription, firstPayment } = await subscribe(slow, user);
    const inFlight = await eventually(async () => (await paymentsOf(subscription.id)).find((p) => p.kind === 'RENEWAL' && (p.status === 'NEW' || p.status === 'PENDING')) ?? null, 'a renewal in flight', { timeoutMs: 20_000 });

    let started = Date.now();
    const cancelled = await user.call('POST', '/api/subscription/cancel', { reason: 'while charging' });
    expect({ status: cancelled.status, fast: Date.now() - started < 2000 }).toEqual({ status: 200, fast: true });
    started = Date.now();
    const resumed = await user.call('POST', '/api/subscription/create-payment');
    expect({ status: resumed.status, fast: Date.now() - started < 2000 }).toEqual({ status: 200, fast: true });
    started = Date.now();
    const refunded = await user.call('POST', '/api/subscription/refund', { reason: 'while charging' });
    expect({ status: refunded.status, fast: Date.now() - started < 2000 }).toEqual({ status: 200, fast: true });
    expect(await user.status()).toMatchObject({ status: 'EXPIRED', canUsePremiumFeatures: false });
    expect((await Payment.query().findById(firstPayment.id))!.status).toBe('REFUNDED');

    // The renewal's money arrives after the refund: it paid for nothing and goes back.
    const landed = await eventually(async () => {
      const p = (await Payment.query().findById(inFlight.id))!;
      return p.status === 'REFUNDED' ? p : null;
    }, 'the landed charge to be refunded', { timeoutMs: 30_000 });
    expect(landed.appliedAt).toBeNull();
    expect(await bankRow(landed.providerPaymentId!)).toMatchObject({ status: 'REFUNDED', charge_count: 1 });
    expect((await reload(subscription.id)).status).toBe('EXPIRED');
  });
});

describe('an operator refunds a payment', () => {
  it('any confirmed payment from its page, audited, idempotent; a live period paid by it ends', { timeout: 30_000 }, async () => {
    const user = await newSubscriber(app);
    const operator = await newSubscriber(app, 'operator');
    const { subscription, firstPayment } = await subscribe(app, user);
    const path = `/api/admin/payments/${firstPayment.id}/refund`;
    expect((await user.call('POST', path, { reason: 'mine' })).status).toBe(403);
    expect((await operator.call('POST', path, {})).status).toBe(400);
    expect((await operator.call('POST', '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund', { reason: 'nothing' })).status).toBe(404);

    const shown = await operator.call('GET', `/api/admin/payments/${firstPayment.id}`);
    expect(shown.body).toMatchObject({ status: 'CONFIRMED', refundable: true, refundedAt: null });
    const refunded = await operator.call('POST', path, { reason: 'Goodwill after an outage' });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ id: firstPayment.id, status: 'REFUNDED', refundable: false, refundedAt: expect.any(String) });
    expect(await bankRow(firstPayment.providerPaymentId!)).toMatchObject({ status: 'REFUNDED', charge_count: 1 });
    // It paid the current period: access ends with it.
    expect(await reload(subscription.id)).toMatchObject({ status: 'EXPIRED', endedReason: 'refunded' });
    expect(await user.status()).toMatchObject({ canUsePremiumFeatures: false });
    const audit = await AuditEvent.query().where({ user_id: user.userId, action: 'payment.refunded' });
    expect(audit.map((a) => [a.actorId, a.reason])).toEqual([[operator.userId, 'Goodwill after an outage']]);

    const again = await operator.call('POST', path, { reason: 'Clicked twice' });
    expect(again).toMatchObject({ status: 200, body: { status: 'REFUNDED' } });
    expect(await AuditEvent.query().where({ user_id: user.userId, action: 'payment.refunded' }).resultSize()).toBe(1);
  });

  it('a payment that is not confirmed cannot be refunded (409)', async () => {
    const user = await newSubscriber(app);
    const operator = await newSubscriber(app, 'operator');
    const created = await user.call('POST', '/api/subscription/create-payment');
    const res = await operator.call('POST', `/api/admin/payments/${created.body.paymentId}/refund`, { reason: 'not paid yet' });
    expect(res).toMatchObject({ status: 409, body: { error: 'conflict', message: 'Only a confirmed payment can be refunded' } });
  });
});

describe('one user cannot stall the web process', () => {
  it('20 parallel create-payment calls from one user: one checkout, the rest 409, while another user is served', { timeout: 90_000 }, async () => {
    // Its own stack: the checkout must outlive a bank slower than the shared stack's 3 s wait.
    const roomy = await stack({ PAYMENT_WAIT_SECONDS: '60' });
    const bank = roomy.deps.payments;
    const initPayment = bank.initPayment.bind(bank);
    // A slow bank: 5 s to open a checkout. A request stuck behind it would wait that long; the
    // bound below is half of it, so a busy machine's slower answers do not read as a stall.
    const BANK_MS = 5000;
    bank.initPayment = async (input) => {
      await pause(BANK_MS);
      return initPayment(input);
    };
    const busy = await newSubscriber(roomy);
    const other = await newSubscriber(roomy);
    const resolverFor = roomy.deps.access;
    try {
      const burst = Promise.all(Array.from({ length: 20 }, () => busy.call('POST', '/api/subscription/create-payment')));
      const latencies: number[] = [];
      const meanwhile = (async () => {
        for (let i = 0; i < 10; i++) {
          resolverFor.forgetUser(other.userId);
          const started = Date.now();
          const me = await other.call('GET', '/api/subscription/status');
          expect(me.status).toBe(200);
          latencies.push(Date.now() - started);
          await pause(100);
        }
      })();
      const [answers] = await Promise.all([burst, meanwhile]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      expect(Math.max(...latencies)).toBeLessThan(BANK_MS / 2);
      expect(await Payment.query().where('user_id', busy.userId).resultSize()).toBe(1);
    } finally {
      bank.initPayment = initPayment;
    }
  });
});

describe('a lifecycle step and its audit event are one write', () => {
  it('a crash while abandoning a checkout leaves it whole: no EXPIRED subscription with a PENDING payment', async () => {
    const user = await newSubscriber(app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    const subscription = (await Subscription.query().findOne({ user_id: user.userId }))!;
    // The audit write fails (as a crash between the two writes would leave them).
    await app.deps.knex.raw(`create or replace function fail_audit() returns trigger as $$ begin raise exception 'audit down'; end $$ language plpgsql`);
    await app.deps.knex.raw(`create trigger fail_audit_${user.userId.slice(0, 8)} before insert on audit_events for each row when (new.user_id = '${user.userId}') execute function fail_audit()`);
    try {
      await expect(abandonSubscription({ eventKey: `test-abandon-${user.userId}`, now: new Date() }, subscription.id, 'EXPIRED')).rejects.toThrow(/audit down/);
      expect((await reload(subscription.id)).status).toBe('PENDING');
      expect((await Payment.query().findById(created.body.paymentId))!.status).toBe('PENDING');
    } finally {
      await app.deps.knex.raw(`drop trigger fail_audit_${user.userId.slice(0, 8)} on audit_events`);
    }
    await abandonSubscription({ eventKey: `test-abandon-${user.userId}`, now: new Date() }, subscription.id, 'EXPIRED');
    expect((await reload(subscription.id)).status).toBe('EXPIRED');
    expect((await Payment.query().findById(created.body.paymentId))!.status).toBe('EXPIRED');
    expect(await AuditEvent.query().where({ user_id: user.userId, action: 'subscription.abandoned' }).resultSize()).toBe(1);
  });
});
