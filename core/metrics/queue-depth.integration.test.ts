import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { register } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { reportQueueDepth } from './queue-depth.ts';

const prefix = `${process.env.QUEUE_PREFIX!}-depth-${randomUUID().slice(0, 8)}`;
const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
const queue = new Queue('depth-test', { connection: redis, prefix });

afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
});

describe('queue depth gauges', () => {
  it('read each queue’s waiting, active, delayed and failed jobs when scraped', async () => {
    await queue.add('a', {});
    await queue.add('b', {});
    await queue.add('c', {}, { delay: 60_000 });
    const stop = reportQueueDepth(() => [queue]);
    try {
      const text = await register.getSingleMetricAsString('bullmq_queue_jobs');
      expect(text).toContain('bullmq_queue_jobs{queue="depth-test",state="waiting"} 2');
      expect(text).toContain('bullmq_queue_jobs{queue="depth-test",state="delayed"} 1');
      expect(text).toContain('bullmq_queue_jobs{queue="depth-test",state="failed"} 0');
      expect(await register.getSingleMetricAsString('bullmq_queue_depth_up')).toMatch(/^bullmq_queue_depth_up 1$/m);
    } finally {
      stop();
    }
  });

  it('answer within the timeout when Redis does not, saying so', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: null, lazyConnect: true, retryStrategy: () => 1000 });
    dead.on('error', () => undefined);
    const unreachable = new Queue('depth-dead', { connection: dead, prefix });
    unreachable.on('error', () => undefined);
    const stop = reportQueueDepth(() => [unreachable]);
    try {
      const started = Date.now();
      const text = await register.getSingleMetricAsString('bullmq_queue_jobs');
      expect(Date.now() - started).toBeLessThan(4000);
      expect(text).not.toContain('depth-dead');
      expect(await register.getSingleMetricAsString('bullmq_queue_depth_up')).toMatch(/bullmq_queue_depth_up 0$/m);
    } finally {
      stop();
      dead.disconnect();
    }
  });
});
