import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { subscriptionRoutes } from './subscription.ts';
import { testPaymentRoutes } from './test-payment.ts';
import { bankWebhookRoutes } from './webhook.ts';

/** Subscription and payments (spec 7): the subscriber's calls, the bank's notifications, the test checkout. */
export const subscriptionAreaRoutes = (deps: AppDeps): Router[] => [subscriptionRoutes(deps), bankWebhookRoutes(deps), testPaymentRoutes(deps)];
