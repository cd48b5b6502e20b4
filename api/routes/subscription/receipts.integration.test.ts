import { describe, expect, it } from 'vitest';
import { RECEIPT_DEFAULTS, type ReceiptSettings } from '../../../core/clients/bank/receipt-env.ts';
import { chargeRenewal } from '../../../core/domain/subscription/charge-renewal.ts';
import { RECEIPT_EMAIL_REQUIRED } from '../../../core/domain/subscription/fiscal-receipts.ts';
import { Payment, PaymentReceipt, Subscription, User } from '../../../db/index.ts';
import { newSubscriber, subscribe } from '../../testing/subscriber.ts';
import { eventually } from '../../../scripts/test/kit/eventually.ts';
import { useSubscriptionApp } from '../../../scripts/test/e2e/subscription-app.ts';

/*
 * Fiscal receipts (54-FZ) through the test bank, which keeps the receipts it is handed as
 * T-Bank's cabinet shows them: the first payment's, a renewal's with the settings of its day,
 * and a refund's for the amount returned; none of them for an account without an e-mail.
 */
const running = useSubscriptionApp();

interface BankRow {
  order_id: string;
  status: string;
  receipt: Record<string, unknown> | null;
  refund_receipt: Record<string, unknown> | null;
}
const bankRowFor = (orderId: string) => running.app.deps.knex<BankRow>('test_bank_payments').where({ order_id: orderId }).first();

const receiptOf = (settings: ReceiptSettings, email: string, amount: number) => ({
  Email: email,
  Taxation: settings.taxation,
  FfdVersion: settings.ffdVersion,
  Items: [
    {
      Name: settings.itemName,
      Price: amount,
      Quantity: 1,
      Amount: amount,
      Tax: settings.vat,
      PaymentMethod: 'full_payment',
      PaymentObject: 'service',
      ...(settings.ffdVersion === '1.2' ? { MeasurementUnit: 'шт' } : {}),
    },
  ],
});

describe('the first payment', () => {
  it("hands the bank the plan's receipt for the user's e-mail; the checkout page and the operator's payment page show it", async () => {
    const user = await newSubscriber(running.app);
    const { email } = (await User.query().findById(user.userId))!;
    const created = await user.call('POST', '/api/subscription/create-payment');
    expect(created.status).toBe(200);
    const expected = receiptOf(RECEIPT_DEFAULTS, email, 210_000);
    expect((await bankRowFor(created.body.paymentId))!.receipt).toEqual(expected);

    const checkoutId = new URL(created.body.paymentUrl).searchParams.get('payment_id')!;
    const page = await fetch(`${running.app.baseUrl}/api/test-payment/${checkoutId}`);
    expect(await page.json()).toEqual({ paymentId: checkoutId, amount: 2100, status: 'NEW', receipt: expected });
    expect((await fetch(`${running.app.baseUrl}/api/test-payment/tp_unknown`)).status).toBe(404);

    await subscribe(running.app, user);
    const operator = await newSubscriber(running.app, 'operator');
    const shown = await operator.call('GET', `/api/admin/payments/${created.body.paymentId}`);
    expect(shown.body.receipts).toEqual([
      expect.objectContaining({ operation: 'sale', status: 'sent', amount: 2100, receipt: expected, errorCode: null, fiscalDocumentNumber: null }),
    ]);
    expect(JSON.stringify(shown.body)).not.toMatch(/4242|rb_/);
  });

  it('an account without an e-mail address is refused before anything is written or charged', async () => {
    const user = await newSubscriber(running.app);
    await User.query().findById(user.userId).patch({ email: '' });
    const res = await user.call('POST', '/api/subscription/create-payment');
    expect(res).toMatchObject({ status: 422, body: { error: 'receipt_email_required', message: RECEIPT_EMAIL_REQUIRED } });
    expect(await Subscription.query().where({ user_id: user.userId }).resultSize()).toBe(0);
    expect(await Payment.query().where({ user_id: user.userId }).resultSize()).toBe(0);
    expect(await running.app.deps.knex('test_bank_payments').where({ customer_key: user.userId }).first()).toBeUndefined();
  });
});

describe('renewals', () => {
  it('use the receipt settings of the day they are charged, not those of the first payment', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(running.app);
    const { subscription } = await subscribe(running.app, user);
    const { email } = (await User.query().findById(user.userId))!;
    const deps = { provider: running.app.deps.payments, secrets: running.app.deps.secrets, publicUrl: running.app.deps.config.PUBLIC_URL, log: running.app.deps.log };
    const changed: ReceiptSettings = { taxation: 'osn', vat: 'vat22', ffdVersion: '1.05', itemName: 'Подписка Professional Plan, 1 месяц' };

    const first = await chargeRenewal({ ...deps, receipts: RECEIPT_DEFAULTS }, subscription.id, 1, 1);
    const second = await chargeRenewal({ ...deps, receipts: changed }, subscription.id, 2, 1);
    expect([first.state, second.state]).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect((await bankRowFor(first.paymentId!))!.receipt).toEqual(receiptOf(RECEIPT_DEFAULTS, email, 210_000));
    expect((await bankRowFor(second.paymentId!))!.receipt).toEqual(receiptOf(changed, email, 210_000));
    expect((await PaymentReceipt.query().findOne({ payment_id: second.paymentId!, operation: 'sale' }))!.receipt).toEqual(receiptOf(changed, email, 210_000));

    // Receipts turned off: the bank is handed none, and none is recorded.
    const third = await chargeRenewal({ ...deps, receipts: null }, subscription.id, 3, 1);
    expect((await bankRowFor(third.paymentId!))!.receipt).toBeNull();
    expect(await PaymentReceipt.query().where({ payment_id: third.paymentId! }).resultSize()).toBe(0);
  });
});

describe('refunds', () => {
  it('hand the bank a refund receipt for exactly the amount returned', { timeout: 60_000 }, async () => {
    const user = await newSubscriber(running.app);
    const { firstPayment } = await subscribe(running.app, user);
    const { email } = (await User.query().findById(user.userId))!;
    const res = await user.call('POST', '/api/subscription/refund', {});
    expect(res.status).toBe(200);
    const bank = await eventually(async () => {
      const row = await bankRowFor(firstPayment.id);
      return row?.status === 'REFUNDED' ? row : null;
    }, 'the refund at the bank');
    expect(bank.refund_receipt).toEqual(receiptOf(RECEIPT_DEFAULTS, email, firstPayment.amountKopecks));
    const rows = await PaymentReceipt.query().where({ payment_id: firstPayment.id }).orderBy('operation', 'desc');
    expect(rows.map((r) => [r.operation, r.status, r.amountKopecks])).toEqual([
      ['sale', 'sent', 210_000],
      ['refund', 'sent', 210_000],
    ]);
  });
});
