import { setTimeout as sleep } from 'node:timers/promises';
import Router from '@koa/router';
import { SANDBOX_TELEGRAM_USER_PATH } from '../../core/clients/telegram-user/sandbox-client.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { answerErrors } from './answer-errors.ts';
import { registerHookRoutes } from './hook-routes.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { createSandboxTelegramUserStore, type SandboxTelegramUserOptions, type SandboxTelegramUserStore } from './store.ts';

/**
 * The fake of a subscriber's own Telegram account (core/clients/telegram-user/user-client.ts)
 * under SANDBOX_TELEGRAM_USER_PATH: the sign-in, the demo account's reads, the sandbox page's
 * login-info and the test hooks, over one store. core/clients/telegram-user/sandbox-client.ts
 * is its client, so the web process and the temporal-worker read the same account.
 */
export function sandboxTelegramUser(options: SandboxTelegramUserOptions = {}): { router: Router; store: SandboxTelegramUserStore } {
  const store = createSandboxTelegramUserStore(options);
  const router = new Router({ prefix: SANDBOX_TELEGRAM_USER_PATH });
  router.use(answerErrors);
  const { delayMs } = options;
  if (delayMs) {
    router.use(async (_ctx, next) => {
      await sleep(delayMs);
      await next();
    });
  }
  registerLoginRoutes(router, store);
  registerAccountRoutes(router, store);
  registerHookRoutes(router, store);
  return { router, store };
}

/** What the web process mounts in sandbox. */
export const sandboxTelegramUserRoutes = (options: SandboxTelegramUserOptions = {}): Router => sandboxTelegramUser(options).router;
