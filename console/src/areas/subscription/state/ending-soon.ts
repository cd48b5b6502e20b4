import type { ToastInput } from '../../../toast/toast-store';
import type { Subscription } from './subscription';

/** Spec 9: the Subscription Ending Soon toast stays up for 8 seconds. */
export const ENDING_SOON_TOAST_DURATION = 8_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DAYS = 7;

/**
 * Spec 2 'Background notices': the days left (1 to 7, rounded up) of a cancelled subscription
 * that still grants premium access, else null.
 */
export function endingSoonDays(subscription: Subscription | null, now: Date): number | null {
  if (!subscription || subscription.status !== 'CANCELED' || !subscription.canUsePremiumFeatures || !subscription.endDate) return null;
  const days = Math.ceil((new Date(subscription.endDate).getTime() - now.getTime()) / DAY_MS);
  return days >= 1 && days <= MAX_DAYS ? days : null;
}

/** Shows the notice the first time a subscription qualifies, and never again (once per page load). */
export function endingSoonNotifier(toasts: { show: (toast: ToastInput) => unknown }, now: () => Date = () => new Date()) {
  let shown = false;
  return (subscription: Subscription | null): void => {
    if (shown) return;
    const days = endingSoonDays(subscription, now());
    if (days === null) return;
    shown = true;
    toasts.show({
      title: { key: 'subscription.endingSoon.title' },
      description: { key: 'subscription.endingSoon.description', values: { smart_count: days } },
      duration: ENDING_SOON_TOAST_DURATION,
    });
  };
}
