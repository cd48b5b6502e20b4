import { describe, expect, it } from 'vitest';
import { testBankPassword } from '../../../core/clients/bank/create-provider.ts';
import { ProviderError } from '../../../core/clients/bank/payment-provider.ts';
import { tbankToken } from '../../../core/clients/bank/tbank-token.ts';
import { AuditEvent, Payment, PaymentNotification, Subscription } from '../../../db/index.ts';
import { newSubscriber, payAtCheckout, subscribe, type Subscriber } from '../../testing/subscriber.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { useSubscriptionApp } from '../../../scripts/test/e2e/subscription-app.ts';

const running = useSubscriptionApp();

const webhook = (body: unknown) =>
  fetch(`${running.app.baseUrl}/api/subscription/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The notification the test bank posts for a confirmed payment, re-signed after `change`. */
async function bankNotification(user: Subscriber, change: (n: Record<string, unknown>) => void = () => undefined, sign = true) {
  const created = await user.call('POST', '/api/subscription/create-payment');
  const payment = (await Payment.query().findById(created.body.paymentId))!;
  const body: Record<string, unknown> = { TerminalKey: 'TestBank', OrderId: payment.id, Success: true, Status: 'CONFIRMED', PaymentId: payment.providerPaymentId, ErrorCode: '0', Amount: 210000, RebillId: 'rb_test_card', Pan: '424242******4242' };
  change(body);
  const token = sign ? tbankToken(body, testBankPassword(running.app.deps.config.SESSION_SECRET)) : 'f'.repeat(64);
  return { payment, body, signed: { ...body, Token: token } };
}

describe('subscription status', () => {
  it('needs a session', async () => {
    const res = await fetch(`${running.app.baseUrl}/api/subscription/status`);
    expect(res.status).toBe(401);
  });

  it('is NONE for a new user, and stays NONE while the checkout is open', async () => {
    const user = await newSubscriber(running.app);
    const none = { hasSubscription: false, status: 'NONE', canUsePremiumFeatures: false, amount: 2100, startDate: null, endDate: null };
    expect(await user.status()).toMatchObject(none);
    await user.call('POST', '/api/subscription/create-payment');
    expect(await user.status()).toMatchObject(none);
  });
});

describe('subscribing through the test bank', () => {
  it('answers a checkout URL, activates after payment, with the period and refund window', async () => {
    const user = await newSubscriber(running.app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    expect(created.status).toBe(200);
    const url = new URL(created.body.paymentUrl);
    expect(url.pathname).toBe('/test-payment');
    expect(url.searchParams.get('amount')).toBe('2100');
    expect(url.searchParams.get('success_url')).toBe('http://localhost:3000/subscription/success');
    const paid = await payAtCheckout(running.app, created.body.paymentUrl);
    expect(paid.body).toEqual({ status: 'CONFIRMED', message: 'Payment confirmed' });
    const status = await eventually(async () => {
      const s = await user.status();
      return s.status === 'ACTIVE' ? s : null;
    }, 'activation');
    expect(status).toMatchObject({ hasSubscription: true, plan: 'MONTHLY', amount: 2100, canUsePremiumFeatures: true, refundDaysLeft: 7 });
    expect(Date.parse(status.endDate as string) - Date.parse(status.startDate as string)).toBe(3600 * 1000);
  });

  it('a second create-payment while one is open answers the same payment; one being prepared answers 409', async () => {
    const user = await newSubscriber(running.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => user.call('POST', '/api/subscription/create-payment')));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toMatchObject({ status: 409, body: { error: 'conflict', message: 'Your payment is being prepared. Please wait a moment.' } });
    }
    expect(new Set(ok.map((a) => String(a.body.paymentId))).size).toBe(1);
    const again = await user.call('POST', '/api/subscription/create-payment');
    expect(again.body).toEqual(ok[0]!.body);
    expect(await Subscription.query().where('user_id', user.userId).resultSize()).toBe(1);
    expect(await Payment.query().where('user_id', user.userId).resultSize()).toBe(1);
  });

  it('refuses a second subscription while one is active', async () => {
    const user = await newSubscriber(running.app);
    await subscribe(running.app, user);
    const res = await user.call('POST', '/api/subscription/create-payment');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'conflict', message: 'You already have an active subscription' });
  });

  it('a card declined at checkout can be retried with another card on the same payment, which activates', async () => {
    const user = await newSubscriber(running.app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    const declined = await payAtCheckout(running.app, created.body.paymentUrl, '4000 0000 0000 0002');
    expect(declined.body.status).toBe('REJECTED');
    // The bank's form is still open: the attempt goes on, and a new request answers the same checkout.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await Subscription.query().findOne({ user_id: user.userId }))!.status).toBe('PENDING');
    const again = await user.call('POST', '/api/subscription/create-payment');
    expect(again.body).toEqual(created.body);
    const paid = await payAtCheckout(running.app, created.body.paymentUrl);
    expect(paid.body.status).toBe('CONFIRMED');
    await eventually(async () => (await user.status()).status === 'ACTIVE', 'activation after the retry');
    const payment = (await Payment.query().findById(created.body.paymentId))!;
    expect(payment).toMatchObject({ status: 'CONFIRMED', declineCode: null });
    expect(payment.appliedAt).not.toBeNull();
  });

  it('a bank that refuses to open a checkout: a clear error, and nothing left pending', async () => {
    const user = await newSubscriber(running.app);
    const bank = running.app.deps.payments;
    const initPayment = bank.initPayment.bind(bank);
    bank.initPayment = () => Promise.reject(new ProviderError('T-Bank Init refused: ErrorCode 204', { code: '204', retryable: false }));
    try {
      const res = await user.call('POST', '/api/subscription/create-payment');
      expect(res).toMatchObject({ status: 502, body: { error: 'bad_gateway', message: 'The bank could not open a payment page. Please try again in a minute.' } });
    } finally {
      bank.initPayment = initPayment;
    }
    const s = (await Subscription.query().findOne({ user_id: user.userId }))!;
    expect(s).toMatchObject({ status: 'EXPIRED', endedReason: 'payment_init_failed' });
    expect((await Payment.query().where('subscription_id', s.id)).map((p) => p.status)).toEqual(['EXPIRED']);
    const next = await user.call('POST', '/api/subscription/create-payment');
    expect(next.status).toBe(200);
  });

  it('the checkout refuses a malformed card and an unknown payment with 4xx', async () => {
    const bad = await fetch(`${running.app.baseUrl}/api/test-payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId: 'tp_x', cardNumber: '4242', expiry: '13/30', cvv: '12' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation_error' });
    const unknown = await fetch(`${running.app.baseUrl}/api/test-payment/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId: 'tp_nope', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' }),
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the bank notification webhook', () => {
  it('a wrong Token: 403, not stored, and nothing changes', async () => {
    const user = await newSubscriber(running.app);
    const { payment, signed } = await bankNotification(user, () => undefined, false);
    const res = await webhook(signed);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'forbidden' });
    expect((await Payment.query().findById(payment.id))!.status).toBe('PENDING');
    expect(await PaymentNotification.query().whereRaw("body->>'OrderId' = ?", [payment.id]).resultSize()).toBe(0);
  });

  it('a verified notification is stored with the card token masked and the signature dropped', async () => {
    const user = await newSubscriber(running.app);
    const { payment, signed } = await bankNotification(user, (n) => (n.RebillId = '1700000012345678'));
    expect((await webhook(signed)).status).toBe(200);
    const stored = (await PaymentNotification.query().where('payment_id', payment.id).first())!;
    expect(stored.body).toMatchObject({ OrderId: payment.id, Status: 'CONFIRMED', RebillId: '****5678', Pan: '424242******4242' });
    expect(stored.body).not.toHaveProperty('Token');
    expect(JSON.stringify(await running.app.deps.knex('payment_notifications').where('id', stored.id).first())).not.toContain('1700000012345678');
    await eventually(async () => (await user.status()).status === 'ACTIVE', 'activation');
  });

  it('refuses a large anonymous body before reading it (413)', async () => {
    const res = await webhook({ TerminalKey: 'TestBank', padding: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('the same notification ten times: one activation, one payment row, OK every time', async () => {
    const user = await newSubscriber(running.app);
    const { payment, signed } = await bankNotification(user);
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(signed).then(async (r) => [r.status, await r.text()])));
    expect(answers).toEqual(Array.from({ length: 10 }, () => [200, 'OK']));
    await eventually(async () => (await user.status()).status === 'ACTIVE', 'activation');
    expect(await Payment.query().where('user_id', user.userId).resultSize()).toBe(1);
    expect((await Payment.query().findById(payment.id))!.status).toBe('CONFIRMED');
    const outcomes = (await PaymentNotification.query().where('payment_id', payment.id)).map((n) => n.outcome).sort();
    expect(outcomes).toEqual(['accepted', ...Array.from({ length: 9 }, () => 'duplicate')]);
    // The audit row follows the status change in the same activity; then nothing more comes.
    await eventually(async () => (await AuditEvent.query().where({ user_id: user.userId, action: 'subscription.activated' }).resultSize()) > 0, 'the activation record');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await AuditEvent.query().where({ user_id: user.userId, action: 'subscription.activated' }).resultSize()).toBe(1);
    // Deliveries that raced the activation did not take the paid money for money paying for nothing.
    expect(await Payment.query().findById(payment.id)).toMatchObject({ status: 'CONFIRMED', appliedAt: expect.any(Date) });
    expect(await AuditEvent.query().where({ user_id: user.userId, action: 'payment.refunded' }).resultSize()).toBe(0);
  });

  it('an amount that differs from the order: 400, logged, the payment unchanged', async () => {
    const user = await newSubscriber(running.app);
    const { payment, signed } = await bankNotification(user, (n) => (n.Amount = 100));
    const res = await webhook(signed);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_request', message: "Amount 100 differs from the order's 210000" });
    expect((await Payment.query().findById(payment.id))!.status).toBe('PENDING');
    expect(await PaymentNotification.query().where({ payment_id: payment.id, outcome: 'amount_mismatch' }).resultSize()).toBe(1);
  });

  it('an unknown order or a body that is not a notification: 4xx', async () => {
    const user = await newSubscriber(running.app);
    const { signed } = await bankNotification(user, (n) => (n.OrderId = '00000000-0000-4000-8000-000000000000'));
    expect((await webhook(signed)).status).toBe(404);
    expect((await webhook({ hello: 'world' })).status).toBe(403);
  });
});

describe('cancel, resume and refund', () => {
  it('cancel keeps access to the end date; cancel again is refused; create-payment resumes it', async () => {
    const user = await newSubscriber(running.app);
    const { subscription } = await subscribe(running.app, user);
    const cancelled = await user.call('POST', '/api/subscription/cancel', { reason: 'Too expensive' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ success: true, endDate: new Date(subscription.endDate!).toISOString() });
    expect(await user.status()).toMatchObject({ status: 'CANCELED', canUsePremiumFeatures: true, refundDaysLeft: null });
    expect((await user.call('POST', '/api/subscription/cancel', {})).status).toBe(409);
    expect((await user.call('POST', '/api/subscription/refund', {})).status).toBe(409);
    const resumed = await user.call('POST', '/api/subscription/create-payment');
    expect(resumed.body).toEqual({ paymentUrl: 'http://localhost:3000/subscription/success', paymentId: null });
    expect(await user.status()).toMatchObject({ status: 'ACTIVE', canUsePremiumFeatures: true });
    const audit = await AuditEvent.query().where('user_id', user.userId).whereIn('action', ['subscription.canceled', 'subscription.resumed']).orderBy('id');
    expect(audit.map((a) => [a.action, a.actorId, a.reason])).toEqual([
      ['subscription.canceled', user.userId, 'Too expensive'],
      ['subscription.resumed', user.userId, 'Reactivated by the subscriber'],
    ]);
  });

  it('refund within the window: money back at the bank, access ends at once; twice is refused', async () => {
    const user = await newSubscriber(running.app);
    const { firstPayment } = await subscribe(running.app, user);
    const refunded = await user.call('POST', '/api/subscription/refund', {});
    expect(refunded).toEqual({ status: 200, body: { success: true, amount: 2100 } });
    expect(await user.status()).toMatchObject({ hasSubscription: true, status: 'EXPIRED', canUsePremiumFeatures: false });
    expect((await Payment.query().findById(firstPayment.id))!.status).toBe('REFUNDED');
    const bank = await running.app.deps.knex('test_bank_payments').where({ id: firstPayment.providerPaymentId }).first<{ status: string; charge_count: number }>();
    expect(bank).toMatchObject({ status: 'REFUNDED', charge_count: 1 });
    const again = await user.call('POST', '/api/subscription/refund', {});
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('You have no subscription to refund');
  });

  it('refund after 7 whole days: 409 with the reason, nothing changes', async () => {
    const user = await newSubscriber(running.app);
    const { subscription } = await subscribe(running.app, user);
    await Subscription.query().findById(subscription.id).patch({ startDate: new Date(Date.now() - 8 * 86_400_000) });
    const res = await user.call('POST', '/api/subscription/refund', {});
    expect(res).toEqual({ status: 409, body: { error: 'conflict', message: 'The refund period of 7 days has ended' } });
    expect((await Subscription.query().findById(subscription.id))!.status).toBe('ACTIVE');
  });

  it('a user without a subscription cannot cancel or refund (404), and bad bodies are 400', async () => {
    const user = await newSubscriber(running.app);
    expect((await user.call('POST', '/api/subscription/cancel', {})).status).toBe(404);
    expect((await user.call('POST', '/api/subscription/refund', {})).status).toBe(404);
    const bad = await user.call('POST', '/api/subscription/cancel', { reason: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_error');
  });
});

describe('operators', () => {
  it('list and show subscriptions with payments and the Temporal link; refund with a reason, audited', async () => {
    const user = await newSubscriber(running.app);
    const { subscription } = await subscribe(running.app, user);
    const operator = await newSubscriber(running.app, 'operator');

    const list = await operator.call('GET', `/api/admin/subscriptions?filter=${encodeURIComponent(JSON.stringify({ status: 'ACTIVE', userId: user.userId }))}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: subscription.id, userEmail: expect.stringContaining('@example.com'), status: 'ACTIVE', refundable: true });
    // The Temporal UI as the web process serves it to operators, never its internal address.
    expect(list.body[0].workflowUrl).toBe(`/admin/temporal/namespaces/default/workflows/subscription-${subscription.id}`);
    const payments = await operator.call('GET', `/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ subscriptionId: subscription.id }))}`);
    expect(payments.body).toEqual([expect.objectContaining({ kind: 'FIRST', status: 'CONFIRMED', amount: 2100, period: 0, attempt: 1 })]);

    expect((await operator.call('POST', `/api/admin/subscriptions/${subscription.id}/refund`, {})).status).toBe(400);
    const refunded = await operator.call('POST', `/api/admin/subscriptions/${subscription.id}/refund`, { reason: 'Charged by mistake' });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'EXPIRED', refundable: false });
    const audit = await AuditEvent.query().findOne({ user_id: user.userId, action: 'subscription.refunded' });
    expect(audit).toMatchObject({ actorId: operator.userId, reason: 'Charged by mistake' });
    const twice = await operator.call('POST', `/api/admin/subscriptions/${subscription.id}/refund`, { reason: 'Again' });
    expect(twice.status).toBe(409);
  });

  it('are the only ones who see them: a user gets 403', async () => {
    const user = await newSubscriber(running.app);
    expect((await user.call('GET', '/api/admin/subscriptions')).status).toBe(403);
    expect((await user.call('GET', '/api/admin/payments')).status).toBe(403);
  });
});
