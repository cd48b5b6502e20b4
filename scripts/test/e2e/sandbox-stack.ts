import type { Worker } from 'bullmq';
import { pino } from 'pino';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { createTemporal, type TemporalHandle } from '../../../core/clients/temporal.ts';
import { startWorkers } from '../../../workers/start-workers.ts';
import { launchBrowser } from '../browser.ts';
import { testWorkerDeps } from '../worker-deps.ts';

export interface SandboxStack {
  app: TestApp;
  browser: Browser;
  /** Stops all of it and empties the file's queues. */
  close(): Promise<void>;
}

/**
 * A browser test's sandbox: the web app (serving the fakes and the console), a worker in this
 * process on a queue prefix of the file's own (`<QUEUE_PREFIX>-<name>`) running the app's own
 * Telegram runtime, and a browser. With `appCalendar` the worker also takes the app's calendar
 * deps (its clients reach the Google Calendar fake the app serves). What started is stopped
 * again if a later part fails to.
 */
export async function startSandboxStack(name: string, options: { appCalendar?: boolean } = {}): Promise<SandboxStack> {
  const prefix = `${process.env.QUEUE_PREFIX!}-${name}`;
  const redis = createWorkerRedis(process.env.REDIS_URL!);
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let workers: Worker[] = [];
  let temporal: TemporalHandle | undefined;
  const close = async () => {
    await browser?.close();
    await Promise.all(workers.map((w) => w.close()));
    for (const q of app?.deps.jobs.queues() ?? []) await q.obliterate({ force: true });
    await temporal?.close();
    await app?.close();
    redis.disconnect();
  };
  try {
    app = await startTestApp({ SANDBOX: '1', QUEUE_PREFIX: prefix }, { browser: true });
    temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: `unused-${name}` });
    const deps = testWorkerDeps({ temporal, telegram: app.deps.telegram, jobs: app.deps.jobs, redis, calendar: options.appCalendar ? app.deps.calendar : undefined });
    workers = startWorkers({ connection: redis, prefix, deps, log: pino({ level: 'silent' }) });
    browser = await launchBrowser();
    return { app, browser, close };
  } catch (error) {
    await close();
    throw error;
  }
}
