import { liveSubscriptionStatuses, Subscription } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';

/**
 * The subscription the user sees: the newest one that was ever paid for. A checkout that is
 * still open (PENDING) or was never completed is not a subscription yet.
 */
export async function currentSubscription(userId: string): Promise<Subscription | null> {
  const row = await Subscription.query().where('user_id', userId).whereNotNull('start_date').orderBy('created_at', 'desc').first();
  return row ?? null;
}

/** The user's one subscription that is not over (PENDING, ACTIVE, CANCELED or PAST_DUE). */
export async function liveSubscription(userId: string): Promise<Subscription | null> {
  const row = await Subscription.query().where('user_id', userId).whereIn('status', liveSubscriptionStatuses).first();
  return row ?? null;
}

export async function getSubscription(id: string): Promise<Subscription> {
  const row = await Subscription.query().findById(id);
  if (!row) throw notFound('Subscription');
  return row;
}
