import { z } from 'zod';
import { TELEGRAM_BOTS, type TelegramBot } from '../../../contracts/telegram.ts';

/** TELEGRAM_CALENDAR_BOT_TOKEN and so on: the env names of one bot's settings. */
export const botEnvNames = (bot: TelegramBot) => {
  const stem = `TELEGRAM_${bot.toUpperCase() as Uppercase<TelegramBot>}_BOT` as const;
  return { token: `${stem}_TOKEN`, username: `${stem}_USERNAME`, secret: `${stem}_WEBHOOK_SECRET` } as const;
};

// Telegram's own rules: a token is "<bot id>:<35 characters>", a username 5-32 characters ending
// in "bot", a webhook secret 1-256 of A-Z a-z 0-9 _ - (we ask for 32 or more).
const token = z.string().regex(/^\d{3,20}:[A-Za-z0-9_-]{20,100}$/, 'a bot token from @BotFather looks like 123456789:AA...');
const username = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/i, 'a bot username without the @');
const webhookSecret = z.string().regex(/^[A-Za-z0-9_-]{32,256}$/, '32-256 characters of A-Z a-z 0-9 _ - (generate one with: openssl rand -hex 32)');

type BotVar = `TELEGRAM_${Uppercase<TelegramBot>}_BOT_${'TOKEN' | 'USERNAME' | 'WEBHOOK_SECRET'}`;

/** Every bot's three variables, all optional: a bot without a token is off on this deployment. */
const botVars = Object.fromEntries(
  TELEGRAM_BOTS.flatMap((bot) => {
    const names = botEnvNames(bot);
    return [
      [names.token, token.optional()],
      [names.username, username.optional()],
      [names.secret, webhookSecret.optional()],
    ];
  }),
) as Record<BotVar, z.ZodOptional<z.ZodString>>;

/** The Telegram fragment of core/config.ts. */
export const telegramEnvShape = {
  /** The Bot API's root (telegraf's apiRoot); the sandbox points it at its fake. */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /**
   * webhook: Telegram posts to /api/telegram/<bot>/webhook (production, sandbox). polling: one
   * process per bot asks getUpdates (development against real Telegram without a public URL).
   */
  TELEGRAM_DELIVERY: z.enum(['webhook', 'polling']).default('webhook'),
  ...botVars,
};

export type TelegramEnv = Partial<Record<BotVar, string>>;

/** A bot configured with a token needs its username and secret too (outside the sandbox, which makes them up). */
export function checkTelegramEnv(env: TelegramEnv, sandbox: boolean, addIssue: (path: string, message: string) => void): void {
  if (sandbox) return;
  for (const bot of TELEGRAM_BOTS) {
    const names = botEnvNames(bot);
    if (!env[names.token]) continue;
    for (const key of [names.username, names.secret]) if (!env[key]) addIssue(key, `${key} is required when ${names.token} is set`);
  }
}
