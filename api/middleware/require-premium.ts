import type { Middleware } from 'koa';
import type { SubscriptionCache } from '../../core/domain/subscription/status-cache.ts';
import { canUsePremium } from '../../core/domain/subscription/status-body.ts';
import type { PremiumFeature } from '../../contracts/plan.ts';
import { AppError } from '../../core/errors.ts';
import { currentUser } from './authenticate.ts';

/**
 * The server's premium gate (spec 5), after `authenticate`: every endpoint of a premium
 * feature answers 403 `premium_required` unless the user's subscription grants access now.
 */
export function requirePremium(subscriptions: SubscriptionCache, feature: PremiumFeature): Middleware {
  return async (ctx, next) => {
    const subscription = await subscriptions.get(currentUser(ctx).id);
    if (!canUsePremium(subscription, new Date(), subscriptions.graceMs)) {
      throw new AppError('premium_required', `An active subscription is needed to use ${feature}`);
    }
    await next();
  };
}
