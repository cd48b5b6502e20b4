import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { dropDatabase, ensureDatabase, migrateLatest } from '../../db/migrate.ts';
import { OPERATOR_PAGES } from '../../contracts/public-config.ts';
import { freePort } from './free-port.ts';
import { temporalCliPath } from './temporal-cli.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testEnv: Record<string, string>;
  }
}

/**
 * One test run = a database, a queue prefix and a Temporal dev server of its own, so a run
 * never touches development data and two runs never see each other's.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platform');
  base.pathname = `/platform_test_${runId}`;
  const databaseUrl = base.toString();
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const queuePrefix = `test-${runId}`;

  await ensureDatabase(databaseUrl);
  await migrateLatest(databaseUrl);
  const filesDir = await mkdtemp(join(tmpdir(), `homework-files-${runId}-`));

  // With its UI under the operator path, as the web process proxies it (the operator browser test opens a workflow there).
  const uiPort = await freePort();
  const temporal = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'existing-path', path: temporalCliPath() },
      ui: true,
      uiPort,
      extraArgs: ['--log-level', 'error', '--ui-public-path', OPERATOR_PAGES.temporalUi],
    },
  });

  project.provide('testEnv', {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    TEMPORAL_ADDRESS: temporal.address,
    TEMPORAL_NAMESPACE: temporal.namespace ?? 'default',
    TEMPORAL_TASK_QUEUE: `test-${runId}`,
    TEMPORAL_UI_URL: `http://127.0.0.1:${uiPort}`,
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
    HOMEWORK_FILES_DIR: filesDir,
  });

  return async () => {
    await temporal.teardown();
    await dropDatabase(databaseUrl);
    await rm(filesDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  };
}
