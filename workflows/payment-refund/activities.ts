import { refundPayment } from '../../core/domain/subscription/refund-payment.ts';
import { activityStep, refusalsAreFinal } from '../activity-step.ts';
import { withHeartbeat } from '../with-heartbeat.ts';
import type { PaymentRefundInput, PaymentRefundResult } from './definitions.ts';
import type { SubscriptionActivityDeps } from '../subscription/activities.ts';

export function createPaymentRefundActivities({ payments, secrets, receipts, log }: SubscriptionActivityDeps) {
  return {
    refundPayment: ({ paymentId, actor }: PaymentRefundInput): Promise<PaymentRefundResult> =>
      withHeartbeat(() => refusalsAreFinal(() => refundPayment({ provider: payments, secrets, receipts, log }, activityStep(), paymentId, actor))),
  };
}
