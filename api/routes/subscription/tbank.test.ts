import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTbankProvider } from '../../../core/clients/bank/tbank.ts';
import { tbankToken } from '../../../core/clients/bank/tbank-token.ts';
import { Payment, Subscription, UserSecret } from '../../../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { startScriptedServer, type ScriptedServer } from '../../testing/scripted-server.ts';
import { newSubscriber, until } from '../../testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The real T-Bank client through the whole lifecycle: create-payment calls Init, the bank's
 * signed notification activates the subscription and saves the card, the renewal charges the
 * RebillId with Init + Charge. The bank answers in its recorded shapes from a local server.
 */
const TERMINAL = 'TinkoffBankTest';
const PASSWORD = 'usaf8fw8fsw21g';
let bank: ScriptedServer;
let app: TestApp;
let worker: RunningTemporalWorker;
let nextPaymentId = 13660;

beforeAll(async () => {
  bank = await startScriptedServer((path, body) => {
    const base = { Success: true, ErrorCode: '0', TerminalKey: TERMINAL, OrderId: body.OrderId, Amount: 210000 };
    if (path === '/v2/Init') return { ...base, Status: 'NEW', PaymentId: String(++nextPaymentId), PaymentURL: `https://securepayments.tinkoff.ru/pay${nextPaymentId}` };
    if (path === '/v2/Charge') return { ...base, Status: 'CONFIRMED', PaymentId: body.PaymentId };
    if (path === '/v2/GetState') return { ...base, Status: 'FORM_SHOWED', PaymentId: body.PaymentId };
    return { Success: false, ErrorCode: '9999', Message: `unexpected ${path}` };
  });
  const tbank = { PAYMENT_PROVIDER: 'tbank', TBANK_TERMINAL_KEY: TERMINAL, TBANK_PASSWORD: PASSWORD, TBANK_API_URL: `${bank.url}/v2` };
  worker = await runTemporalWorker({ override: { payments: createTbankProvider({ terminalKey: TERMINAL, password: PASSWORD, baseUrl: `${bank.url}/v2` }) } });
  app = await startTestApp({ ...tbank, TEMPORAL_TASK_QUEUE: worker.taskQueue, SUBSCRIPTION_CACHE_SECONDS: '0', BILLING_PERIOD_SECONDS: '3', PAYMENT_POLL_SECONDS: '1' });
});
afterAll(async () => {
  // The worker first: its activities use the app's pool, which closing the app destroys.
  await worker.stop();
  await app.close();
  await bank.close();
});

const notify = (body: Record<string, unknown>) =>
  fetch(`${app.baseUrl}/api/subscription/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, Token: tbankToken(body, PASSWORD) }) });

describe('subscribing through T-Bank', () => {
  it('Init with Recurrent=Y, activation by the notification, the card saved encrypted, renewal by Charge', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    expect(created.status).toBe(200);
    expect(created.body.paymentUrl).toMatch(/^https:\/\/securepayments\.tinkoff\.ru\/pay\d+$/);
    const init = bank.requests.find((r) => r.path === '/v2/Init' && r.body.OrderId === created.body.paymentId)!;
    expect(init.body).toMatchObject({ TerminalKey: TERMINAL, Amount: 210000, Recurrent: 'Y', CustomerKey: user.userId, NotificationURL: 'http://localhost:3000/api/subscription/webhook' });
    expect(init.body.Token).toBe(tbankToken(init.body, PASSWORD));

    const payment = (await Payment.query().findById(created.body.paymentId))!;
    const res = await notify({ TerminalKey: TERMINAL, OrderId: payment.id, Success: true, Status: 'CONFIRMED', PaymentId: Number(payment.providerPaymentId), ErrorCode: '0', Amount: 210000, RebillId: 145919, CardId: 322264, Pan: '430000******0777', ExpDate: '1130' });
    expect([res.status, await res.text()]).toEqual([200, 'OK']);
    await until(async () => (await user.status()).status === 'ACTIVE', 'activation');
    const subscription = (await Subscription.query().findOne({ user_id: user.userId }))!;
    expect(subscription.cardPan).toBe('430000******0777');
    const secret = (await UserSecret.query().findById([user.userId, `bank.rebill.${subscription.id}`]))!;
    expect(secret.ciphertext).not.toContain('145919');

    await until(async () => (await Subscription.query().findById(subscription.id))!.period >= 1, 'the first renewal');
    await user.call('POST', '/api/subscription/cancel', { reason: 'end of test' });
    const charge = bank.requests.find((r) => r.path === '/v2/Charge')!;
    expect(charge.body).toMatchObject({ TerminalKey: TERMINAL, RebillId: '145919' });
    const renewal = (await Payment.query().findOne({ subscription_id: subscription.id, kind: 'RENEWAL', period: 1 }))!;
    expect(renewal).toMatchObject({ status: 'CONFIRMED', attempt: 1, providerPaymentId: String(charge.body.PaymentId) });
  });

  it('refuses a notification signed with another password', async () => {
    const user = await newSubscriber(app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    const body = { TerminalKey: TERMINAL, OrderId: created.body.paymentId, Success: true, Status: 'CONFIRMED', PaymentId: 1, ErrorCode: '0', Amount: 210000 };
    const res = await fetch(`${app.baseUrl}/api/subscription/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, Token: tbankToken(body, 'not-the-password') }) });
    expect(res.status).toBe(403);
    expect((await Payment.query().findById(created.body.paymentId))!.status).toBe('PENDING');
  });

  it('has no test checkout', async () => {
    const res = await fetch(`${app.baseUrl}/api/test-payment/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paymentId: 'x', cardNumber: '4242424242424242', expiry: '12/30', cvv: '123' }) });
    expect(res.status).toBe(404);
  });
});
