import { allHandlersFinished, ApplicationFailure, condition, continueAsNew, proxyActivities, setHandler } from '@temporalio/workflow';
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

const retry = { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes' } as const;
const steps = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds', retry });
// Bank calls heartbeat every second: a worker that dies mid-charge is noticed within 10 s and
// the charge is retried elsewhere, where its idempotency key finds the first attempt.
const bank = proxyActivities<Activities>({ startToCloseTimeout: '2 minutes', heartbeatTimeout: '10 seconds', retry });
// Refusals (refund window over, not cancellable) are decided once and reported.
const requests = proxyActivities<Activities>({ startToCloseTimeout: '2 minutes', heartbeatTimeout: '10 seconds', retry: { ...retry, maximumAttempts: 5 } });

const DAY_MS = 86_400_000;
const REFUND_WINDOW_DAYS = 7;
const RENEWAL_ATTEMPTS = 3;
const final = (state: PaymentNotice['state'] | undefined): state is Exclude<PaymentNotice['state'], 'PENDING'> => state !== undefined && state !== 'PENDING';

/**
 * One subscription, from its checkout to its end: waits for the first payment (notification
 * signal, or polling when none comes), then loops over billing periods, renewing on the
 * billing day with up to three attempts a day apart, and continues as new after each paid
 * period so a subscription can run for years on a short history. Cancel, resume and refund
 * arrive as updates; the state is a query.
 */
export async function subscriptionWorkflow(input: SubscriptionWorkflowInput): Promise<SubscriptionState> {
  const { subscriptionId, timing } = input;
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
  const notices = new Map<string, PaymentNotice['state']>();

  const apply = (view: LifecycleView) => {
    state.status = view.status;
    state.period = view.period;
    state.endDate = view.endDate;
    state.renewalAttempt = view.renewalAttempt;
    startDate = view.startDate;
    if (view.status === 'EXPIRED') ended = true;
    return view;
  };

  // Workflow code runs one task at a time; this keeps an update's activity and the main
  // loop's activity from interleaving on the same row (a refund in the middle of a charge).
  let busy = false;
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    await condition(() => !busy);
    busy = true;
    try {
      return await fn();
    } finally {
      busy = false;
    }
  };

  setHandler(stateQuery, () => state);
  setHandler(paymentNoticeSignal, (notice) => {
    if (!final(notices.get(notice.paymentId))) notices.set(notice.paymentId, notice.state);
  });
  setHandler(paymentCreatedSignal, ({ paymentId }) => {
    state.awaitedPaymentId = paymentId;
  });
  setHandler(
    cancelUpdate,
    (actor) =>
      exclusive(async () => {
        const view = apply(await requests.cancelSubscription(subscriptionId, actor));
        return { endDate: view.endDate ?? new Date().toISOString() };
      }),
    {
      validator: (_actor: ActorRef) => {
        if (state.status !== 'ACTIVE') throw ApplicationFailure.nonRetryable('Only an active subscription can be cancelled', 'conflict');
      },
    },
  );
  setHandler(
    resumeUpdate,
    (actor) =>
      exclusive(async () => {
        const view = apply(await requests.resumeSubscription(subscriptionId, actor));
        return { endDate: view.endDate ?? new Date().toISOString() };
      }),
    {
      validator: (_actor: ActorRef) => {
        if (state.status !== 'CANCELED') throw ApplicationFailure.nonRetryable('Only a cancelled subscription can be resumed', 'conflict');
      },
    },
  );
  setHandler(
    refundUpdate,
    (actor) =>
      exclusive(async () => {
        const refunded = await requests.refundSubscription(subscriptionId, actor);
        apply(await steps.loadLifecycle(subscriptionId));
        return refunded;
      }),
    {
      validator: (_actor: ActorRef) => {
        // The same rule as core's refundWindowDaysLeft (workflow code cannot import core).
        const used = startDate ? Math.floor((Date.now() - Date.parse(startDate)) / DAY_MS) : Infinity;
        if (state.status !== 'ACTIVE' || used > REFUND_WINDOW_DAYS) {
          throw ApplicationFailure.nonRetryable('A refund is possible for an active subscription within 7 days of its start', 'conflict');
        }
      },
    },
  );

  /** Waits for a payment's outcome: the notification signal, or a poll every few seconds. */
  async function awaitPayment(paymentId: string): Promise<PaymentNotice['state']> {
    const deadline = Date.now() + timing.paymentWaitSeconds * 1000;
    for (;;) {
      const known = notices.get(paymentId);
      if (final(known)) return known;
      const left = deadline - Date.now();
      if (left <= 0 || ended) return 'EXPIRED';
      const notified = await condition(() => ended || final(notices.get(paymentId)), Math.min(timing.paymentPollSeconds * 1000, left));
      if (!notified) {
        const polled = await steps.pollPayment(paymentId);
        if (final(polled) && !final(notices.get(paymentId))) notices.set(paymentId, polled);
      }
    }
  }

  /** Charges the next period; answers whether it was paid. */
  async function renew(): Promise<boolean> {
    const period = state.period + 1;
    for (let attempt = 1; attempt <= RENEWAL_ATTEMPTS; attempt++) {
      const charge = await exclusive(() => bank.chargeRenewal(subscriptionId, period, attempt));
      const outcome = charge.state === 'PENDING' ? await awaitPayment(charge.paymentId) : charge.state;
      if (outcome === 'CONFIRMED') {
        apply(await exclusive(() => steps.completeRenewal(subscriptionId, period, timing.periodSeconds)));
        return true;
      }
      if (charge.declineKind === 'hard' || attempt === RENEWAL_ATTEMPTS) {
        apply(await exclusive(() => steps.markPastDue(subscriptionId, charge.declineKind === 'hard' ? 'hard_decline' : 'retries_exhausted', attempt)));
        return false;
      }
      apply(await exclusive(() => steps.recordFailedRenewal(subscriptionId, attempt)));
      // A cancel during the retry window ends it: the unpaid period is not given away.
      await condition(() => ended || state.status !== 'ACTIVE', timing.retrySpacingSeconds * 1000);
      if (ended) return false;
      if (state.status === 'CANCELED') {
        apply(await exclusive(() => steps.expireSubscription(subscriptionId, 'canceled_while_unpaid')));
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
      const outcome = await awaitPayment(paymentId);
      if (state.awaitedPaymentId === paymentId) state.awaitedPaymentId = null;
      if (outcome === 'CONFIRMED') {
        apply(await exclusive(() => steps.recoverSubscription(subscriptionId, paymentId, timing.periodSeconds)));
        return true;
      }
    }
  }

  const nextRun = async (): Promise<never> => {
    await condition(allHandlersFinished);
    return continueAsNew<typeof subscriptionWorkflow>({ subscriptionId, timing, phase: 'active', runsBefore: state.runsBefore + 1 });
  };

  if (input.phase === 'awaiting_payment') {
    const paymentId = input.awaitedPaymentId!;
    const outcome = await awaitPayment(paymentId);
    // Done with the checkout: only a payment created later may end a PAST_DUE.
    if (state.awaitedPaymentId === paymentId) state.awaitedPaymentId = null;
    if (outcome !== 'CONFIRMED') {
      apply(await exclusive(() => steps.abandonSubscription(subscriptionId, outcome)));
      state.phase = 'ended';
      return state;
    }
    apply(await exclusive(() => steps.activateSubscription(subscriptionId, timing.periodSeconds)));
    state.phase = 'active';
  } else {
    apply(await steps.loadLifecycle(subscriptionId));
    if (state.status === 'PAST_DUE') state.phase = 'past_due';
  }

  while (!ended) {
    if (state.phase === 'past_due') {
      if (await recover()) return nextRun();
      if (!ended) apply(await exclusive(() => steps.expireSubscription(subscriptionId, 'unpaid')));
      break;
    }
    const untilEnd = state.endDate ? Date.parse(state.endDate) - Date.now() : 0;
    if (untilEnd > 0) await condition(() => ended, untilEnd);
    if (ended) break;
    if (state.status === 'CANCELED') {
      apply(await exclusive(() => steps.expireSubscription(subscriptionId, 'period_over')));
      break;
    }
    if (await renew()) return nextRun();
    if (state.status === 'PAST_DUE') state.phase = 'past_due';
  }
  await condition(allHandlersFinished);
  state.phase = 'ended';
  return state;
}
