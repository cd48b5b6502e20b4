import type { Logger } from 'pino';
import type { PaymentProvider } from '../../core/clients/bank/payment-provider.ts';
import type { ReceiptSettings } from '../../core/clients/bank/receipt-env.ts';
import type { SecretBox } from '../../core/crypto.ts';
import { chargeRenewal, openCharge, pollPayment } from '../../core/domain/subscription/charge-renewal.ts';
import type { LifecycleActor } from '../../core/domain/subscription/lifecycle-port.ts';
import {
  abandonSubscription,
  activateSubscription,
  cancelSubscription,
  completeRenewal,
  expireSubscription,
  loadLifecycle,
  markPastDue,
  recordFailedRenewal,
  recoverSubscription,
  resumeSubscription,
} from '../../core/domain/subscription/lifecycle-steps.ts';
import { strayPayments } from '../../core/domain/subscription/payment-use.ts';
import { refundSubscription } from '../../core/domain/subscription/refund-subscription.ts';
import { activityStep as step, refusalsAreFinal } from '../activity-step.ts';
import { withHeartbeat } from '../with-heartbeat.ts';

export interface SubscriptionActivityDeps {
  payments: PaymentProvider;
  secrets: SecretBox;
  publicUrl: string;
  /** The fiscal receipt's settings; null: receipts are off. */
  receipts: ReceiptSettings | null;
  log: Logger;
}

export function createSubscriptionActivities({ payments, secrets, publicUrl, receipts, log }: SubscriptionActivityDeps) {
  const bank = { provider: payments, secrets, publicUrl, receipts, log };
  return {
    loadLifecycle: (subscriptionId: string) => loadLifecycle(subscriptionId),
    pollPayment: (paymentId: string) => refusalsAreFinal(() => pollPayment(bank, paymentId)),
    openCharge: (subscriptionId: string, period: number) => refusalsAreFinal(() => openCharge(bank, subscriptionId, period)),
    strayPayments: (subscriptionId: string) => strayPayments(subscriptionId),
    activateSubscription: (subscriptionId: string, paymentId: string, periodSeconds: number | null) => activateSubscription(step(), subscriptionId, paymentId, periodSeconds),
    abandonSubscription: (subscriptionId: string, outcome: string) => abandonSubscription(step(), subscriptionId, outcome),
    chargeRenewal: (subscriptionId: string, period: number, attempt: number) => withHeartbeat(() => chargeRenewal(bank, subscriptionId, period, attempt)),
    completeRenewal: (subscriptionId: string, period: number, paymentId: string, periodSeconds: number | null) => completeRenewal(step(), subscriptionId, period, paymentId, periodSeconds),
    recordFailedRenewal: (subscriptionId: string, attempt: number) => recordFailedRenewal(step(), subscriptionId, attempt),
    markPastDue: (subscriptionId: string, reason: 'retries_exhausted' | 'hard_decline', attempt: number) => markPastDue(step(), subscriptionId, reason, attempt),
    recoverSubscription: (subscriptionId: string, paymentId: string, periodSeconds: number | null) => recoverSubscription(step(), subscriptionId, paymentId, periodSeconds),
    expireSubscription: (subscriptionId: string, reason: 'period_over' | 'unpaid' | 'canceled_while_unpaid') => expireSubscription(step(), subscriptionId, reason),
    cancelSubscription: (subscriptionId: string, actor: LifecycleActor) => refusalsAreFinal(() => cancelSubscription(step(), subscriptionId, actor)),
    resumeSubscription: (subscriptionId: string, actor: LifecycleActor) => refusalsAreFinal(() => resumeSubscription(step(), subscriptionId, actor)),
    refundSubscription: (subscriptionId: string, actor: LifecycleActor) => withHeartbeat(() => refusalsAreFinal(() => refundSubscription(bank, step(), subscriptionId, actor))),
  };
}
