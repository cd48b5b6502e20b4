import { Payment, Subscription, type Knex, type PaymentKind } from '../../../db/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import type { LifecycleActor } from './lifecycle-port.ts';
import { endOfPeriod, lifecycleView, type LifecycleView } from './lifecycle-view.ts';
import { canApply } from './payment-use.ts';

/**
 * The state changes of the lifecycle, each run by a workflow activity. Every one is a
 * transaction that locks the subscription row, changes it only from the state it expects and
 * writes its audit event with it, so an activity that runs twice (at-least-once delivery)
 * changes the row once and answers the same view the second time, and a crash leaves either
 * the whole step or none of it.
 *
 * Steps that grant access take the payment that pays for it and check it in the database:
 * CONFIRMED, of this subscription, of the right kind and period, for the subscription's
 * amount. What the workflow was told (a signal anyone with access to Temporal could send) is
 * never enough on its own.
 */

export interface StepContext {
  /** Unique per activity invocation and stable across its retries: the audit event's key. */
  eventKey: string;
  now: Date;
}

/**
 * What became of a step that applies a payment: `applied` (now, or by an earlier run of the
 * same step), `not_confirmed` (the database does not have this payment as paid: keep
 * waiting), `not_applicable` (the subscription can no longer use this money: it goes back).
 */
export type ApplyOutcome = 'applied' | 'not_confirmed' | 'not_applicable';
export type AppliedView = LifecycleView & { outcome: ApplyOutcome };

type Trx = Knex.Transaction;

async function audit(trx: Trx, ctx: StepContext, s: Subscription, action: string, actor: LifecycleActor | null, details: Record<string, unknown> = {}) {
  await recordAuditEvent(
    {
      eventKey: ctx.eventKey,
      action,
      actorId: actor?.actorId ?? null,
      userId: s.userId,
      reason: actor?.reason ?? null,
      details: { subscriptionId: s.id, ...details },
      occurredAt: ctx.now,
    },
    trx,
  );
}

/** Runs `fn` in a transaction holding the subscription's row lock; answers the view after it. */
async function step<T extends object = object>(subscriptionId: string, fn: (trx: Trx, s: Subscription) => Promise<T | void>): Promise<LifecycleView & Partial<T>> {
  return Subscription.transaction(async (trx) => {
    const s = await Subscription.query(trx).findById(subscriptionId).forUpdate();
    if (!s) throw notFound('Subscription');
    const extra: Partial<T> = (await fn(trx, s)) ?? {};
    return { ...lifecycleView((await Subscription.query(trx).findById(subscriptionId))!), ...extra };
  });
}

/** The payment, locked, if it is this subscription's confirmed money of `kind` (and `period`). */
async function paidPayment(trx: Trx, s: Subscription, paymentId: string, kind: PaymentKind, period?: number): Promise<Payment | null> {
  const p = await Payment.query(trx).findById(paymentId).forUpdate();
  if (!p || p.subscriptionId !== s.id || p.kind !== kind || (period !== undefined && p.period !== period)) return null;
  return p.status === 'CONFIRMED' && p.amountKopecks === s.amountKopecks ? p : null;
}

const markApplied = (trx: Trx, payment: Payment, now: Date) => Payment.query(trx).findById(payment.id).patch({ appliedAt: now, updatedAt: now });

export async function loadLifecycle(subscriptionId: string): Promise<LifecycleView> {
  const s = await Subscription.query().findById(subscriptionId);
  if (!s) throw notFound('Subscription');
  return lifecycleView(s);
}

/** The first payment arrived: ACTIVE from now, billed monthly on today's day. */
export async function activateSubscription(ctx: StepContext, subscriptionId: string, paymentId: string, periodSeconds: number | null): Promise<AppliedView> {
  const result = await step<{ outcome: ApplyOutcome }>(subscriptionId, async (trx, s) => {
    const payment = await paidPayment(trx, s, paymentId, 'FIRST');
    if (!payment) return { outcome: 'not_confirmed' };
    if (payment.appliedAt) return { outcome: 'applied' };
    if (!canApply(payment, s)) return { outcome: 'not_applicable' };
    const now = ctx.now;
    await Subscription.query(trx).findById(s.id).patch({ status: 'ACTIVE', startDate: now, billingAnchor: now, anchorPeriod: 0, period: 0, periodStart: now, endDate: endOfPeriod(now, 0, 0, periodSeconds), renewalAttempt: 0, updatedAt: now });
    await markApplied(trx, payment, now);
    await audit(trx, ctx, s, 'subscription.activated', null, { paymentId });
    return { outcome: 'applied' };
  });
  return result as AppliedView;
}

/**
 * The checkout was never paid (its link ran out, or the bank refused to open it): the attempt
 * ends and nothing was sold. Answers `paidPaymentId` instead when a first payment turned out
 * to be paid after all (the bank's confirmation raced this step): the caller activates.
 */
export async function abandonSubscription(ctx: StepContext, subscriptionId: string, outcome: string): Promise<LifecycleView & { paidPaymentId?: string }> {
  return step<{ paidPaymentId: string }>(subscriptionId, async (trx, s) => {
    if (s.status !== 'PENDING') return;
    const payments = await Payment.query(trx).where({ subscription_id: s.id, kind: 'FIRST' }).forUpdate();
    const paid = payments.find((p) => p.status === 'CONFIRMED' && p.amountKopecks === s.amountKopecks);
    if (paid) return { paidPaymentId: paid.id };
    const reason = outcome === 'REJECTED' ? 'payment_declined' : outcome === 'INIT_FAILED' ? 'payment_init_failed' : 'payment_not_completed';
    await Subscription.query(trx).findById(s.id).patch({ status: 'EXPIRED', endedAt: ctx.now, endedReason: reason, updatedAt: ctx.now });
    await Payment.query(trx).where('subscription_id', s.id).whereIn('status', ['NEW', 'PENDING', 'REJECTED']).patch({ status: 'EXPIRED', updatedAt: ctx.now });
    await audit(trx, ctx, s, 'subscription.abandoned', null, { reason });
  });
}

/** A renewal was paid: the next period, from the end of the last one. */
export async function completeRenewal(ctx: StepContext, subscriptionId: string, period: number, paymentId: string, periodSeconds: number | null): Promise<AppliedView> {
  const result = await step<{ outcome: ApplyOutcome }>(subscriptionId, async (trx, s) => {
    const payment = await paidPayment(trx, s, paymentId, 'RENEWAL', period);
    if (!payment) return { outcome: 'not_confirmed' };
    if (payment.appliedAt) return { outcome: 'applied' };
    // Refunded or past due meanwhile, or this period already paid by another payment.
    if (!canApply(payment, s) || !s.billingAnchor) return { outcome: 'not_applicable' };
    await Subscription.query(trx)
      .findById(s.id)
      .patch({ period, periodStart: s.endDate, endDate: endOfPeriod(new Date(s.billingAnchor), s.anchorPeriod, period, periodSeconds), renewalAttempt: 0, updatedAt: ctx.now });
    await markApplied(trx, payment, ctx.now);
    await audit(trx, ctx, s, 'subscription.renewed', null, { period, paymentId });
    return { outcome: 'applied' };
  });
  return result as AppliedView;
}

/** A renewal attempt failed and another will follow (the subscription stays ACTIVE meanwhile). */
export async function recordFailedRenewal(ctx: StepContext, subscriptionId: string, attempt: number): Promise<LifecycleView> {
  return step(subscriptionId, async (trx, s) => {
    if (s.status === 'ACTIVE' || s.status === 'CANCELED') await Subscription.query(trx).findById(s.id).patch({ renewalAttempt: attempt, updatedAt: ctx.now });
  });
}

/** The renewal failed for good: access stops until the user pays with another card. */
export async function markPastDue(ctx: StepContext, subscriptionId: string, reason: 'retries_exhausted' | 'hard_decline', attempt: number): Promise<LifecycleView> {
  return step(subscriptionId, async (trx, s) => {
    if (s.status !== 'ACTIVE') return;
    await Subscription.query(trx).findById(s.id).patch({ status: 'PAST_DUE', renewalAttempt: attempt, updatedAt: ctx.now });
    await audit(trx, ctx, s, 'subscription.past_due', null, { reason, attempt });
  });
}

/** A PAST_DUE subscription was paid with another card: ACTIVE again, billed from today. */
export async function recoverSubscription(ctx: StepContext, subscriptionId: string, paymentId: string, periodSeconds: number | null): Promise<AppliedView> {
  const result = await step<{ outcome: ApplyOutcome }>(subscriptionId, async (trx, s) => {
    const payment = await paidPayment(trx, s, paymentId, 'RECOVERY');
    if (!payment) return { outcome: 'not_confirmed' };
    if (payment.appliedAt) return { outcome: 'applied' };
    if (!canApply(payment, s)) return { outcome: 'not_applicable' };
    const now = ctx.now;
    await Subscription.query(trx)
      .findById(s.id)
      .patch({ status: 'ACTIVE', period: payment.period, billingAnchor: now, anchorPeriod: payment.period, periodStart: now, endDate: endOfPeriod(now, payment.period, payment.period, periodSeconds), renewalAttempt: 0, updatedAt: now });
    await markApplied(trx, payment, now);
    await audit(trx, ctx, s, 'subscription.recovered', null, { paymentId });
    return { outcome: 'applied' };
  });
  return result as AppliedView;
}

/**
 * The end: a cancelled period ran out, or PAST_DUE was never paid. Payments the bank never
 * gave an id to (their charge never started) close with it; one the bank has may still bring
 * money, which then goes back.
 */
export async function expireSubscription(ctx: StepContext, subscriptionId: string, reason: 'period_over' | 'unpaid' | 'canceled_while_unpaid'): Promise<LifecycleView> {
  return step(subscriptionId, async (trx, s) => {
    if (s.status !== 'ACTIVE' && s.status !== 'CANCELED' && s.status !== 'PAST_DUE') return;
    await Subscription.query(trx).findById(s.id).patch({ status: 'EXPIRED', endedAt: ctx.now, endedReason: reason, updatedAt: ctx.now });
    await Payment.query(trx).where({ subscription_id: s.id, status: 'NEW' }).whereNull('provider_payment_id').patch({ status: 'EXPIRED', providerStatus: 'NOT_STARTED', updatedAt: ctx.now });
    await audit(trx, ctx, s, 'subscription.expired', null, { reason });
  });
}

/** Renewals off; access continues to the end of the paid period. */
export async function cancelSubscription(ctx: StepContext, subscriptionId: string, actor: LifecycleActor): Promise<LifecycleView> {
  return step(subscriptionId, async (trx, s) => {
    if (s.status === 'CANCELED') return;
    if (s.status !== 'ACTIVE') throw new AppError('conflict', 'Only an active subscription can be cancelled');
    await Subscription.query(trx).findById(s.id).patch({ status: 'CANCELED', canceledAt: ctx.now, cancelReason: actor.reason || null, updatedAt: ctx.now });
    await audit(trx, ctx, s, 'subscription.canceled', actor);
  });
}

/** Renewals on again, before the paid period ends. */
export async function resumeSubscription(ctx: StepContext, subscriptionId: string, actor: LifecycleActor): Promise<LifecycleView> {
  return step(subscriptionId, async (trx, s) => {
    if (s.status === 'ACTIVE') return;
    if (s.status !== 'CANCELED') throw new AppError('conflict', 'Only a cancelled subscription can be resumed');
    await Subscription.query(trx).findById(s.id).patch({ status: 'ACTIVE', canceledAt: null, cancelReason: null, updatedAt: ctx.now });
    await audit(trx, ctx, s, 'subscription.resumed', actor);
  });
}
