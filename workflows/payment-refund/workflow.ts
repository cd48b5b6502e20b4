import { proxyActivities } from '@temporalio/workflow';
import type { createPaymentRefundActivities } from './activities.ts';
import type { PaymentRefundInput, PaymentRefundResult } from './definitions.ts';

const { refundPayment } = proxyActivities<ReturnType<typeof createPaymentRefundActivities>>({
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '10 seconds',
  // A bank that is down for a while is waited out (about a day); a refusal is final at once.
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '1 hour', maximumAttempts: 30 },
});

/**
 * Gives one confirmed payment's money back: an operator's refund from the payment's page, or
 * money that paid for nothing (a checkout confirmed after it was abandoned, a second payment
 * for a period already paid). One workflow per payment, so it is refunded once however many
 * times it is asked for; a failure stays visible in the Temporal UI for an operator.
 */
export async function paymentRefundWorkflow(input: PaymentRefundInput): Promise<PaymentRefundResult> {
  return refundPayment(input);
}
