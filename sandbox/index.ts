import type Router from '@koa/router';
import { SANDBOX_OPENAI_PATH } from '../core/clients/openai.ts';
import { telegramBots } from '../core/clients/telegram/bots.ts';
import type { Config } from '../core/config.ts';
import { sandboxAmplitudeRoutes } from './amplitude/routes.ts';
import { sandboxGoogleCalendarRoutes } from './google-calendar/routes.ts';
import { sandboxGoogleRoutes } from './google-oauth/routes.ts';
import { sandboxOpenAIRoutes } from './openai/routes.ts';
import { sandboxRevenueCatRoutes } from './revenuecat/routes.ts';
import { sandboxTelegramRoutes } from './telegram/routes.ts';
import { sandboxTelegramUserRoutes } from './telegram-user/routes.ts';
import { sandboxYoutubeRoutes } from './youtube/routes.ts';

/**
 * The one entry of the sandbox: the local fakes of every upstream that the web process mounts
 * with SANDBOX=1 (api/app.ts imports this module only then, so production never loads a fake).
 * A new upstream is one folder here and one line in this list.
 */
export function sandboxRoutes(cfg: Config): Router[] {
  return [
    sandboxGoogleRoutes(cfg),
    sandboxYoutubeRoutes(cfg),
    sandboxGoogleCalendarRoutes(cfg, { delayMs: cfg.SANDBOX_CALENDAR_DELAY_MS }),
    sandboxOpenAIRoutes(SANDBOX_OPENAI_PATH, { delayMs: cfg.SANDBOX_OPENAI_DELAY_MS, transcriptionDelayMs: cfg.SANDBOX_TRANSCRIPTION_DELAY_MS }),
    sandboxTelegramRoutes({ bots: telegramBots(cfg), webhookBase: `http://127.0.0.1:${cfg.PORT}` }),
    sandboxTelegramUserRoutes(),
    sandboxRevenueCatRoutes(),
    sandboxAmplitudeRoutes(),
  ];
}
