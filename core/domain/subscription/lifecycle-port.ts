/**
 * How the domain reaches a subscription's workflow. The web process implements it with the
 * Temporal client (workflows/subscription/client.ts); core does not know Temporal's API.
 */
export interface LifecycleActor {
  actorId: string;
  reason: string;
}

export interface PaymentNoticeInput {
  paymentId: string;
  state: 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'REFUNDED' | 'EXPIRED';
}

export interface SubscriptionLifecycle {
  /** Starts the workflow that waits for the first payment; starting it twice is harmless. */
  start(subscriptionId: string, firstPaymentId: string): Promise<void>;
  /** A PAST_DUE subscription has a new payment to wait for. */
  paymentCreated(subscriptionId: string, paymentId: string): Promise<void>;
  notifyPayment(subscriptionId: string, notice: PaymentNoticeInput): Promise<void>;
  cancel(subscriptionId: string, actor: LifecycleActor): Promise<{ endDate: string }>;
  resume(subscriptionId: string, actor: LifecycleActor): Promise<{ endDate: string }>;
  refund(subscriptionId: string, actor: LifecycleActor): Promise<{ amountKopecks: number }>;
  /**
   * Gives one confirmed payment back (its own workflow, once per payment): `actor` null for
   * money that paid for nothing. Answers when the bank has refunded it.
   */
  refundPayment(paymentId: string, actor: LifecycleActor | null): Promise<{ amountKopecks: number }>;
  /** The same, started and not awaited (a webhook answers the bank at once). */
  startPaymentRefund(paymentId: string, actor: LifecycleActor | null): Promise<void>;
}
