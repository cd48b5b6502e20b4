import type { Logger } from 'pino';
import { telegramUserFromConfig } from '../../clients/telegram-user/from-config.ts';
import type { TelegramUserClient } from '../../clients/telegram-user/user-client.ts';
import type { SecretBox } from '../../crypto.ts';

/** What the digest tool's account and sources need, in the web process and the temporal-worker. */
export interface DigestAccountDeps {
  secrets: SecretBox;
  /** The user's own Telegram account: gramjs, or the sandbox's fake. */
  telegramUser: TelegramUserClient;
  log: Logger;
  now: () => Date;
}

export function digestAccountDepsFromConfig(cfg: Parameters<typeof telegramUserFromConfig>[0], parts: { secrets: SecretBox; log: Logger }): DigestAccountDeps {
  return { secrets: parts.secrets, telegramUser: telegramUserFromConfig(cfg, parts.log), log: parts.log, now: () => new Date() };
}
