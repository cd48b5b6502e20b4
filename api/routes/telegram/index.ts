import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { telegramCalendarLinkRoutes } from './calendar-link.ts';
import { telegramLinkRoutes } from './link.ts';
import { telegramWebhookRoutes } from './webhook.ts';

/** /api/telegram: the bots' webhooks, and linking a chat to the signed-in user. */
export const telegramRoutes = (deps: AppDeps): Router[] => [telegramWebhookRoutes(deps), telegramLinkRoutes(deps), telegramCalendarLinkRoutes(deps)];
