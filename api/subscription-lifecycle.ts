import { WorkflowExecutionAlreadyStartedError, WorkflowFailedError, WorkflowNotFoundError, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { Logger } from 'pino';
import type { TemporalHandle } from '../core/clients/temporal.ts';
import type { Config } from '../core/config.ts';
import { AppError } from '../core/errors.ts';
import type { LifecycleActor, PaymentNoticeInput, SubscriptionLifecycle } from '../core/domain/subscription/lifecycle-port.ts';
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
} from '../workflows/subscription/definitions.ts';
import { paymentRefundWorkflowId, paymentRefundWorkflowType, type PaymentRefundInput, type PaymentRefundResult } from '../workflows/payment-refund/definitions.ts';

export const billingTiming = (cfg: Config): BillingTiming => ({
  periodSeconds: cfg.BILLING_PERIOD_SECONDS ?? null,
  retrySpacingSeconds: cfg.BILLING_RETRY_SPACING_SECONDS,
  paymentPollSeconds: cfg.PAYMENT_POLL_SECONDS,
  paymentWaitSeconds: cfg.PAYMENT_WAIT_SECONDS,
  pastDueGraceSeconds: cfg.PAST_DUE_GRACE_SECONDS,
  chargeRetrySeconds: cfg.BILLING_CHARGE_RETRY_SECONDS,
});

/** An update waits for the worker; a person pressing a button waits this long at most. */
const UPDATE_TIMEOUT_MS = 20_000;

/** The subscription lifecycle through the Temporal client: one workflow per subscription. */
export function createSubscriptionLifecycle(temporal: TemporalHandle, cfg: Config, log: Logger): SubscriptionLifecycle {
  const timing = billingTiming(cfg);
  const handle = (subscriptionId: string) => temporal.client.workflow.getHandle(subscriptionWorkflowId(subscriptionId));

  async function update<R>(run: () => Promise<R>): Promise<R> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError('service_unavailable', 'The subscription service did not answer in time. Please try again in a minute.')), UPDATE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([run(), timeout]);
    } catch (err) {
      // A refusal decided by the workflow (its validator or a final activity failure).
      const cause = err instanceof WorkflowUpdateFailedError || err instanceof WorkflowFailedError ? err.cause : undefined;
      const failure = cause instanceof ApplicationFailure ? cause : cause?.cause instanceof ApplicationFailure ? cause.cause : undefined;
      if (failure) throw new AppError(failure.type === 'not_found' ? 'not_found' : failure.type === 'provider_refused' ? 'bad_gateway' : 'conflict', failure.message);
      if (err instanceof WorkflowNotFoundError) throw new AppError('conflict', 'This subscription has ended');
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The payment's refund workflow, started once: a second call finds the first. */
  async function startRefund(paymentId: string, actor: LifecycleActor | null) {
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
    refundPayment: (paymentId, actor) => update(async () => (await (await startRefund(paymentId, actor)).result()) as PaymentRefundResult),
    async startPaymentRefund(paymentId, actor) {
      await startRefund(paymentId, actor);
    },
  };
}
