import { randomBytes } from 'node:crypto';
import { BENCH_BOT } from './telegram-webhook.ts';

export interface WebRun {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  temporal: { address: string; namespace: string; taskQueue: string };
  tbank: { url: string; terminalKey: string; password: string };
}

/**
 * The web process's whole environment, as production runs it: NODE_ENV=production, sandbox
 * off (so Google's client id and secret must be there; dummies, sign-in is not exercised),
 * info logs, fresh secrets, a database, queue prefix, Temporal dev server and task queue of
 * the run's own, and T-Bank as the bank (production refuses the test bank), here the bench's
 * fake one (bench/fake-tbank.ts).
 */
export function webEnv(run: WebRun): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SANDBOX: '0',
    LOG_LEVEL: 'info',
    PORT: String(run.port),
    // Several bench web processes run at once: each its own metrics port.
    METRICS_PORT: '0',
    // Production requires an https PUBLIC_URL (it only names where people open the console;
    // the bench talks to the port over plain HTTP, as a TLS-terminating proxy would).
    PUBLIC_URL: `https://127.0.0.1:${run.port}`,
    DATABASE_URL: run.databaseUrl,
    REDIS_URL: run.redisUrl,
    QUEUE_PREFIX: run.queuePrefix,
    TEMPORAL_ADDRESS: run.temporal.address,
    TEMPORAL_NAMESPACE: run.temporal.namespace,
    TEMPORAL_TASK_QUEUE: run.temporal.taskQueue,
    PAYMENT_PROVIDER: 'tbank',
    TBANK_API_URL: run.tbank.url,
    // Production with receipts on needs the merchant's tax settings named (core/clients/bank/receipt-env.ts).
    TBANK_RECEIPT_TAXATION: 'usn_income',
    TBANK_RECEIPT_VAT: 'none',
    TBANK_RECEIPT_FFD_VERSION: '1.2',
    TBANK_RECEIPT_ITEM_NAME: 'Professional Plan — ежемесячная подписка',
    TBANK_TERMINAL_KEY: run.tbank.terminalKey,
    TBANK_PASSWORD: run.tbank.password,
    JWT_SECRET: run.jwtSecret,
    SESSION_SECRET: randomBytes(48).toString('base64'),
    ACCESS_TOKEN_TTL_SECONDS: String(run.tokenTtlSeconds),
    ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    ENCRYPTION_KEY_ID: 'bench',
    GOOGLE_CLIENT_ID: 'bench-client-id',
    GOOGLE_CLIENT_SECRET: 'bench-client-secret',
    // The calendar bot, so its webhook is measured (nothing calls Telegram: no worker runs).
    ...BENCH_BOT,
  };
}
