import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** A scrape must answer while Redis is down: the depths are then left out, not waited for. */
const COUNT_TIMEOUT_MS = 2000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

const sources = new Set<() => readonly Queue[]>();

type Depths = { queue: string; counts: Record<string, number> }[];
let reading: Promise<{ depths: Depths; complete: boolean }> | null = null;

/**
 * One read of every queue per scrape: prom-client collects the two gauges at once, so both
 * wait on the same read (the second gauge would otherwise report before the first had read).
 */
function readDepths(): Promise<{ depths: Depths; complete: boolean }> {
  reading ??= (async () => {
    const queues = [...sources].flatMap((source) => source());
    const read = await Promise.allSettled(queues.map(async (queue) => ({ queue: queue.name, counts: await within(queue.getJobCounts(...STATES), COUNT_TIMEOUT_MS) })));
    const depths = read.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    return { depths, complete: depths.length === read.length };
  })().finally(() => {
    reading = null;
  });
  return reading;
}

/**
 * Jobs per queue and state, read from Redis when Prometheus scrapes (each worker process
 * reports the same queues: aggregate with max, not sum). A queue Redis does not answer for is
 * absent from that scrape, and bullmq_queue_depth_up says so.
 */
new Gauge({
  name: 'bullmq_queue_jobs',
  help: 'Jobs in each queue by state (waiting, active, delayed, failed), read at scrape time',
  labelNames: ['queue', 'state'] as const,
  async collect() {
    this.reset();
    if (sources.size === 0) return;
    for (const { queue, counts } of (await readDepths()).depths) {
      for (const state of STATES) this.set({ queue, state }, counts[state] ?? 0);
    }
  },
});

new Gauge({
  name: 'bullmq_queue_depth_up',
  help: "1 when the scrape read every queue's counts from Redis, 0 when one did not answer in time",
  async collect() {
    this.reset();
    if (sources.size > 0) this.set((await readDepths()).complete ? 1 : 0);
  },
});

/** Reports these queues' depths on every scrape of this process; the answer stops it. */
export function reportQueueDepth(queues: () => readonly Queue[]): () => void {
  sources.add(queues);
  return () => sources.delete(queues);
}
