import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * Tests and the benchmark: `count` real failed jobs in `queue` under `prefix` (added, taken by a
 * worker whose handler throws, failed after their one attempt), as production jobs end up.
 */
export async function makeFailedJobs(
  redisUrl: string,
  prefix: string,
  queueName: string,
  count: number,
  job: { name: string; data?: (i: number) => Record<string, unknown>; jobId?: (i: number) => string } = { name: 'demo' },
): Promise<{ addMs: number; failMs: number }> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection, prefix });
  const before = await queue.getFailedCount();
  const started = performance.now();
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k) => start + k);
    await queue.addBulk(
      batch.map((i) => ({
        name: job.name,
        data: job.data?.(i) ?? { i },
        opts: { attempts: 1, removeOnFail: false, ...(job.jobId ? { jobId: job.jobId(i) } : {}) },
      })),
    );
  }
  const added = performance.now();
  const worker = new Worker(
    queueName,
    () => Promise.reject(new Error('upstream refused (made by makeFailedJobs)')),
    { connection, prefix, concurrency: 200, metrics: { maxDataPoints: 60 } },
  );
  worker.on('error', () => undefined);
  try {
    const deadline = Date.now() + 120_000;
    while ((await queue.getFailedCount()) < before + count) {
      if (Date.now() > deadline) throw new Error(`only ${(await queue.getFailedCount()) - before} of ${count} jobs failed in time`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return { addMs: added - started, failMs: performance.now() - added };
  } finally {
    await worker.close();
    await queue.close();
    connection.disconnect();
  }
}

/** Tests: runs the jobs of `queueName` with a handler that succeeds until `until` answers true. */
export async function runJobsOnce(redisUrl: string, prefix: string, queueName: string, until: () => Promise<boolean>): Promise<void> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker(queueName, () => Promise.resolve('ok'), { connection, prefix, concurrency: 50 });
  worker.on('error', () => undefined);
  try {
    const deadline = Date.now() + 30_000;
    while (!(await until())) {
      if (Date.now() > deadline) throw new Error('the jobs did not finish in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await worker.close();
    connection.disconnect();
  }
}
