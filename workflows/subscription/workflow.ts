import { allHandlersFinished, ApplicationFailure, condition, continueAsNew, ParentClosePolicy, proxyActivities, setHandler, startChild } from '@temporalio/workflow';
import type { paymentRefundWorkflow } from '../payment-refund/workflow.ts';
import { paymentRefundWorkflowId, paymentRefundWorkflowType } from '../payment-refund/definitions.ts';
import type { createSubscriptionActivities } from './activities.ts';
import {
  cancelUpdate,
  paymentCreatedSignal,
  paymentNoticeSignal,
  refundUpdate,
  resumeUpdate,
  stateQuery,
  type ActorRef,
  type PaymentNotice,
  type SubscriptionState,
  type SubscriptionWorkflowInput,
} from './definitions.ts';

type Activities = ReturnType<typeof createSubscriptionActivities>;
type LifecycleView = Awaited<ReturnType<Activities['loadLifecycle']>>;
type PaymentState = PaymentNotice['state'];

const retry = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes' } as const;
// Database steps: a database that is down is waited out, however long.
const steps = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds', retry });
// Asking the bank about a payment: a failure is only a missed look, the wait goes on.
const lookups = proxyActivities<Activities>({ startToCloseTimeout: '1 minute', retry: { ...retry, maximumAttempts: 5 } });
/**
 * A charge heartbeats every second: a worker that dies mid-charge is noticed within 10 s and
 * the charge is retried elsewhere, where its idempotency key finds the first attempt. Retries
 * are capped (10 tries, about 8 minutes at the default 1 s first pause): then the attempt
 * counts as failed and dunning goes on, and the next attempt first asks the bank about this
 * one, so the period is never charged twice.
 */
const chargesWith = (firstPauseSeconds: number) =>
  proxyActivities<Activities>({
    startToCloseTimeout: '2 minutes',
    heartbeatTimeout: '10 seconds',
    retry: { initialInterval: firstPauseSeconds * 1000, backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 10 },
  });
// Refusals (refund window over, not cancellable) are decided once and reported.
const requests = proxyActivities<Activities>({ startToCloseTimeout: '2 minutes', heartbeatTimeout: '10 seconds', retry: { ...retry, maximumAttempts: 5 } });

const DAY_MS = 86_400_000;
const RENEWAL_ATTEMPTS = 3;

/**
 * One subscription, from its checkout to its end: waits for the first payment, then loops
 * over billing periods, renewing on the billing day with up to three attempts a day apart,
 * and continues as new after each paid period so a subscription can run for years on a short
 * history. Cancel, resume and refund arrive as updates and act at once, even while a charge
 * is in flight; the state is a query.
 *
 * The database decides, never this run's memory or a signal: a payment counts when the
 * database has it CONFIRMED (the notification only prompts a look), each step that grants
 * access checks the payment again in its own transaction, and the main loop reads the
 * subscription again before it renews. Money that can no longer pay for anything (a checkout
 * paid after it was abandoned, a second payment for one period, a charge that landed after a
 * refund) goes back through a refund workflow of its own.
 */
export async function subscriptionWorkflow(input: SubscriptionWorkflowInput): Promise<SubscriptionState> {
  const { subscriptionId, timing } = input;
  const bank = chargesWith(timing.chargeRetrySeconds ?? 1);
  const state: SubscriptionState = {
    subscriptionId,
    phase: input.phase,
    status: input.phase === 'awaiting_payment' ? 'PENDING' : 'UNKNOWN',
    period: 0,
    endDate: null,
    renewalAttempt: 0,
    awaitedPaymentId: input.awaitedPaymentId ?? null,
    runsBefore: input.runsBefore ?? 0,
  };
  let startDate: string | null = null;
  let ended = false;
  /** Payments someone said changed: asked about at once instead of at the next poll. */
  const prompted = new Set<string>();

  const apply = <V extends LifecycleView>(view: V): V => {
    state.status = view.status;
    state.period = view.period;
    state.endDate = view.endDate;
    state.renewalAttempt = view.renewalAttempt;
    startDate = view.startDate;
    if (view.status === 'EXPIRED') ended = true;
    return view;
  };

  // The validators refuse only what this run knows for sure (the subscription has ended, the
  // window is over): its copy of the status can trail the database by the moment an activity's
  // answer takes to reach it, and each activity checks the row itself (a precise 409 from core).
  setHandler(stateQuery, () => state);
  setHandler(paymentNoticeSignal, ({ paymentId }) => {
    prompted.add(paymentId);
  });
  setHandler(paymentCreatedSignal, ({ paymentId }) => {
    state.awaitedPaymentId = paymentId;
  });
  setHandler(
    cancelUpdate,
    async (actor) => {
      const view = apply(await requests.cancelSubscription(subscriptionId, actor));
      return { endDate: view.endDate ?? new Date().toISOString() };
    },
    {
      validator: (_actor: ActorRef) => {
        if (ended) throw ApplicationFailure.nonRetryable('Only an active subscription can be cancelled', 'conflict');
      },
    },
  );
  setHandler(
    resumeUpdate,
    async (actor) => {
      const view = apply(await requests.resumeSubscription(subscriptionId, actor));
      return { endDate: view.endDate ?? new Date().toISOString() };
    },
    {
      validator: (_actor: ActorRef) => {
        if (ended) throw ApplicationFailure.nonRetryable('Only a cancelled subscription can be resumed', 'conflict');
      },
    },
  );
  setHandler(
    refundUpdate,
    async (actor) => {
      const refunded = await requests.refundSubscription(subscriptionId, actor);
      apply(await steps.loadLifecycle(subscriptionId));
      return refunded;
    },
    {
      validator: (_actor: ActorRef) => {
        // The same rule as core's refundWindowDaysLeft (workflow code cannot import core); a run
        // started before the window was an input leaves it to the activity, which reads the row.
        const used = startDate ? Math.floor((Date.now() - Date.parse(startDate)) / DAY_MS) : 0;
        if (ended || (timing.refundWindowDays !== undefined && used > timing.refundWindowDays)) {
          throw ApplicationFailure.nonRetryable('A refund is possible for an active subscription within 7 days of its start', 'conflict');
        }
      },
    },
  );

  /**
   * Waits until the database has the payment in a final state, asking every poll interval or
   * at once when prompted. A decline is final for a charge; at the bank's checkout form the
   * customer may try another card, so there only the deadline ends the wait.
   */
  async function awaitPayment(paymentId: string, deadline: number, declineIsFinal: boolean): Promise<PaymentState> {
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0 || ended) return 'EXPIRED';
      await condition(() => ended || prompted.has(paymentId), Math.min(timing.paymentPollSeconds * 1000, left));
      prompted.delete(paymentId);
      if (ended) return 'EXPIRED';
      let known: PaymentState;
      try {
        known = await lookups.pollPayment(paymentId);
      } catch {
        continue;
      }
      if (known === 'CONFIRMED' || known === 'REFUNDED' || known === 'EXPIRED' || (known === 'REJECTED' && declineIsFinal)) return known;
    }
  }

  /** Money of this subscription that paid for nothing goes back, each payment in a workflow of its own. */
  async function refundStrays(): Promise<void> {
    for (const paymentId of await steps.strayPayments(subscriptionId)) {
      try {
        await startChild<typeof paymentRefundWorkflow>(paymentRefundWorkflowType, {
          workflowId: paymentRefundWorkflowId(paymentId),
          args: [{ paymentId, actor: null }],
          parentClosePolicy: ParentClosePolicy.ABANDON,
          workflowIdReusePolicy: 'REJECT_DUPLICATE',
        });
      } catch (err) {
        // Already asked for (by the webhook, an operator or an earlier run): one refund per payment.
        if (!(err instanceof Error && err.name === 'WorkflowExecutionAlreadyStartedError')) throw err;
      }
    }
  }

  /** The checkout: its payment, or the end of the attempt when its link runs out unpaid. */
  async function checkout(paymentId: string): Promise<boolean> {
    const deadline = Date.now() + timing.paymentWaitSeconds * 1000;
    for (;;) {
      const outcome = await awaitPayment(paymentId, deadline, false);
      let paid = outcome === 'CONFIRMED' ? paymentId : undefined;
      if (!paid) {
        // Abandoning checks the payments in the same transaction: a confirmation that raced
        // the deadline is found here and activates instead.
        const view = apply(await steps.abandonSubscription(subscriptionId, outcome));
        paid = view.paidPaymentId;
        if (!paid) return false;
      }
      const activated = apply(await steps.activateSubscription(subscriptionId, paid, timing.periodSeconds));
      if (activated.outcome === 'applied') return true;
      if (activated.outcome === 'not_applicable' || Date.now() >= deadline) return false;
    }
  }

  /** Applies a paid renewal; money that can no longer apply goes back. */
  async function completeRenewal(period: number, paymentId: string): Promise<boolean> {
    const renewed = apply(await steps.completeRenewal(subscriptionId, period, paymentId, timing.periodSeconds));
    await refundStrays();
    return renewed.outcome === 'applied';
  }

  /** Before the period is given up: a charge of it that landed late, or is still in flight at the bank. */
  async function lateCharge(period: number): Promise<string | null> {
    let open: Awaited<ReturnType<Activities['openCharge']>>;
    try {
      open = await lookups.openCharge(subscriptionId, period);
    } catch {
      return null;
    }
    if (!open?.paymentId) return null;
    const outcome = open.state === 'PENDING' ? await awaitPayment(open.paymentId, Date.now() + timing.paymentWaitSeconds * 1000, true) : open.state;
    return outcome === 'CONFIRMED' ? open.paymentId : null;
  }

  /** Charges the next period; answers whether it was paid. */
  async function renew(): Promise<boolean> {
    const period = state.period + 1;
    for (let attempt = 1; attempt <= RENEWAL_ATTEMPTS; attempt++) {
      let charge: Awaited<ReturnType<Activities['chargeRenewal']>> | null;
      try {
        charge = await bank.chargeRenewal(subscriptionId, period, attempt);
      } catch {
        // The bank did not answer through all the retries: this attempt failed.
        charge = null;
      }
      if (charge && charge.paymentId === null) {
        apply(await steps.loadLifecycle(subscriptionId));
        return false;
      }
      const outcome = !charge ? 'REJECTED' : charge.state === 'PENDING' ? await awaitPayment(charge.paymentId!, Date.now() + timing.paymentWaitSeconds * 1000, true) : charge.state;
      if (outcome === 'CONFIRMED') return completeRenewal(period, charge!.paymentId!);
      if (ended) return false;
      if (charge?.declineKind === 'hard' || attempt === RENEWAL_ATTEMPTS) {
        const late = await lateCharge(period);
        if (late) return completeRenewal(period, late);
        apply(await steps.markPastDue(subscriptionId, charge?.declineKind === 'hard' ? 'hard_decline' : 'retries_exhausted', attempt));
        return false;
      }
      apply(await steps.recordFailedRenewal(subscriptionId, attempt));
      // A cancel during the retry window ends it: the unpaid period is not given away.
      await condition(() => ended || state.status !== 'ACTIVE', timing.retrySpacingSeconds * 1000);
      if (ended) return false;
      if (state.status === 'CANCELED') {
        apply(await steps.expireSubscription(subscriptionId, 'canceled_while_unpaid'));
        return false;
      }
    }
    return false;
  }

  /** PAST_DUE: waits for a payment with another card, until the grace period runs out. */
  async function recover(): Promise<boolean> {
    const deadline = Date.now() + timing.pastDueGraceSeconds * 1000;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      if (!state.awaitedPaymentId) await condition(() => ended || state.awaitedPaymentId !== null, left);
      if (ended) return false;
      const paymentId = state.awaitedPaymentId;
      if (!paymentId) continue;
      const outcome = await awaitPayment(paymentId, deadline, false);
      if (state.awaitedPaymentId === paymentId) state.awaitedPaymentId = null;
      if (outcome === 'CONFIRMED') {
        const recovered = apply(await steps.recoverSubscription(subscriptionId, paymentId, timing.periodSeconds));
        await refundStrays();
        if (recovered.outcome === 'applied') return true;
      }
    }
  }

  const finish = async (): Promise<SubscriptionState> => {
    await refundStrays();
    await condition(allHandlersFinished);
    state.phase = 'ended';
    return state;
  };

  const nextRun = async (): Promise<never> => {
    await condition(allHandlersFinished);
    return continueAsNew<typeof subscriptionWorkflow>({ subscriptionId, timing, phase: 'active', runsBefore: state.runsBefore + 1 });
  };

  if (input.phase === 'awaiting_payment') {
    const paymentId = input.awaitedPaymentId!;
    const paid = await checkout(paymentId);
    // Done with the checkout: only a payment created later may end a PAST_DUE.
    if (state.awaitedPaymentId === paymentId) state.awaitedPaymentId = null;
    if (!paid) return finish();
    await refundStrays();
    state.phase = 'active';
  } else {
    apply(await steps.loadLifecycle(subscriptionId));
    if (state.status === 'PAST_DUE') state.phase = 'past_due';
  }

  while (!ended) {
    if (state.phase === 'past_due') {
      if (await recover()) return nextRun();
      if (!ended) apply(await steps.expireSubscription(subscriptionId, 'unpaid'));
      break;
    }
    const untilEnd = state.endDate ? Date.parse(state.endDate) - Date.now() : 0;
    if (untilEnd > 0) await condition(() => ended, untilEnd);
    if (ended) break;
    // What the database says now (a refund or an operator's action may have ended it).
    apply(await steps.loadLifecycle(subscriptionId));
    if (ended) break;
    if (state.status === 'CANCELED') {
      apply(await steps.expireSubscription(subscriptionId, 'period_over'));
      break;
    }
    if (state.status === 'PAST_DUE') {
      state.phase = 'past_due';
      continue;
    }
    if (state.endDate && Date.parse(state.endDate) > Date.now()) continue;
    if (await renew()) return nextRun();
    if (state.status === 'PAST_DUE') state.phase = 'past_due';
  }
  return finish();
}
