/** Spec 3 'Subscription'; statuses other than the five named ones are shown as they come. */
export type SubscriptionStatus = 'NONE' | 'ACTIVE' | 'CANCELED' | 'PAST_DUE' | 'EXPIRED' | (string & {});

export interface Subscription {
  hasSubscription: boolean;
  status: SubscriptionStatus;
  plan?: string;
  amount?: number;
  startDate?: string | null;
  endDate?: string | null;
  canUsePremiumFeatures: boolean;
}

export const SUBSCRIPTION_PATH = '/subscription';
export const MANAGE_SUBSCRIPTION_PATH = '/subscription/manage';

/** Whether the user has a subscription at all (shows 'Manage Subscription' in the avatar menu). */
export const subscriptionExists = (subscription: Subscription | null): subscription is Subscription =>
  subscription !== null && subscription.hasSubscription;

/**
 * Spec 2 'Shell': the Subscription link goes to the management page when a subscription
 * exists whose status is not EXPIRED, otherwise to the offer.
 */
export function subscriptionLink(subscription: Subscription | null): string {
  return subscriptionExists(subscription) && subscription.status !== 'EXPIRED' ? MANAGE_SUBSCRIPTION_PATH : SUBSCRIPTION_PATH;
}
