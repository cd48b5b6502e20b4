import type { Subscription } from './subscription';

export interface SubscriptionState {
  subscription: Subscription | null;
}

const none: SubscriptionState = { subscription: null };

/**
 * The signed-in user's subscription. Issue 5 (subscription and payment) replaces this with
 * GET /api/subscription/status, fetched 100 ms after the auth state changes (spec 4); until
 * that API exists every user has none, so the Subscription link goes to /subscription.
 */
export function useSubscription(): SubscriptionState {
  return none;
}
