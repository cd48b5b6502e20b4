import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { createGramjsClient } from './gramjs-client.ts';
import { createSandboxTelegramUserClient, SANDBOX_TELEGRAM_USER_PATH } from './sandbox-client.ts';
import type { TelegramUserClient } from './user-client.ts';

/**
 * The users' own Telegram accounts: gramjs in production; the fake of sandbox/telegram-user/
 * when DIGEST_TELEGRAM_FAKE_URL names one (tests), or the web process's own in sandbox mode.
 */
export function telegramUserFromConfig(cfg: Pick<Config, 'SANDBOX' | 'PORT' | 'DIGEST_TELEGRAM_FAKE_URL' | 'DIGEST_FLOOD_SLEEP_SECONDS'>, log: Logger): TelegramUserClient {
  if (cfg.DIGEST_TELEGRAM_FAKE_URL) return createSandboxTelegramUserClient(cfg.DIGEST_TELEGRAM_FAKE_URL);
  if (cfg.SANDBOX) return createSandboxTelegramUserClient(`http://127.0.0.1:${cfg.PORT}${SANDBOX_TELEGRAM_USER_PATH}`);
  return createGramjsClient({ floodSleepThresholdSeconds: cfg.DIGEST_FLOOD_SLEEP_SECONDS, log: log.child({ client: 'gramjs' }) });
}
