import type { FiscalReceipt, ReceiptOperation } from '../../../contracts/fiscal-receipt.ts';

/**
 * What the subscription lifecycle needs from a bank, whichever bank it is. Amounts are in
 * kopecks (T-Bank's unit); ids are the provider's. Every call is safe to repeat: Init is keyed
 * by our order id, Charge by the provider's payment id (a payment is charged at most once).
 */
export type ProviderName = 'test' | 'tbank';

/** The provider's view of one payment, mapped to the few states the lifecycle acts on. */
export type ProviderPaymentState = 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'REFUNDED' | 'EXPIRED';

/**
 * A decline the bank will not reverse for this card (stolen, lost, expired, closed account,
 * "do not honour" for good) is `hard`: retrying the same card is pointless. Anything else,
 * such as insufficient funds or a timeout at the issuer, is `soft`.
 */
export type DeclineKind = 'soft' | 'hard';

export interface InitPaymentInput {
  /** Our order id: unique per payment, the idempotency key of the charge. */
  orderId: string;
  amountKopecks: number;
  description: string;
  /** Our user id: the bank remembers the card under it (CustomerKey). */
  customerKey: string;
  /** Where the bank's checkout sends the browser back. */
  successUrl: string;
  failUrl: string;
  /** Where the bank posts its notifications. */
  notificationUrl: string;
  email?: string | undefined;
  /** When the checkout link stops working (we stop waiting for it then too). */
  dueDate?: Date | undefined;
  /** The fiscal receipt the bank's cash register issues for this payment; absent when receipts are off. */
  receipt?: FiscalReceipt | undefined;
}

export interface InitPaymentResult {
  providerPaymentId: string;
  paymentUrl: string;
}

export interface PaymentStateResult {
  state: ProviderPaymentState;
  /** The provider's own status word, kept for operators (e.g. AUTHORIZED, DEADLINE_EXPIRED). */
  providerStatus: string;
  amountKopecks?: number | undefined;
  declineCode?: string | undefined;
  declineMessage?: string | undefined;
  declineKind?: DeclineKind | undefined;
}

export interface ChargeInput {
  orderId: string;
  amountKopecks: number;
  description: string;
  customerKey: string;
  /** The saved card's token (T-Bank's RebillId). */
  rebillId: string;
  notificationUrl: string;
  receipt?: FiscalReceipt | undefined;
}

export interface ChargeResult extends PaymentStateResult {
  providerPaymentId: string;
}

/** The bank's word on a receipt its cash register was asked to issue (T-Bank's Status RECEIPT notification). */
export interface FiscalNotice {
  operation: ReceiptOperation;
  issued: boolean;
  errorCode?: string | undefined;
  message?: string | undefined;
  fiscalDocumentNumber?: string | undefined;
  url?: string | undefined;
}

/** A notification the provider posted, checked and reduced to what the lifecycle needs. */
export interface VerifiedNotification {
  orderId: string;
  providerPaymentId: string;
  state: ProviderPaymentState;
  providerStatus: string;
  amountKopecks: number;
  /** Present when the payment saved the card for renewals. */
  rebillId?: string | undefined;
  cardPan?: string | undefined;
  declineCode?: string | undefined;
  declineMessage?: string | undefined;
  declineKind?: DeclineKind | undefined;
  /** Present when the notification is about the payment's receipt, not about its money. */
  fiscal?: FiscalNotice | undefined;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates a payment that saves the card for renewals; answers the checkout URL. */
  initPayment(input: InitPaymentInput): Promise<InitPaymentResult>;
  getState(providerPaymentId: string): Promise<PaymentStateResult>;
  /**
   * Charges the saved card without the person present. `existingPaymentId` is the payment an
   * earlier attempt of the same order created, so a retry charges that payment, not a new one.
   * `onCreated` is awaited with a new payment's id before any money moves: the caller stores
   * it, so a crash after the charge can never lead to charging a second payment.
   */
  charge(input: ChargeInput, existingPaymentId?: string, onCreated?: (providerPaymentId: string) => Promise<void>): Promise<ChargeResult>;
  /** Returns the whole payment to the card, with the refund's receipt when receipts are on. */
  refund(providerPaymentId: string, amountKopecks: number, receipt?: FiscalReceipt): Promise<PaymentStateResult>;
  /**
   * Checks a notification's signature (throws InvalidNotificationError when it is wrong) and
   * maps it; `body` is the parsed JSON exactly as posted.
   */
  verifyNotification(body: unknown): VerifiedNotification;
  /** The body the provider expects back when a notification was accepted. */
  readonly notificationAck: string;
}

export class InvalidNotificationError extends Error {
  override readonly name = 'InvalidNotificationError';
}

/** The provider answered with an error that is not a decline (bad terminal, bad request, 5xx). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly code: string | undefined;
  readonly retryable: boolean;
  /** The bank refused the fiscal receipt that came with the request: the payment or refund did not happen. */
  readonly receiptRefused: boolean;
  constructor(message: string, options: { code?: string | undefined; retryable: boolean; cause?: unknown; receiptRefused?: boolean }) {
    super(message, { cause: options.cause });
    this.code = options.code;
    this.retryable = options.retryable;
    this.receiptRefused = options.receiptRefused ?? false;
  }
}
