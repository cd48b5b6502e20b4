import { PLAN } from '../../../../../contracts/plan.ts';
import type { SubscriptionStatusBody } from '../../../../../contracts/subscription.ts';
import { paths } from '../../../app/paths';

/** Spec 3 'Subscription'; statuses other than the five named ones are shown as they come. */
export type SubscriptionStatus = 'NONE' | 'ACTIVE' | 'CANCELED' | 'PAST_DUE' | 'EXPIRED' | (string & {});

/** GET /api/subscription/status. */
export type Subscription = Omit<SubscriptionStatusBody, 'status'> & { status: SubscriptionStatus };

/** Spec 4: what a failed status call (other than 429) leaves: no subscription, no premium. */
export const NO_SUBSCRIPTION: Subscription = {
  hasSubscription: false,
  status: 'NONE',
  plan: null,
  amount: PLAN.amountRub,
  startDate: null,
  endDate: null,
  canUsePremiumFeatures: false,
  refundDaysLeft: null,
};

/** Whether the user has a subscription at all (shows 'Manage Subscription' in the avatar menu). */
export const subscriptionExists = (subscription: Subscription | null): subscription is Subscription =>
  subscription !== null && subscription.hasSubscription;

/** Spec 4 'Payment success polling': the subscription exists and premium features are usable. */
export const isActivated = (subscription: Subscription | null): boolean =>
  subscriptionExists(subscription) && subscription.canUsePremiumFeatures;

/**
 * Spec 2 'Shell': the Subscription link goes to the management page when a subscription
 * exists whose status is not EXPIRED, otherwise to the offer.
 */
export function subscriptionLink(subscription: Subscription | null): string {
  return subscriptionExists(subscription) && subscription.status !== 'EXPIRED' ? paths.manageSubscription : paths.subscription;
}
