import { randomBytes } from 'node:crypto';

/**
 * The web process's whole environment, as production runs it: NODE_ENV=production, sandbox
 * off (so Google's client id and secret must be there; dummies, sign-in is not exercised),
 * info logs, fresh secrets, and a database and queue prefix of the run's own.
 */
export function webEnv(run: { port: number; databaseUrl: string; redisUrl: string; queuePrefix: string; jwtSecret: string; tokenTtlSeconds: number }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SANDBOX: '0',
    LOG_LEVEL: 'info',
    PORT: String(run.port),
    PUBLIC_URL: `http://127.0.0.1:${run.port}`,
    DATABASE_URL: run.databaseUrl,
    REDIS_URL: run.redisUrl,
    QUEUE_PREFIX: run.queuePrefix,
    // /api/auth/me never talks to Temporal; nothing listens on port 1.
    TEMPORAL_ADDRESS: '127.0.0.1:1',
    JWT_SECRET: run.jwtSecret,
    SESSION_SECRET: randomBytes(48).toString('base64'),
    ACCESS_TOKEN_TTL_SECONDS: String(run.tokenTtlSeconds),
    ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    ENCRYPTION_KEY_ID: 'bench',
    GOOGLE_CLIENT_ID: 'bench-client-id',
    GOOGLE_CLIENT_SECRET: 'bench-client-secret',
  };
}
