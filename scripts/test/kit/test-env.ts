import { randomBytes } from 'node:crypto';

/** Where a test run's engines and files are: real ones (global-setup.ts) or nowhere (unit-env.ts). */
export interface TestEngines {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  temporalAddress: string;
  temporalNamespace: string;
  taskQueue: string;
  temporalUiUrl: string;
  filesDir: string;
}

/** The environment every server test reads: the run's engines, fresh secrets, no sandbox, silent logs. */
export function testEnv(engines: TestEngines): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: engines.databaseUrl,
    REDIS_URL: engines.redisUrl,
    QUEUE_PREFIX: engines.queuePrefix,
    TEMPORAL_ADDRESS: engines.temporalAddress,
    TEMPORAL_NAMESPACE: engines.temporalNamespace,
    TEMPORAL_TASK_QUEUE: engines.taskQueue,
    TEMPORAL_UI_URL: engines.temporalUiUrl,
    JWT_SECRET: randomBytes(48).toString('base64'),
    SESSION_SECRET: randomBytes(48).toString('base64'),
    ENCRYPTION_KEYS: `t1:${randomBytes(32).toString('base64')}`,
    ENCRYPTION_KEY_ID: 't1',
    PUBLIC_URL: 'http://localhost:3000',
    SANDBOX: '0',
    PAYMENT_PROVIDER: 'test',
    GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
    ADMIN_EMAILS: 'first.admin@example.com',
    LOG_LEVEL: 'silent',
    HOMEWORK_FILES_DIR: engines.filesDir,
  };
}
