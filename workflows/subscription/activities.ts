import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import type { PaymentProvider } from '../../core/clients/bank/payment-provider.ts';
import type { SecretBox } from '../../core/crypto.ts';
import { AppError } from '../../core/errors.ts';
import { chargeRenewal, pollPayment } from '../../core/domain/subscription/charge-renewal.ts';
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
  type StepContext,
} from '../../core/domain/subscription/lifecycle-steps.ts';
import { refundSubscription } from '../../core/domain/subscription/refund-subscription.ts';
import { withHeartbeat } from '../with-heartbeat.ts';

export interface SubscriptionActivityDeps {
  payments: PaymentProvider;
  secrets: SecretBox;
  publicUrl: string;
}

/** Stable across retries of one activity, unique across activities: the audit key. */
function step(): StepContext {
  const { workflowExecution, activityId } = Context.current().info;
  return { eventKey: `${workflowExecution?.workflowId ?? 'activity'}:${workflowExecution?.runId ?? ''}:${activityId}`, now: new Date() };
}

/** A refusal the workflow reports to whoever asked (the update's caller), never retried. */
async function refusalsAreFinal<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw ApplicationFailure.nonRetryable(err.message, err.code);
    throw err;
  }
}

export function createSubscriptionActivities({ payments, secrets, publicUrl }: SubscriptionActivityDeps) {
  const bank = { provider: payments, secrets, publicUrl };
  return {
    loadLifecycle: (subscriptionId: string) => loadLifecycle(subscriptionId),
    pollPayment: (paymentId: string) => pollPayment(bank, paymentId),
    activateSubscription: (subscriptionId: string, periodSeconds: number | null) => activateSubscription(step(), subscriptionId, periodSeconds),
    abandonSubscription: (subscriptionId: string, outcome: string) => abandonSubscription(step(), subscriptionId, outcome),
    chargeRenewal: (subscriptionId: string, period: number, attempt: number) => withHeartbeat(() => chargeRenewal(bank, subscriptionId, period, attempt)),
    completeRenewal: (subscriptionId: string, period: number, periodSeconds: number | null) => completeRenewal(step(), subscriptionId, period, periodSeconds),
    recordFailedRenewal: (subscriptionId: string, attempt: number) => recordFailedRenewal(step(), subscriptionId, attempt),
    markPastDue: (subscriptionId: string, reason: 'retries_exhausted' | 'hard_decline', attempt: number) => markPastDue(step(), subscriptionId, reason, attempt),
    recoverSubscription: (subscriptionId: string, paymentId: string, periodSeconds: number | null) => recoverSubscription(step(), subscriptionId, paymentId, periodSeconds),
    expireSubscription: (subscriptionId: string, reason: 'period_over' | 'unpaid' | 'canceled_while_unpaid') => expireSubscription(step(), subscriptionId, reason),
    cancelSubscription: (subscriptionId: string, actor: LifecycleActor) => refusalsAreFinal(() => cancelSubscription(step(), subscriptionId, actor)),
    resumeSubscription: (subscriptionId: string, actor: LifecycleActor) => refusalsAreFinal(() => resumeSubscription(step(), subscriptionId, actor)),
    refundSubscription: (subscriptionId: string, actor: LifecycleActor) => withHeartbeat(() => refusalsAreFinal(() => refundSubscription(bank, step(), subscriptionId, actor))),
  };
}
