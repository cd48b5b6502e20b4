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
import { testEnv } from './kit/test-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testEnv: Record<string, string>;
  }
}

interface Engines {
  env: Record<string, string>;
  teardown(): Promise<void>;
}

// The projects that need engines (integration, e2e, browser) share one set within a vitest run:
// vitest calls this once per project, possibly from separate module instances.
const shared = globalThis as typeof globalThis & { __testEngines?: { engines: Promise<Engines>; users: number } };

/**
 * One test run = a database, a queue prefix and a Temporal dev server of its own, so a run
 * never touches development data and two runs never see each other's.
 */
export default async function setup(project: TestProject) {
  shared.__testEngines ??= { engines: startEngines(), users: 0 };
  const entry = shared.__testEngines;
  entry.users += 1;
  const engines = await entry.engines;
  project.provide('testEnv', engines.env);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.__testEngines = undefined;
    await engines.teardown();
  };
}

async function startEngines(): Promise<Engines> {
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

  const env = testEnv({
    databaseUrl,
    redisUrl,
    queuePrefix,
    temporalAddress: temporal.address,
    temporalNamespace: temporal.namespace ?? 'default',
    taskQueue: `test-${runId}`,
    temporalUiUrl: `http://127.0.0.1:${uiPort}`,
    filesDir,
  });

  const teardown = async () => {
    await temporal.teardown();
    await dropDatabase(databaseUrl);
    await rm(filesDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  };
  return { env, teardown };
}
