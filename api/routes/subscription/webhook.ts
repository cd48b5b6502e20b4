import Router from '@koa/router';
import { handlePaymentNotification, type NotificationDeps } from '../../../core/domain/subscription/handle-notification.ts';
import type { AppDeps } from '../../deps.ts';

/** What the bank's notifications need of the app (the test checkout passes its own through them too). */
export const notificationDeps = ({ payments, lifecycle, secrets, log }: AppDeps): NotificationDeps => ({ provider: payments, lifecycle, secrets, log });

/** POST /api/subscription/webhook: the bank posts here; no session, its signature is the credential. */
export function bankWebhookRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/subscription/webhook' });
  const notifications = notificationDeps(deps);

  router.post('/', async (ctx) => {
    const ack = await handlePaymentNotification(notifications, ctx.request.body);
    ctx.type = 'text/plain';
    ctx.body = ack;
  });

  return router;
}
