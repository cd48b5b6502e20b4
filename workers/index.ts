import { loadConfigOrExit } from '../core/config.ts';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { createTemporal } from '../core/clients/temporal.ts';
import { logger } from '../core/logger.ts';
import { connectDatabase } from '../db/index.ts';
import { startWorkers } from './start-workers.ts';

process.env.PROCESS_ROLE ??= 'worker';
const cfg = loadConfigOrExit();
const log = logger();

const knex = connectDatabase(cfg.DATABASE_URL);
const connection = createWorkerRedis(cfg.REDIS_URL);
connection.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
const temporal = createTemporal({ address: cfg.TEMPORAL_ADDRESS, namespace: cfg.TEMPORAL_NAMESPACE, taskQueue: cfg.TEMPORAL_TASK_QUEUE });
const workers = startWorkers({ connection, prefix: cfg.QUEUE_PREFIX, deps: { temporal }, log });
log.info({ queues: workers.map((w) => w.name) }, 'workers started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping workers: waiting for running jobs');
  // close() stops taking jobs and waits for the active ones; an unfinished job's lock
  // expires and another worker picks it up (BullMQ's stalled-job check).
  await Promise.all(workers.map((w) => w.close()));
  await temporal.close();
  connection.disconnect();
  await knex.destroy();
  log.info('workers stopped');
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
