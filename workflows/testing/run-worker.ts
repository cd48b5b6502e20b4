import { randomUUID } from 'node:crypto';
import { NativeConnection } from '@temporalio/worker';
import { createWorkerRedis } from '../../core/clients/redis.ts';
import { createJobProducer, type JobProducer } from '../../core/queues/producer.ts';
import { createTemporalWorker } from '../create-worker.ts';

export interface RunningTemporalWorker {
  taskQueue: string;
  jobs: JobProducer;
  stop(): Promise<void>;
}

/** The real temporal-worker (bundled workflows, real activities) on a task queue of its own. */
export async function runTemporalWorker(): Promise<RunningTemporalWorker> {
  const env = process.env as Record<string, string>;
  const taskQueue = `test-${randomUUID()}`;
  const redis = createWorkerRedis(env.REDIS_URL!);
  const jobs = createJobProducer(redis, env.QUEUE_PREFIX!);
  const connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS! });
  const worker = await createTemporalWorker({ connection, namespace: env.TEMPORAL_NAMESPACE!, taskQueue, deps: { jobs } });
  const running = worker.run();
  return {
    taskQueue,
    jobs,
    async stop() {
      worker.shutdown();
      await running;
      await connection.close();
      await jobs.close();
      redis.disconnect();
    },
  };
}
