import { NativeConnection } from '@temporalio/worker';
import { connectDatabase } from '../db/index.ts';
import { loadConfigOrExit } from '../core/config.ts';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { logger } from '../core/logger.ts';
import { startMetricsServer } from '../core/metrics/metrics-server.ts';
import { createActivityDeps } from './create-activity-deps.ts';
import { createTemporalWorker } from './create-worker.ts';

process.env.PROCESS_ROLE ??= 'temporal-worker';
const cfg = loadConfigOrExit();
const log = logger();

const knex = connectDatabase(cfg.DATABASE_URL);
const redis = createWorkerRedis(cfg.REDIS_URL);
redis.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
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
await worker.run();
await deps.jobs.close();
redis.disconnect();
await knex.destroy();
await connection.close();
await metrics?.close();
log.info('temporal worker stopped');
// The SDK's native runtime would keep the event loop alive a little longer; we are done.
process.exit(0);
