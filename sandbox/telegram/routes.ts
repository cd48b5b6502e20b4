import Router from '@koa/router';
import type { TelegramBot } from '../../contracts/telegram.ts';
import { SANDBOX_TELEGRAM_PATH, webhookPath, type BotSettings } from '../../core/clients/telegram/bots.ts';
import { botApiRoutes } from './bot-api.ts';
import { chatPageRoutes } from './chat-page.ts';
import { TELEGRAM_LIMITS, type SendLimits } from './limits.ts';
import { TelegramFakeStore } from './store.ts';

export interface SandboxTelegramOptions {
  bots: Partial<Record<TelegramBot, BotSettings>>;
  /**
   * The web app's origin: each bot's webhook is set there at start, with its secret, as the
   * register script does in production (the development poller's deleteWebhook clears it).
   */
  webhookBase?: string;
  limits?: Partial<SendLimits>;
  /** Where the routes are mounted (links to files are made with it). */
  prefix?: string;
}

/** The fake Bot API and the chat page's calls, one store between them. */
export function sandboxTelegram(options: SandboxTelegramOptions): { router: Router; store: TelegramFakeStore } {
  const prefix = options.prefix ?? SANDBOX_TELEGRAM_PATH;
  const store = new TelegramFakeStore(options.bots, { ...TELEGRAM_LIMITS, ...options.limits });
  if (options.webhookBase) {
    for (const state of store.byName.values()) state.webhook = { url: `${options.webhookBase}${webhookPath(state.settings.bot)}`, secret: state.settings.webhookSecret };
  }
  const router = new Router({ prefix });
  router.use(botApiRoutes(store, prefix).routes());
  router.use(chatPageRoutes(store, prefix).routes());
  return { router, store };
}

/** What the web process mounts in sandbox. */
export const sandboxTelegramRoutes = (options: SandboxTelegramOptions): Router => sandboxTelegram(options).router;
