import { randomBytes } from 'node:crypto';
import { ConfigError, parseConfig } from '../config.ts';

/**
 * The one minimal environment parseConfig accepts, for tests of configuration: the stores and
 * fresh secrets. Each call draws new secrets, so no test leans on another's.
 */
export function minimalEnv(): Record<string, string> {
  return {
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/platform',
    REDIS_URL: 'redis://127.0.0.1:6379',
    JWT_SECRET: randomBytes(48).toString('base64'),
    SESSION_SECRET: randomBytes(48).toString('base64'),
    ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    ENCRYPTION_KEY_ID: 'k1',
  };
}

/** Google's and T-Bank's credentials, which a process without SANDBOX=1 needs. */
export const REAL_UPSTREAMS = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', TBANK_TERMINAL_KEY: 'T', TBANK_PASSWORD: 'p' } as const;

/** A production environment that starts: https URLs of its own for the console and the Temporal UI, receipts off. */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://tools.example.com',
    TEMPORAL_UI_PUBLIC_URL: 'https://temporal.example.com',
    ...minimalEnv(),
    ...REAL_UPSTREAMS,
    TBANK_RECEIPTS: 'off',
  };
}

/** What parseConfig refuses in `env`, as its message ('' when it accepts it). */
export function configProblems(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
    return '';
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
}
