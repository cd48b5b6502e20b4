import { NativeConnection } from '@temporalio/worker';
import { connectDatabase } from '../db/index.ts';
import { loadConfigOrExit } from '../core/config.ts';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { logger } from '../core/logger.ts';
import { startMetricsServer } from '../core/metrics/metrics-server.ts';
import { exitOnUncaughtErrors } from '../core/process-failures.ts';
import { createActivityDeps } from './create-activity-deps.ts';
import { createTemporalWorker } from './create-worker.ts';

process.env.PROCESS_ROLE ??= 'temporal-worker';
const cfg = loadConfigOrExit();
const log = logger();
exitOnUncaughtErrors(log, 'temporal-worker');

// Each logs its own connection errors (an unlistened 'error' would end the process).
const knex = connectDatabase(cfg.DATABASE_URL, undefined, log);
const redis = createWorkerRedis(cfg.REDIS_URL, log);
const deps = createActivityDeps(cfg, redis, knex);
const metrics = await startMetricsServer(cfg, 'temporal-worker', log);

/** The server may start after us (dev, compose): keep trying, with a growing pause. */
async function connect(): Promise<NativeConnection> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await NativeConnection.connect({ address: cfg.TEMPORAL_ADDRESS });
    } catch (err) {
      const delay = Math.min(500 * 2 ** (attempt - 1), 10_000);
      log.warn({ err: err instanceof Error ? err.message : String(err), attempt, retryInMs: delay }, 'temporal not reachable yet');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

const connection = await connect();
const worker = await createTemporalWorker({
  connection,
  namespace: cfg.TEMPORAL_NAMESPACE,
  taskQueue: cfg.TEMPORAL_TASK_QUEUE,
  deps,
  usePrebuiltBundle: cfg.NODE_ENV === 'production',
  metrics: cfg.METRICS_ENABLED,
});
log.info({ taskQueue: cfg.TEMPORAL_TASK_QUEUE }, 'temporal worker started');

// The SDK's runtime turns SIGINT/SIGTERM into worker.shutdown(): polling stops, running
// activities get shutdownGraceTime to finish, then run() resolves and we close the rest.
// While the server is away the SDK retries its polls by itself (measured: a poll refused for
// minutes is retried, the worker stays RUNNING and polls again once the server is back). If it
// gives up, run() rejects: a worker that no longer polls must not stay alive doing nothing, so
// the process exits non-zero and its supervisor starts a fresh one (which reconnects, above).
try {
  await worker.run();
} catch (err) {
  log.fatal({ err }, 'temporal worker failed and stopped polling: exiting with code 1 for the supervisor to restart it');
  process.exit(1);
}
await deps.jobs.close();
redis.disconnect();
await knex.destroy();
await connection.close();
await metrics?.close();
log.info('temporal worker stopped');
// The SDK's native runtime would keep the event loop alive a little longer; we are done.
process.exit(0);
