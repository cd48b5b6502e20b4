import { Payment, Subscription } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { getSubscription } from './find-subscription.ts';
import type { LifecycleActor } from './lifecycle-port.ts';
import { endOfPeriod, lifecycleView, type LifecycleView } from './lifecycle-view.ts';

/**
 * The state changes of the lifecycle, each run by a workflow activity. Every one is a
 * conditional update from the state it expects, so an activity that runs twice (at-least-once
 * delivery) changes the row once and answers the same view the second time.
 */

export interface StepContext {
  /** Unique per activity invocation and stable across its retries: the audit event's key. */
  eventKey: string;
  now: Date;
}

async function audit(ctx: StepContext, s: Subscription, action: string, actor: LifecycleActor | null, details: Record<string, unknown> = {}) {
  await recordAuditEvent({
    eventKey: ctx.eventKey,
    action,
    actorId: actor?.actorId ?? null,
    userId: s.userId,
    reason: actor?.reason ?? null,
    details: { subscriptionId: s.id, ...details },
    occurredAt: ctx.now,
  });
}

const view = async (id: string): Promise<LifecycleView> => lifecycleView(await getSubscription(id));

export async function loadLifecycle(subscriptionId: string): Promise<LifecycleView> {
  return view(subscriptionId);
}

/** The first payment arrived: ACTIVE from now, billed monthly on today's day. */
export async function activateSubscription(ctx: StepContext, subscriptionId: string, periodSeconds: number | null): Promise<LifecycleView> {
  const s = await getSubscription(subscriptionId);
  if (s.status === 'PENDING') {
    const now = ctx.now;
    const changed = await Subscription.query()
      .where({ id: s.id, status: 'PENDING' })
      .patch({ status: 'ACTIVE', startDate: now, billingAnchor: now, anchorPeriod: 0, period: 0, periodStart: now, endDate: endOfPeriod(now, 0, 0, periodSeconds), renewalAttempt: 0, updatedAt: now });
    if (changed) await audit(ctx, s, 'subscription.activated', null);
  }
  return view(subscriptionId);
}

/** The checkout was declined or never completed: the attempt ends, nothing was sold. */
export async function abandonSubscription(ctx: StepContext, subscriptionId: string, outcome: string): Promise<LifecycleView> {
  const s = await getSubscription(subscriptionId);
  if (s.status === 'PENDING') {
    await Subscription.query()
      .where({ id: s.id, status: 'PENDING' })
      .patch({ status: 'EXPIRED', endedAt: ctx.now, endedReason: outcome === 'REJECTED' ? 'payment_declined' : 'payment_not_completed', updatedAt: ctx.now });
    await Payment.query().where('subscription_id', s.id).whereIn('status', ['NEW', 'PENDING']).patch({ status: 'EXPIRED', updatedAt: ctx.now });
  }
  return view(subscriptionId);
}

/** A renewal was paid: the next period, from the end of the last one. */
export async function completeRenewal(ctx: StepContext, subscriptionId: string, period: number, periodSeconds: number | null): Promise<LifecycleView> {
  const s = await getSubscription(subscriptionId);
  if (s.period === period - 1 && s.billingAnchor) {
    const changed = await Subscription.query()
      .where({ id: s.id, period: period - 1 })
      .patch({ period, periodStart: s.endDate, endDate: endOfPeriod(new Date(s.billingAnchor), s.anchorPeriod, period, periodSeconds), renewalAttempt: 0, updatedAt: ctx.now });
    if (changed) await audit(ctx, s, 'subscription.renewed', null, { period });
  }
  return view(subscriptionId);
}

/** A renewal attempt failed and another will follow (the subscription stays ACTIVE meanwhile). */
export async function recordFailedRenewal(ctx: StepContext, subscriptionId: string, attempt: number): Promise<LifecycleView> {
  await Subscription.query().where('id', subscriptionId).patch({ renewalAttempt: attempt, updatedAt: ctx.now });
  return view(subscriptionId);
}

/** The renewal failed for good: access stops until the user pays with another card. */
export async function markPastDue(ctx: StepContext, subscriptionId: string, reason: 'retries_exhausted' | 'hard_decline', attempt: number): Promise<LifecycleView> {
  const s = await getSubscription(subscriptionId);
  if (s.status === 'ACTIVE') {
    const changed = await Subscription.query().where({ id: s.id, status: 'ACTIVE' }).patch({ status: 'PAST_DUE', renewalAttempt: attempt, updatedAt: ctx.now });
    if (changed) await audit(ctx, s, 'subscription.past_due', null, { reason, attempt });
  }
  return view(subscriptionId);
}

/** A PAST_DUE subscription was paid with another card: ACTIVE again, billed from today. */
export async function recoverSubscription(ctx: StepContext, subscriptionId: string, paymentId: string, periodSeconds: number | null): Promise<LifecycleView> {
  const s = await getSubscription(subscriptionId);
  const payment = await Payment.query().findById(paymentId);
  if (!payment || payment.subscriptionId !== s.id || payment.kind !== 'RECOVERY' || payment.status !== 'CONFIRMED') {
    throw new Error(`Payment ${paymentId} is not a confirmed recovery payment of subscription ${s.id}`);
  }
  if (s.status === 'PAST_DUE') {
    const now = ctx.now;
    const changed = await Subscription.query()
      .where({ id: s.id, status: 'PAST_DUE' })
      .patch({
        status: 'ACTIVE',
        period: payment.period,
        billingAnchor: now,
        anchorPeriod: payment.period,
        periodStart: now,
        endDate: endOfPeriod(now, payment.period, payment.period, periodSeconds),
        renewalAttempt: 0,
        updatedAt: now,
      });
    if (changed) await audit(ctx, s, 'subscription.recovered', null, { paymentId });
  }
  return view(subscriptionId);
}

/** The end: a cancelled period ran out, or PAST_DUE was never paid. */
export async function expireSubscription(ctx: StepContext, subscriptionId: string, reason: 'period_over' | 'unpaid' | 'canceled_while_unpaid'): Promise<LifecycleView> {
  const s = await getSubscription(subscriptionId);
  if (s.status === 'ACTIVE' || s.status === 'CANCELED' || s.status === 'PAST_DUE') {
    const changed = await Subscription.query().where({ id: s.id, status: s.status }).patch({ status: 'EXPIRED', endedAt: ctx.now, endedReason: reason, updatedAt: ctx.now });
    if (changed) await audit(ctx, s, 'subscription.expired', null, { reason });
  }
  return view(subscriptionId);
}

/** Renewals off; access continues to the end of the paid period. */
export async function cancelSubscription(ctx: StepContext, subscriptionId: string, actor: LifecycleActor): Promise<LifecycleView> {
  const s = await getSubscription(subscriptionId);
  if (s.status === 'ACTIVE') {
    const changed = await Subscription.query().where({ id: s.id, status: 'ACTIVE' }).patch({ status: 'CANCELED', canceledAt: ctx.now, cancelReason: actor.reason || null, updatedAt: ctx.now });
    if (changed) await audit(ctx, s, 'subscription.canceled', actor);
  } else if (s.status !== 'CANCELED') {
    throw new AppError('conflict', 'Only an active subscription can be cancelled');
  }
  return view(subscriptionId);
}

/** Renewals on again, before the paid period ends. */
export async function resumeSubscription(ctx: StepContext, subscriptionId: string, actor: LifecycleActor): Promise<LifecycleView> {
  const s = await getSubscription(subscriptionId);
  if (s.status === 'CANCELED') {
    const changed = await Subscription.query().where({ id: s.id, status: 'CANCELED' }).patch({ status: 'ACTIVE', canceledAt: null, cancelReason: null, updatedAt: ctx.now });
    if (changed) await audit(ctx, s, 'subscription.resumed', actor);
  } else if (s.status !== 'ACTIVE') {
    throw new AppError('conflict', 'Only a cancelled subscription can be resumed');
  }
  return view(subscriptionId);
}
