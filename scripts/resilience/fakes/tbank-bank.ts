import { randomBytes } from 'node:crypto';

/**
 * The fake T-Bank's memory: every payment the product opened, what became of it and every
 * request the bank refused. It lives in the fakes process, which the harness never faults,
 * so after the run it still tells what the bank saw while the product's parts were failing.
 */

/** The statuses of T-Bank's status model that this fake reaches (one-stage payments, PayType O). */
export type BankStatus = 'NEW' | 'CONFIRMED' | 'REFUNDED' | 'CANCELED';

export interface BankPayment {
  /** The bank's id: digits, sent back as a string by the API and as a number in notifications. */
  paymentId: string;
  /** The merchant's id (the product's payment row id). */
  orderId: string;
  customerKey: string | null;
  amount: number;
  status: BankStatus;
  /** Init had Recurrent=Y: paying it saves the card and gives a RebillId. */
  recurrent: boolean;
  /** The checkout form's address; null for a renewal's payment, paid by Charge without a form. */
  paymentUrl: string | null;
  notificationUrl: string | null;
  rebillId: string | null;
  /** Paid how: at the form (the load's customer) or by Charge with a saved card. */
  paidBy: 'form' | 'charge' | null;
  /** How many Cancel requests reached it (a refund; more than one is the product asking twice). */
  cancels: number;
  createdAt: string;
}

/** What GET /tbank/v2/__state answers: the audit's view of the bank. */
export interface BankState {
  payments: BankPayment[];
  /** Requests answered with an error because they were wrong (bad token, unknown payment...): any is a product bug. */
  refused: string[];
  calls: Record<string, number>;
}

/** A refusal in T-Bank's answer shape: ErrorCode and Message, Success false. */
export class BankRefusal extends Error {
  override readonly name = 'BankRefusal';
  readonly errorCode: string;
  constructor(errorCode: string, message: string) {
    super(message);
    this.errorCode = errorCode;
  }
}

export interface InitInput {
  OrderId: string;
  Amount: number;
  CustomerKey?: string | undefined;
  Recurrent?: string | undefined;
  NotificationURL?: string | undefined;
}

export interface FakeBank {
  init(input: InitInput): BankPayment;
  get(paymentId: string): BankPayment;
  /** Charge with a saved card: a NEW payment of the same customer, paid at once. */
  charge(paymentId: string, rebillId: string): BankPayment;
  /** Cancel: a paid payment is refunded, a NEW one cancelled. */
  cancel(paymentId: string, amount: number | undefined): BankPayment;
  /** The customer paid at the checkout form `paymentUrl`; paying twice changes nothing. */
  payAtForm(paymentUrl: string): BankPayment;
  refuse(why: string): void;
  count(method: string): void;
  state(): BankState;
}

export function createFakeBank(): FakeBank {
  const payments = new Map<string, BankPayment>();
  const byUrl = new Map<string, string>();
  const refused: string[] = [];
  const calls: Record<string, number> = {};
  // T-Bank's ids are large integers; a random start keeps two runs' ids apart in logs.
  let nextPaymentId = 7_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
  let nextRebillId = 100_000 + Math.floor(Math.random() * 100_000);

  const get = (paymentId: string): BankPayment => {
    const payment = payments.get(paymentId);
    if (!payment) throw new BankRefusal('7', `No payment ${paymentId}`);
    return payment;
  };

  return {
    init(input) {
      if (!Number.isInteger(input.Amount) || input.Amount <= 0) throw new BankRefusal('9999', `Неверные параметры: Amount ${input.Amount}`);
      if (!input.OrderId || input.OrderId.length > 36) throw new BankRefusal('9999', `Неверные параметры: OrderId ${input.OrderId}`);
      const recurrent = input.Recurrent === 'Y';
      if (recurrent && !input.CustomerKey) throw new BankRefusal('9999', 'Неверные параметры: Recurrent=Y without CustomerKey');
      nextPaymentId += 1;
      const paymentId = String(nextPaymentId);
      // A renewal's Init (no Recurrent, paid by Charge) gets a form too at the real bank, but nobody opens it.
      const paymentUrl = `https://securepayments.tinkoff.ru/${randomBytes(6).toString('base64url')}`;
      const payment: BankPayment = {
        paymentId,
        orderId: input.OrderId,
        customerKey: input.CustomerKey ?? null,
        amount: input.Amount,
        status: 'NEW',
        recurrent,
        paymentUrl,
        notificationUrl: input.NotificationURL ?? null,
        rebillId: null,
        paidBy: null,
        cancels: 0,
        createdAt: new Date().toISOString(),
      };
      payments.set(paymentId, payment);
      byUrl.set(paymentUrl, paymentId);
      return payment;
    },

    get,

    charge(paymentId, rebillId) {
      const payment = get(paymentId);
      const parent = [...payments.values()].find((p) => p.rebillId === rebillId);
      if (!parent || parent.status !== 'CONFIRMED') throw new BankRefusal('262', `RebillId ${rebillId} is not a saved card`);
      if (parent.customerKey !== payment.customerKey) throw new BankRefusal('9999', `Неверные параметры: RebillId ${rebillId} is another customer's card`);
      // Charging a payment that is not NEW any more would be a second charge of one order.
      if (payment.status !== 'NEW') throw new BankRefusal('9999', `Неверные параметры: Charge of payment ${paymentId} in status ${payment.status}`);
      payment.status = 'CONFIRMED';
      payment.paidBy = 'charge';
      return payment;
    },

    cancel(paymentId, amount) {
      const payment = get(paymentId);
      if (amount !== undefined && amount !== payment.amount) throw new BankRefusal('9999', `Неверные параметры: Cancel of ${amount} on a payment of ${payment.amount} (the product refunds in full)`);
      payment.cancels += 1;
      if (payment.status === 'CONFIRMED') payment.status = 'REFUNDED';
      else if (payment.status === 'NEW') payment.status = 'CANCELED';
      // A repeated Cancel answers the state it left (REFUNDED, CANCELED): nothing moves twice.
      return payment;
    },

    payAtForm(paymentUrl) {
      const paymentId = byUrl.get(paymentUrl);
      if (!paymentId) throw new BankRefusal('7', `No checkout form at ${paymentUrl}`);
      const payment = get(paymentId);
      if (payment.status === 'NEW') {
        payment.status = 'CONFIRMED';
        payment.paidBy = 'form';
        if (payment.recurrent) payment.rebillId = String((nextRebillId += 1));
      } else if (payment.status !== 'CONFIRMED') {
        throw new BankRefusal('9999', `Payment ${paymentId} is ${payment.status}: its form takes no payment`);
      }
      return payment;
    },

    refuse(why) {
      refused.push(why);
    },

    count(method) {
      calls[method] = (calls[method] ?? 0) + 1;
    },

    state: () => ({ payments: [...payments.values()].map((p) => ({ ...p })), refused: [...refused], calls: { ...calls } }),
  };
}
