import { NativeConnection } from '@temporalio/worker';
import { connectDatabase } from '../db/index.ts';
import { loadConfigOrExit } from '../core/config.ts';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { logger } from '../core/logger.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import { createTemporalWorker } from './create-worker.ts';

process.env.PROCESS_ROLE ??= 'temporal-worker';
const cfg = loadConfigOrExit();
const log = logger();

const knex = connectDatabase(cfg.DATABASE_URL);
const redis = createWorkerRedis(cfg.REDIS_URL);
redis.on('error', (err) => log.warn({ err: err.message }, 'redis connection error'));
const jobs = createJobProducer(redis, cfg.QUEUE_PREFIX);

const connection = await NativeConnection.connect({ address: cfg.TEMPORAL_ADDRESS });
const worker = await createTemporalWorker({
  connection,
  namespace: cfg.TEMPORAL_NAMESPACE,
  taskQueue: cfg.TEMPORAL_TASK_QUEUE,
  deps: { jobs },
  usePrebuiltBundle: cfg.NODE_ENV === 'production',
});
log.info({ taskQueue: cfg.TEMPORAL_TASK_QUEUE }, 'temporal worker started');

// The SDK's runtime turns SIGINT/SIGTERM into worker.shutdown(): polling stops, running
// activities get shutdownGraceTime to finish, then run() resolves and we close the rest.
await worker.run();
await jobs.close();
redis.disconnect();
await knex.destroy();
await connection.close();
log.info('temporal worker stopped');
