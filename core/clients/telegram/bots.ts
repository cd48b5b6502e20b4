import { createHmac } from 'node:crypto';
import { TELEGRAM_BOTS, type TelegramBot } from '../../../contracts/telegram.ts';
import type { Config } from '../../config.ts';
import { botEnvNames } from './env.ts';

/** One bot as this deployment runs it. */
export interface BotSettings {
  bot: TelegramBot;
  token: string;
  /** Without the @: the deep links are https://t.me/<username>?start=<code>. */
  username: string;
  /** Telegram sends it back in X-Telegram-Bot-Api-Secret-Token with every webhook call. */
  webhookSecret: string;
}

type TelegramConfig = Pick<Config, 'SANDBOX' | 'SESSION_SECRET'> & Partial<Record<`TELEGRAM_${string}`, string>>;

/**
 * The sandbox's made-up bots: fixed tokens and usernames the fake Bot API knows, and a secret
 * derived from the session secret (so it differs between machines and needs no new .env line).
 */
function sandboxBot(cfg: TelegramConfig, bot: TelegramBot, index: number): BotSettings {
  return {
    bot,
    token: `${7_000_000_001 + index}:SANDBOX-${bot}-token-0123456789abcdef`,
    username: `sandbox_${bot}_bot`,
    webhookSecret: createHmac('sha256', cfg.SESSION_SECRET).update(`telegram-webhook:${bot}`).digest('hex'),
  };
}

/** Every bot that runs here (its token is set, or the sandbox made it up), by name. */
export function telegramBots(cfg: TelegramConfig): Partial<Record<TelegramBot, BotSettings>> {
  const bots: Partial<Record<TelegramBot, BotSettings>> = {};
  TELEGRAM_BOTS.forEach((bot, index) => {
    const names = botEnvNames(bot);
    const token = cfg[names.token];
    if (token) {
      bots[bot] = { bot, token, username: cfg[names.username] ?? '', webhookSecret: cfg[names.secret] ?? '' };
    } else if (cfg.SANDBOX) {
      bots[bot] = sandboxBot(cfg, bot, index);
    }
  });
  return bots;
}

/** The path Telegram posts a bot's updates to, under the public URL. */
export const webhookPath = (bot: TelegramBot) => `/api/telegram/${bot}/webhook`;

/** Where the sandbox's fake Bot API lives in the web process (TELEGRAM_API_URL in sandbox). */
export const SANDBOX_TELEGRAM_PATH = '/sandbox/telegram';

const TELEGRAM_API = 'https://api.telegram.org';

/**
 * The Bot API root telegraf calls (its apiRoot): Telegram's, or in sandbox, unless another
 * root is set, the fake this web process serves. It always ends in '/': telegraf resolves
 * `./bot<token>/<method>` against it as a URL, so a root with a path and no trailing slash
 * would lose its last segment.
 */
export function telegramApiRoot(cfg: Pick<Config, 'SANDBOX' | 'PORT' | 'TELEGRAM_API_URL'>): string {
  if (cfg.SANDBOX && cfg.TELEGRAM_API_URL === TELEGRAM_API) return `http://127.0.0.1:${cfg.PORT}${SANDBOX_TELEGRAM_PATH}/`;
  return `${cfg.TELEGRAM_API_URL.replace(/\/+$/, '')}/`;
}

/** What every process needs to reach the bots: each bot's settings and the Bot API root. */
export interface TelegramBots {
  bots: Partial<Record<TelegramBot, BotSettings>>;
  apiRoot: string;
}

export const telegramFromConfig = (cfg: Config): TelegramBots => ({ bots: telegramBots(cfg), apiRoot: telegramApiRoot(cfg) });
