import type { User } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { liveSubscription } from './find-subscription.ts';
import type { SubscriptionLifecycle } from './lifecycle-port.ts';
import { refundWindowDaysLeft } from './status-body.ts';

/**
 * What the subscriber asks for on /subscription/manage, checked against the stored state
 * first (a clear reason in the 4xx) and then by the workflow, which has the last word.
 */
export async function cancelOwnSubscription(lifecycle: SubscriptionLifecycle, user: User, reason: string): Promise<{ endDate: string }> {
  const s = await liveSubscription(user.id);
  if (!s || s.status === 'PENDING') throw new AppError('not_found', 'You have no subscription to cancel');
  if (s.status === 'CANCELED') throw new AppError('conflict', 'Your subscription is already cancelled');
  if (s.status !== 'ACTIVE') throw new AppError('conflict', 'Only an active subscription can be cancelled');
  return lifecycle.cancel(s.id, { actorId: user.id, reason });
}

export async function refundOwnSubscription(lifecycle: SubscriptionLifecycle, user: User, reason: string): Promise<{ amountKopecks: number }> {
  const s = await liveSubscription(user.id);
  if (!s || s.status === 'PENDING') throw new AppError('not_found', 'You have no subscription to refund');
  if (s.status !== 'ACTIVE') throw new AppError('conflict', 'Only an active subscription can be refunded');
  if (refundWindowDaysLeft(s, new Date()) === null) throw new AppError('conflict', 'The refund period of 7 days has ended');
  return lifecycle.refund(s.id, { actorId: user.id, reason: reason || 'Requested by the subscriber' });
}
