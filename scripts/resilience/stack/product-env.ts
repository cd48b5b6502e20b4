import { randomBytes } from 'node:crypto';
import { TELEGRAM_BOTS } from '../../../contracts/telegram.ts';
import { SANDBOX_AMPLITUDE_PATH, SANDBOX_REVENUECAT_PATH } from '../../../core/clients/analytics-endpoints.ts';
import { SANDBOX_GOOGLE_CALENDAR_PATH } from '../../../core/clients/google-calendar/endpoints.ts';
import { SANDBOX_GOOGLE_PATH } from '../../../core/clients/google-sign-in.ts';
import { SANDBOX_OPENAI_PATH } from '../../../core/clients/openai.ts';
import { SANDBOX_TELEGRAM_PATH } from '../../../core/clients/telegram/bots.ts';
import { botEnvNames } from '../../../core/clients/telegram/env.ts';
import { SANDBOX_TELEGRAM_USER_PATH } from '../../../core/clients/telegram-user/sandbox-client.ts';
import { SANDBOX_YOUTUBE_PATH } from '../../../core/clients/youtube-endpoints.ts';

export interface ProductTargets {
  webPort: number;
  fakesOrigin: string;
  databaseUrl: string;
  redisUrl: string;
  temporalAddress: string;
  filesDir: string;
}

/**
 * The env of the product's three processes, as production runs them: NODE_ENV=production, no
 * sandbox, T-Bank as the bank, the real clients of every upstream with their URLs pointed at the
 * fakes process, fresh secrets, all four bots on webhooks. One env for all three processes, as
 * one .env / compose file gives them.
 */
export function productEnv(t: ProductTargets): Record<string, string> {
  const bots = Object.fromEntries(
    TELEGRAM_BOTS.flatMap((bot, i) => {
      const names = botEnvNames(bot);
      return [
        [names.token, `${7_300_000_001 + i}:RESILIENCE-${bot}-${randomBytes(12).toString('hex')}`],
        [names.username, `resilience_${bot}_bot`],
        [names.secret, randomBytes(24).toString('hex')],
      ];
    }),
  );
  return {
    NODE_ENV: 'production',
    SANDBOX: '0',
    LOG_LEVEL: 'info',
    PORT: String(t.webPort),
    PUBLIC_URL: `https://127.0.0.1:${t.webPort}`,
    // Three processes on one host: each its own metrics port (compose gives each a network of its own).
    METRICS_PORT: '0',
    DATABASE_URL: t.databaseUrl,
    REDIS_URL: t.redisUrl,
    QUEUE_PREFIX: 'bull',
    TEMPORAL_ADDRESS: t.temporalAddress,
    TEMPORAL_NAMESPACE: 'default',
    TEMPORAL_TASK_QUEUE: 'platform',
    JWT_SECRET: randomBytes(48).toString('base64'),
    SESSION_SECRET: randomBytes(48).toString('base64'),
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    ENCRYPTION_KEYS: `res:${randomBytes(32).toString('base64')}`,
    ENCRYPTION_KEY_ID: 'res',
    GOOGLE_CLIENT_ID: 'resilience-client-id.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'resilience-client-secret',
    GOOGLE_OAUTH_BASE_URL: `${t.fakesOrigin}${SANDBOX_GOOGLE_PATH}`,
    GOOGLE_TOKEN_URL: `${t.fakesOrigin}${SANDBOX_GOOGLE_PATH}/token`,
    GOOGLE_USERINFO_URL: `${t.fakesOrigin}${SANDBOX_GOOGLE_PATH}/oauth2/v3/userinfo`,
    OPENAI_API_KEY: 'resilience',
    OPENAI_BASE_URL: `${t.fakesOrigin}${SANDBOX_OPENAI_PATH}`,
    YOUTUBE_API_URL: `${t.fakesOrigin}${SANDBOX_YOUTUBE_PATH}/`,
    GOOGLE_CALENDAR_API_URL: `${t.fakesOrigin}${SANDBOX_GOOGLE_CALENDAR_PATH}/`,
    REVENUECAT_API_URL: `${t.fakesOrigin}${SANDBOX_REVENUECAT_PATH}`,
    AMPLITUDE_API_URL: `${t.fakesOrigin}${SANDBOX_AMPLITUDE_PATH}`,
    DIGEST_TELEGRAM_FAKE_URL: `${t.fakesOrigin}${SANDBOX_TELEGRAM_USER_PATH}`,
    TELEGRAM_API_URL: `${t.fakesOrigin}${SANDBOX_TELEGRAM_PATH}`,
    TELEGRAM_DELIVERY: 'webhook',
    ...bots,
    PAYMENT_PROVIDER: 'tbank',
    TBANK_API_URL: `${t.fakesOrigin}/tbank/v2`,
    TBANK_TERMINAL_KEY: `ResilienceTerminal${randomBytes(3).toString('hex')}`,
    TBANK_PASSWORD: randomBytes(12).toString('hex'),
    // Production with receipts on needs the merchant's tax settings named (core/clients/bank/receipt-env.ts).
    TBANK_RECEIPT_TAXATION: 'usn_income',
    TBANK_RECEIPT_VAT: 'none',
    TBANK_RECEIPT_FFD_VERSION: '1.2',
    TBANK_RECEIPT_ITEM_NAME: 'Professional Plan — ежемесячная подписка',
    HOMEWORK_FILES_DIR: t.filesDir,
  };
}
