import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { FiscalReceipt } from '../../../contracts/fiscal-receipt.ts';
import { cardBehaviour, maskPan, passesLuhn, type CardBehaviour } from './test-cards.ts';
import {
  InvalidNotificationError,
  ProviderError,
  type ChargeInput,
  type ChargeResult,
  type InitPaymentInput,
  type PaymentProvider,
  type PaymentStateResult,
  type ProviderPaymentState,
  type VerifiedNotification,
} from './payment-provider.ts';
import { tbankToken, verifyTbankToken } from './tbank-token.ts';

/** The terminal name the test bank signs its notifications with. */
const TERMINAL = 'TestBank';

interface BankRow {
  id: string;
  order_id: string;
  amount_kopecks: number;
  customer_key: string;
  status: 'NEW' | 'CONFIRMED' | 'REJECTED' | 'REFUNDED';
  rebill_id: string | null;
  error_code: string | null;
  message: string | null;
  charge_count: number;
  /** Made by Init for the checkout page (not by a renewal's Charge): a decline there may be retried. */
  checkout: boolean;
  /** The fiscal receipts the bank was handed with the payment and with its refund. */
  receipt: FiscalReceipt | null;
  refund_receipt: FiscalReceipt | null;
}

const declines = {
  checkout: { code: '1005', message: 'Do not honour', kind: 'soft' },
  soft: { code: '1051', message: 'Insufficient funds', kind: 'soft' },
  hard: { code: '1054', message: 'Expired card', kind: 'hard' },
  unknownCard: { code: '1014', message: 'Invalid card', kind: 'hard' },
} as const;

/**
 * The checks T-Bank's cash register makes before it takes a receipt, answered with its code
 * 309 "Неверные параметры": the items must add up to the amount charged, each to its price
 * times its quantity, and the receipt needs the customer's e-mail.
 */
function checkReceipt(receipt: FiscalReceipt | undefined, amountKopecks: number): void {
  if (!receipt) return;
  const total = receipt.Items.reduce((sum, item) => sum + item.Amount, 0);
  const problem = !receipt.Email.includes('@')
    ? 'Receipt.Email is not an e-mail address'
    : receipt.Items.some((item) => Math.round(item.Price * item.Quantity) !== item.Amount)
      ? 'Receipt.Items: Amount must be Price × Quantity'
      : total !== amountKopecks
        ? `Receipt.Items add up to ${total}, the payment is ${amountKopecks}`
        : null;
  if (problem) throw new ProviderError(`Test bank refused the receipt: ErrorCode 309 (Неверные параметры. ${problem})`, { code: '309', retryable: false, receiptRefused: true });
}

const stateOf = (row: BankRow): ProviderPaymentState => (row.status === 'NEW' ? 'PENDING' : row.status);

function toResult(row: BankRow): PaymentStateResult {
  const decline = row.status === 'REJECTED' ? Object.values(declines).find((d) => d.code === row.error_code) : undefined;
  return {
    state: stateOf(row),
    providerStatus: row.status,
    amountKopecks: row.amount_kopecks,
    declineCode: row.error_code ?? undefined,
    declineMessage: row.message ?? undefined,
    declineKind: decline?.kind,
  };
}

const notificationSchema = z.object({
  TerminalKey: z.string(),
  OrderId: z.string(),
  Success: z.boolean(),
  Status: z.enum(['NEW', 'CONFIRMED', 'REJECTED', 'REFUNDED']),
  PaymentId: z.string(),
  ErrorCode: z.string(),
  Amount: z.number().int(),
  RebillId: z.string().optional(),
  Pan: z.string().optional(),
  Message: z.string().optional(),
  Token: z.string(),
});

export interface CheckoutCard {
  cardNumber: string;
}

/** What the checkout page shows: the payment as the bank holds it, with the receipt it was given. */
export interface TestBankCheckout {
  paymentId: string;
  amountKopecks: number;
  status: BankRow['status'];
  receipt: FiscalReceipt | null;
}

export interface TestBank extends PaymentProvider {
  checkout(providerPaymentId: string): Promise<TestBankCheckout>;
  /**
   * The Pay button of the checkout page: moves the money (once, however often it is pressed)
   * and answers the notification the bank posts about it, signed like a real one.
   */
  payAtCheckout(providerPaymentId: string, card: CheckoutCard): Promise<Record<string, unknown>>;
}

/**
 * The `test` provider: a bank in our own database, with T-Bank's payment states and
 * notification format, whose checkout is the console's /test-payment page. Money "moves" by
 * an update that only succeeds on a NEW payment, so nothing is ever charged twice.
 */
export function createTestBank(options: { knex: Knex; publicUrl: string; password: string; chargeDelayMs?: number }): TestBank {
  const { knex, publicUrl, password } = options;
  const payments = () => knex<BankRow>('test_bank_payments');

  async function find(id: string): Promise<BankRow> {
    const row = await payments().where({ id }).first();
    if (!row) throw new ProviderError(`Test bank: no payment ${id}`, { code: '404', retryable: false });
    return row;
  }

  /** A payment for the order, created once: a repeated Init answers the first one. */
  async function paymentFor(orderId: string, amountKopecks: number, customerKey: string, receipt: FiscalReceipt | undefined, checkout = false): Promise<BankRow> {
    checkReceipt(receipt, amountKopecks);
    const id = `tp_${randomBytes(12).toString('hex')}`;
    await payments()
      .insert({ id, order_id: orderId, amount_kopecks: amountKopecks, customer_key: customerKey, status: 'NEW', checkout, receipt: receipt ?? null })
      .onConflict('order_id')
      .ignore();
    const row = await payments().where({ order_id: orderId }).first();
    if (!row) throw new ProviderError('Test bank: payment vanished', { retryable: true });
    return row;
  }

  /**
   * Moves the money unless that already happened: the one place a charge is counted. Like
   * T-Bank's form, a checkout declined once can be paid with another card.
   */
  async function settle(id: string, outcome: { status: 'CONFIRMED'; rebillId?: string } | { status: 'REJECTED'; decline: { code: string; message: string } }) {
    const patch =
      outcome.status === 'CONFIRMED'
        ? { status: 'CONFIRMED', charge_count: knex.raw('charge_count + 1'), error_code: null, message: null, ...(outcome.rebillId ? { rebill_id: outcome.rebillId } : {}) }
        : { status: 'REJECTED', error_code: outcome.decline.code, message: outcome.decline.message };
    await knex('test_bank_payments')
      .where({ id })
      .where((w) => void w.where('status', 'NEW').orWhere((retry) => void retry.where({ status: 'REJECTED', checkout: true })))
      .update({ ...patch, updated_at: knex.fn.now() });
    return find(id);
  }

  function notificationOf(row: BankRow, pan?: string): Record<string, unknown> {
    const body: Record<string, unknown> = {
      TerminalKey: TERMINAL,
      OrderId: row.order_id,
      Success: row.status === 'CONFIRMED' || row.status === 'REFUNDED',
      Status: row.status,
      PaymentId: row.id,
      ErrorCode: row.error_code ?? '0',
      Amount: row.amount_kopecks,
      ...(row.rebill_id ? { RebillId: row.rebill_id } : {}),
      ...(pan ? { Pan: pan } : {}),
      ...(row.message ? { Message: row.message } : {}),
    };
    return { ...body, Token: tbankToken(body, password) };
  }

  const checkoutUrl = (row: BankRow, successUrl: string) => {
    const url = new URL('/test-payment', publicUrl);
    url.searchParams.set('payment_id', row.id);
    url.searchParams.set('amount', String(row.amount_kopecks / 100));
    url.searchParams.set('success_url', successUrl);
    return url.toString();
  };

  return {
    name: 'test',
    notificationAck: 'OK',

    async initPayment(input: InitPaymentInput) {
      const row = await paymentFor(input.orderId, input.amountKopecks, input.customerKey, input.receipt, true);
      return { providerPaymentId: row.id, paymentUrl: checkoutUrl(row, input.successUrl) };
    },

    async getState(providerPaymentId) {
      return toResult(await find(providerPaymentId));
    },

    async charge(input: ChargeInput, existingPaymentId, onCreated): Promise<ChargeResult> {
      const row = existingPaymentId ? await find(existingPaymentId) : await paymentFor(input.orderId, input.amountKopecks, input.customerKey, input.receipt);
      if (!existingPaymentId) await onCreated?.(row.id);
      if (row.status !== 'NEW') return { ...toResult(row), providerPaymentId: row.id };
      if (options.chargeDelayMs) await new Promise((resolve) => setTimeout(resolve, options.chargeDelayMs));
      const card = await knex('test_bank_cards').where({ rebill_id: input.rebillId }).first<{ behaviour: CardBehaviour } | undefined>();
      const settled = !card
        ? await settle(row.id, { status: 'REJECTED', decline: declines.unknownCard })
        : card.behaviour === 'decline_renewals_soft'
          ? await settle(row.id, { status: 'REJECTED', decline: declines.soft })
          : card.behaviour === 'decline_renewals_hard'
            ? await settle(row.id, { status: 'REJECTED', decline: declines.hard })
            : await settle(row.id, { status: 'CONFIRMED', rebillId: input.rebillId });
      return { ...toResult(settled), providerPaymentId: row.id };
    },

    async refund(providerPaymentId, amountKopecks, receipt) {
      checkReceipt(receipt, amountKopecks);
      await knex('test_bank_payments')
        .where({ id: providerPaymentId, status: 'CONFIRMED' })
        .update({ status: 'REFUNDED', refund_receipt: receipt ?? null, updated_at: knex.fn.now() });
      return toResult(await find(providerPaymentId));
    },

    async checkout(providerPaymentId) {
      const row = await find(providerPaymentId);
      return { paymentId: row.id, amountKopecks: row.amount_kopecks, status: row.status, receipt: row.receipt };
    },

    async payAtCheckout(providerPaymentId, { cardNumber }) {
      const digits = cardNumber.replace(/\D/g, '');
      const row = await find(providerPaymentId);
      if (row.status !== 'NEW' && !(row.status === 'REJECTED' && row.checkout)) return notificationOf(row);
      const behaviour = passesLuhn(digits) ? cardBehaviour(digits) : 'decline_checkout';
      if (behaviour === 'decline_checkout') {
        const decline = passesLuhn(digits) ? declines.checkout : declines.unknownCard;
        return notificationOf(await settle(row.id, { status: 'REJECTED', decline }), maskPan(digits));
      }
      const rebillId = `rb_${randomBytes(10).toString('hex')}`;
      await knex('test_bank_cards').insert({ rebill_id: rebillId, customer_key: row.customer_key, pan: maskPan(digits), behaviour });
      const settled = await settle(row.id, { status: 'CONFIRMED', rebillId });
      return notificationOf(settled, maskPan(digits));
    },

    verifyNotification(body: unknown): VerifiedNotification {
      const parsed = notificationSchema.safeParse(body);
      if (!parsed.success) throw new InvalidNotificationError('Not a payment notification');
      const n = parsed.data;
      if (n.TerminalKey !== TERMINAL || !verifyTbankToken(n, password)) throw new InvalidNotificationError('Bad notification signature');
      const state: ProviderPaymentState = n.Status === 'NEW' ? 'PENDING' : n.Status;
      const decline = Object.values(declines).find((d) => d.code === n.ErrorCode);
      return {
        orderId: n.OrderId,
        providerPaymentId: n.PaymentId,
        state,
        providerStatus: n.Status,
        amountKopecks: n.Amount,
        rebillId: n.RebillId,
        cardPan: n.Pan,
        declineCode: n.ErrorCode === '0' ? undefined : n.ErrorCode,
        declineMessage: n.Message,
        declineKind: state === 'REJECTED' ? decline?.kind : undefined,
      };
    },
  };
}
