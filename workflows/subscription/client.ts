import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError } from '@temporalio/client';
import type { Logger } from 'pino';
import { REFUND_WINDOW_DAYS } from '../../contracts/subscription.ts';
import type { TemporalHandle } from '../../core/clients/temporal.ts';
import type { Config } from '../../core/config.ts';
import type { LifecycleActor, PaymentNoticeInput, SubscriptionLifecycle } from '../../core/domain/subscription/lifecycle-port.ts';
import { answerInTime } from '../answer-in-time.ts';
import { refundPaymentAndWait, startPaymentRefund } from '../payment-refund/client.ts';
import {
  cancelUpdate,
  paymentCreatedSignal,
  paymentNoticeSignal,
  refundUpdate,
  resumeUpdate,
  subscriptionWorkflowId,
  subscriptionWorkflowType,
  type BillingTiming,
  type SubscriptionWorkflowInput,
} from './definitions.ts';

export const billingTiming = (cfg: Config): BillingTiming => ({
  periodSeconds: cfg.BILLING_PERIOD_SECONDS ?? null,
  retrySpacingSeconds: cfg.BILLING_RETRY_SPACING_SECONDS,
  paymentPollSeconds: cfg.PAYMENT_POLL_SECONDS,
  paymentWaitSeconds: cfg.PAYMENT_WAIT_SECONDS,
  pastDueGraceSeconds: cfg.PAST_DUE_GRACE_SECONDS,
  chargeRetrySeconds: cfg.BILLING_CHARGE_RETRY_SECONDS,
  refundWindowDays: REFUND_WINDOW_DAYS,
});

/**
 * The subscription lifecycle through the Temporal client (core's port, lifecycle-port.ts): one
 * workflow per subscription, started, signalled and updated from the API and the webhook.
 */
export function createSubscriptionLifecycle(temporal: TemporalHandle, cfg: Config, log: Logger): SubscriptionLifecycle {
  const timing = billingTiming(cfg);
  const handle = (subscriptionId: string) => temporal.client.workflow.getHandle(subscriptionWorkflowId(subscriptionId));

  const update = <R>(run: () => Promise<R>) => answerInTime(run, 'This subscription has ended');

  return {
    async start(subscriptionId, firstPaymentId) {
      const input: SubscriptionWorkflowInput = { subscriptionId, timing, phase: 'awaiting_payment', awaitedPaymentId: firstPaymentId };
      try {
        await temporal.client.workflow.start(subscriptionWorkflowType, {
          workflowId: subscriptionWorkflowId(subscriptionId),
          taskQueue: temporal.taskQueue,
          args: [input],
        });
      } catch (err) {
        if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
      }
    },
    async paymentCreated(subscriptionId, paymentId) {
      await handle(subscriptionId).signal(paymentCreatedSignal, { paymentId });
    },
    async notifyPayment(subscriptionId, notice: PaymentNoticeInput) {
      try {
        await handle(subscriptionId).signal(paymentNoticeSignal, notice);
      } catch (err) {
        // The lifecycle is over (a late duplicate from the bank): the payment row has it all.
        if (!(err instanceof WorkflowNotFoundError)) throw err;
        log.info({ subscriptionId, paymentId: notice.paymentId }, 'payment notice for a finished subscription workflow');
      }
    },
    cancel: (subscriptionId, actor: LifecycleActor) => update(() => handle(subscriptionId).executeUpdate(cancelUpdate, { args: [actor] })),
    resume: (subscriptionId, actor: LifecycleActor) => update(() => handle(subscriptionId).executeUpdate(resumeUpdate, { args: [actor] })),
    refund: (subscriptionId, actor: LifecycleActor) => update(() => handle(subscriptionId).executeUpdate(refundUpdate, { args: [actor] })),
    refundPayment: (paymentId, actor) => refundPaymentAndWait(temporal, paymentId, actor),
    async startPaymentRefund(paymentId, actor) {
      await startPaymentRefund(temporal, paymentId, actor);
    },
  };
}
