import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';

/** Names shared by the workflow and the code that starts, signals and updates it. */
export const subscriptionWorkflowType = 'subscriptionWorkflow';
export const subscriptionWorkflowId = (subscriptionId: string) => `subscription-${subscriptionId}`;

/**
 * Every duration of the lifecycle, in seconds, passed in so a test can run a year of renewals
 * in seconds. `periodSeconds` null means calendar months on the billing day.
 */
export interface BillingTiming {
  periodSeconds: number | null;
  retrySpacingSeconds: number;
  paymentPollSeconds: number;
  paymentWaitSeconds: number;
  pastDueGraceSeconds: number;
  /** First pause between retries of a charge the bank did not answer (doubling, 10 tries in all). */
  chargeRetrySeconds?: number | undefined;
  /** The refund window (contracts' REFUND_WINDOW_DAYS), for the refund update's quick refusal. */
  refundWindowDays?: number | undefined;
}

export type LifecyclePhase = 'awaiting_payment' | 'active' | 'past_due';

export interface SubscriptionWorkflowInput {
  subscriptionId: string;
  timing: BillingTiming;
  /** Where this run starts; a continued-as-new run starts 'active' or 'past_due'. */
  phase: LifecyclePhase;
  /** The payment this run waits for first (the checkout, or a recovery payment). */
  awaitedPaymentId?: string | undefined;
  /** Runs before this one (continue-as-new), for the query. */
  runsBefore?: number | undefined;
}

/**
 * What the bank said about one of this subscription's payments. Only a prompt: the workflow
 * asks the database (and, when it may still change, the bank) before it acts, so a signal
 * sent by anyone else changes nothing.
 */
export interface PaymentNotice {
  paymentId: string;
  state: 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'REFUNDED' | 'EXPIRED';
}

export interface SubscriptionState {
  subscriptionId: string;
  phase: LifecyclePhase | 'ended';
  status: string;
  period: number;
  endDate: string | null;
  renewalAttempt: number;
  awaitedPaymentId: string | null;
  runsBefore: number;
}

export interface ActorRef {
  /** Who asked: the subscriber, or the operator acting for them. */
  actorId: string;
  reason: string;
}

/** The bank's notification about a payment arrived: ask about it now (fire and forget: the bank waits for nobody). */
export const paymentNoticeSignal = defineSignal<[PaymentNotice]>('paymentNotice');
/** A recovery payment was created for a PAST_DUE subscription: wait for it. */
export const paymentCreatedSignal = defineSignal<[{ paymentId: string }]>('paymentCreated');

/**
 * Cancel, resume and refund are the signals of the lifecycle sent as Temporal updates: a signal
 * that answers. The person pressing the button is told the end date or why it was refused
 * (refund window over, already cancelled), which a bare signal cannot do.
 */
export const cancelUpdate = defineUpdate<{ endDate: string }, [ActorRef]>('cancel');
export const resumeUpdate = defineUpdate<{ endDate: string }, [ActorRef]>('resume');
export const refundUpdate = defineUpdate<{ amountKopecks: number }, [ActorRef]>('refund');

export const stateQuery = defineQuery<SubscriptionState>('state');
