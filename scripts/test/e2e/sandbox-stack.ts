import type { Worker } from 'bullmq';
import { pino } from 'pino';
import type { Browser } from 'playwright-core';
import { redisCancellation } from '../../../core/domain/analytics/question/cancellation.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { createTemporal, type TemporalHandle } from '../../../core/clients/temporal.ts';
import { startWorkers } from '../../../workers/start-workers.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { createOpenAI, SANDBOX_OPENAI_PATH } from '../../../core/clients/openai.ts';
import { launchBrowser } from '../browser.ts';
import { testWorkerDeps } from '../worker-deps.ts';

export interface SandboxStack {
  app: TestApp;
  browser: Browser;
  /** The temporal-worker on the app's task queue, with `temporalWorker`. */
  temporalWorker: RunningTemporalWorker | null;
  /** Stops all of it and empties the file's queues. */
  close(): Promise<void>;
}

/**
 * A browser test's sandbox: the web app (serving the fakes and the console), a worker in this
 * process on a queue prefix of the file's own (`<QUEUE_PREFIX>-<name>`) running the app's own
 * Telegram runtime, and a browser. With `appCalendar` the worker also takes the app's calendar
 * deps (its clients reach the Google Calendar fake the app serves). Homework grading in the
 * worker reaches the OpenAI fake the app serves; with `temporalWorker` a temporal-worker runs on
 * the app's task queue too (Regrade All, the analytics monitoring). What started is stopped again if a later part fails to.
 */
export async function startSandboxStack(name: string, options: { appCalendar?: boolean; temporalWorker?: boolean } = {}): Promise<SandboxStack> {
  const prefix = `${process.env.QUEUE_PREFIX!}-${name}`;
  const redis = createWorkerRedis(process.env.REDIS_URL!);
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let workers: Worker[] = [];
  let temporal: TemporalHandle | undefined;
  let temporalWorker: RunningTemporalWorker | null = null;
  const close = async () => {
    await browser?.close();
    await temporalWorker?.stop();
    await Promise.all(workers.map((w) => w.close()));
    for (const q of app?.deps.jobs.queues() ?? []) await q.obliterate({ force: true });
    await temporal?.close();
    await app?.close();
    redis.disconnect();
  };
  try {
    // A task queue of the file's own: another file's temporal-worker (other deps) never takes its workflows.
    app = await startTestApp({ SANDBOX: '1', QUEUE_PREFIX: prefix, TEMPORAL_TASK_QUEUE: `${prefix}-workflows` }, { browser: true });
    temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: `unused-${name}` });
    // The worker's config does not know the app's port: its OpenAI is the fake the app serves.
    const openai = createOpenAI({ apiKey: 'sandbox', baseURL: `${app.baseUrl}${SANDBOX_OPENAI_PATH}` });
    const homework = { openai, storage: app.deps.homework.storage, publicUrl: app.baseUrl };
    // Questions read the RevenueCat and Amplitude fakes the app serves and ask its OpenAI fake; the app marks cancels under the stack's prefix.
    const analyticsQuestions = { readers: app.deps.analytics.readers.bind(app.deps.analytics), model: { openai, model: app.deps.config.OPENAI_MODEL, limiter: null }, cancellation: redisCancellation(redis, prefix) };
    const deps = testWorkerDeps({ temporal, telegram: app.deps.telegram, jobs: app.deps.jobs, redis, calendar: options.appCalendar ? app.deps.calendar : undefined, homework, analyticsQuestions });
    workers = startWorkers({ connection: redis, prefix, deps, log: pino({ level: 'silent' }) });
    if (options.temporalWorker) {
      temporalWorker = await runTemporalWorker({
        taskQueue: app.deps.temporal.taskQueue,
        override: {
          homeworkGrading: { ...deps.homework, outbox: app.deps.telegram.outbox, limiter: null },
          // The monitoring reads the RevenueCat and Amplitude fakes the app serves, and words with its OpenAI fake.
          analyticsMonitor: { ...app.deps.analytics, model: { openai, model: app.deps.config.OPENAI_DIGEST_MODEL, limiter: null }, outbox: app.deps.telegram.outbox, publicUrl: app.baseUrl },
        },
      });
    }
    browser = await launchBrowser();
    return { app, browser, temporalWorker, close };
  } catch (error) {
    await close();
    throw error;
  }
}
