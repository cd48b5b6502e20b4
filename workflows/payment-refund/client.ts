import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import type { LifecycleActor } from '../../core/domain/subscription/lifecycle-port.ts';
import { answerInTime } from '../answer-in-time.ts';
import { paymentRefundWorkflowId, paymentRefundWorkflowType, type PaymentRefundInput, type PaymentRefundResult } from './definitions.ts';

/** The payment's refund workflow, started once: a second call (an operator, the webhook) finds the first. */
export async function startPaymentRefund(temporal: TemporalHandle, paymentId: string, actor: LifecycleActor | null) {
  const input: PaymentRefundInput = { paymentId, actor };
  try {
    await temporal.client.workflow.start(paymentRefundWorkflowType, {
      workflowId: paymentRefundWorkflowId(paymentId),
      taskQueue: temporal.taskQueue,
      args: [input],
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
  return temporal.client.workflow.getHandle(paymentRefundWorkflowId(paymentId));
}

/** Refunds the payment and answers once the bank has (an operator waits for it). */
export function refundPaymentAndWait(temporal: TemporalHandle, paymentId: string, actor: LifecycleActor | null): Promise<PaymentRefundResult> {
  return answerInTime(async () => (await (await startPaymentRefund(temporal, paymentId, actor)).result()) as PaymentRefundResult, 'This payment can no longer be refunded');
}
