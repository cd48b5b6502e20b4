import { afterAll, beforeAll } from 'vitest';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';

/**
 * A test file's web app and Temporal worker for the subscription lifecycle: the test bank,
 * no status cache, hour-long periods (no renewal starts by itself) and a payment poll every
 * second. Read `app` inside tests (it exists once beforeAll has run).
 */
export function useSubscriptionApp(): { readonly app: TestApp; readonly worker: RunningTemporalWorker } {
  let app: TestApp | undefined;
  let worker: RunningTemporalWorker | undefined;
  beforeAll(async () => {
    worker = await runTemporalWorker();
    app = await startTestApp({ TEMPORAL_TASK_QUEUE: worker.taskQueue, SUBSCRIPTION_CACHE_SECONDS: '0', BILLING_PERIOD_SECONDS: '3600', PAYMENT_POLL_SECONDS: '1' });
  });
  afterAll(async () => {
    // The worker first: its activities use the app's pool, which closing the app destroys.
    await worker?.stop();
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('the subscription app starts in beforeAll');
      return app;
    },
    get worker() {
      if (!worker) throw new Error('the subscription app starts in beforeAll');
      return worker;
    },
  };
}
