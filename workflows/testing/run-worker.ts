import { randomUUID } from 'node:crypto';
import { NativeConnection } from '@temporalio/worker';
import { Model } from 'objection';
import { createWorkerRedis } from '../../core/clients/redis.ts';
import { config } from '../../core/config.ts';
import type { JobProducer } from '../../core/queues/producer.ts';
import { connectDatabase } from '../../db/index.ts';
import type { ActivityDeps } from '../activities.ts';
import { createActivityDeps } from '../create-activity-deps.ts';
import { createTemporalWorker } from '../create-worker.ts';

export interface RunningTemporalWorker {
  taskQueue: string;
  jobs: JobProducer;
  deps: ActivityDeps;
  stop(): Promise<void>;
}

/**
 * The real temporal-worker (bundled workflows, real activities) on a task queue of its own,
 * or on `taskQueue` when a test's API starts workflows there. `override` replaces
 * dependencies (a provider with a nock-intercepted base URL).
 */
export async function runTemporalWorker(options: { taskQueue?: string; override?: Partial<ActivityDeps> } = {}): Promise<RunningTemporalWorker> {
  const cfg = config();
  const taskQueue = options.taskQueue ?? `test-${randomUUID()}`;
  const redis = createWorkerRedis(cfg.REDIS_URL);
  // Share the test's pool when it has one: Objection models bind to a single knex per process.
  const bound = Model.knex() as ReturnType<typeof connectDatabase> | undefined;
  const knex = bound ?? connectDatabase(cfg.DATABASE_URL);
  const deps = { ...createActivityDeps(cfg, redis, knex), ...options.override };
  const connection = await NativeConnection.connect({ address: cfg.TEMPORAL_ADDRESS });
  const worker = await createTemporalWorker({ connection, namespace: cfg.TEMPORAL_NAMESPACE, taskQueue, deps });
  const running = worker.run();
  return {
    taskQueue,
    jobs: deps.jobs,
    deps,
    async stop() {
      worker.shutdown();
      await running;
      await connection.close();
      await deps.jobs.close();
      redis.disconnect();
      if (!bound) await knex.destroy();
    },
  };
}
