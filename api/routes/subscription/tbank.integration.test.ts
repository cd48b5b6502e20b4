import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTbankProvider } from '../../../core/clients/bank/tbank.ts';
import { tbankToken } from '../../../core/clients/bank/tbank-token.ts';
import { RECEIPT_REFUSED } from '../../../core/domain/subscription/fiscal-receipts.ts';
import { Payment, PaymentReceipt, Subscription, User, UserSecret } from '../../../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { startScriptedServer, type ScriptedServer } from '../../testing/scripted-server.ts';
import { newSubscriber } from '../../testing/subscriber.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
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
/** Set: the bank refuses the next Init's receipt with this answer. */
let receiptRefusal: Record<string, unknown> | null = null;

beforeAll(async () => {
  bank = await startScriptedServer((path, body) => {
    const base = { Success: true, ErrorCode: '0', TerminalKey: TERMINAL, OrderId: body.OrderId, Amount: 210000 };
    if (path === '/v2/Init' && receiptRefusal) return receiptRefusal;
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
    const { email } = (await User.query().findById(user.userId))!;
    expect(init.body.Receipt).toMatchObject({ Email: email, Taxation: 'usn_income', FfdVersion: '1.2', Items: [{ Price: 210000, Quantity: 1, Amount: 210000, Tax: 'none', PaymentMethod: 'full_payment', PaymentObject: 'service' }] });

    const payment = (await Payment.query().findById(created.body.paymentId))!;
    const res = await notify({ TerminalKey: TERMINAL, OrderId: payment.id, Success: true, Status: 'CONFIRMED', PaymentId: Number(payment.providerPaymentId), ErrorCode: '0', Amount: 210000, RebillId: 145919, CardId: 322264, Pan: '430000******0777', ExpDate: '1130' });
    expect([res.status, await res.text()]).toEqual([200, 'OK']);
    await eventually(async () => (await user.status()).status === 'ACTIVE', 'activation');
    const subscription = (await Subscription.query().findOne({ user_id: user.userId }))!;
    expect(subscription.cardPan).toBe('430000******0777');
    const secret = (await UserSecret.query().findById([user.userId, `bank.rebill.${subscription.id}`]))!;
    expect(secret.ciphertext).not.toContain('145919');

    await eventually(async () => (await Subscription.query().findById(subscription.id))!.period >= 1, 'the first renewal');
    await user.call('POST', '/api/subscription/cancel', { reason: 'end of test' });
    const charge = bank.requests.find((r) => r.path === '/v2/Charge')!;
    expect(charge.body).toMatchObject({ TerminalKey: TERMINAL, RebillId: '145919' });
    const renewal = (await Payment.query().findOne({ subscription_id: subscription.id, kind: 'RENEWAL', period: 1 }))!;
    expect(renewal).toMatchObject({ status: 'CONFIRMED', attempt: 1, providerPaymentId: String(charge.body.PaymentId) });
    const renewalInit = bank.requests.find((r) => r.path === '/v2/Init' && r.body.OrderId === renewal.id)!;
    expect(renewalInit.body.Receipt).toMatchObject({ Email: email, Items: [{ Amount: 210000 }] });
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

describe('fiscal receipts at T-Bank', () => {
  it("a receipt the bank refuses fails the checkout with a clear message and an operator's log line; nothing is left pending", async () => {
    const user = await newSubscriber(app);
    const errors = vi.spyOn(app.deps.log, 'error');
    receiptRefusal = { Success: false, ErrorCode: '309', Message: 'Неверные параметры.', Details: '{request.validate.expected.receipt}', TerminalKey: TERMINAL };
    try {
      const res = await user.call('POST', '/api/subscription/create-payment');
      expect(res).toMatchObject({ status: 502, body: { error: 'bad_gateway', message: RECEIPT_REFUSED } });
    } finally {
      receiptRefusal = null;
    }
    const payment = (await Payment.query().findOne({ user_id: user.userId }))!;
    expect(payment).toMatchObject({ status: 'EXPIRED', providerStatus: 'INIT_FAILED', providerPaymentId: null });
    expect((await Subscription.query().findById(payment.subscriptionId))!.status).toBe('EXPIRED');
    expect(await PaymentReceipt.query().findOne({ payment_id: payment.id })).toMatchObject({ operation: 'sale', status: 'refused', errorCode: '309' });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ paymentId: payment.id, code: '309' }), expect.stringContaining('refused the checkout'));
    errors.mockRestore();
    // Nothing was charged: the same person can try again at once.
    expect((await user.call('POST', '/api/subscription/create-payment')).status).toBe(200);
  });

  it("the cash register's RECEIPT notification marks the receipt issued, shown to operators; the payment is left as it is", async () => {
    const user = await newSubscriber(app);
    const created = await user.call('POST', '/api/subscription/create-payment');
    const payment = (await Payment.query().findById(created.body.paymentId))!;
    const paid = { TerminalKey: TERMINAL, OrderId: payment.id, Success: true, PaymentId: Number(payment.providerPaymentId), ErrorCode: '0', Amount: 210000 };
    expect((await notify({ ...paid, Status: 'CONFIRMED', RebillId: 145920, Pan: '430000******0777' })).status).toBe(200);
    const fiscal = { ...paid, Status: 'RECEIPT', Type: 'Income', FiscalNumber: 3, ShiftNumber: 10, FiscalDocumentNumber: 117, FiscalDocumentAttribute: 3608706245, Url: 'https://receipts.example/r/117' };
    const res = await notify(fiscal);
    expect([res.status, await res.text()]).toEqual([200, 'OK']);
    expect((await Payment.query().findById(payment.id))!.status).toBe('CONFIRMED');
    const operator = await newSubscriber(app, 'operator');
    const shown = await operator.call('GET', `/api/admin/payments/${payment.id}`);
    expect(shown.body.receipts).toEqual([expect.objectContaining({ operation: 'sale', status: 'issued', fiscalDocumentNumber: '117', receiptUrl: 'https://receipts.example/r/117' })]);
    expect(JSON.stringify(shown.body)).not.toContain('0777');

    // A later failure notice does not undo an issued receipt; one for a refund never sent is refused.
    await notify({ ...fiscal, Success: false, ErrorCode: '330', ErrorMessage: 'Касса недоступна' });
    expect((await PaymentReceipt.query().findOne({ payment_id: payment.id }))!.status).toBe('issued');
    const stray = await notify({ ...fiscal, Type: 'IncomeReturn' });
    expect(stray.status).toBe(200);
    expect(await PaymentReceipt.query().where({ payment_id: payment.id, operation: 'refund' }).resultSize()).toBe(0);
  });
});
