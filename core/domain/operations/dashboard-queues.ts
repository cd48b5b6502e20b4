import type { Queue } from 'bullmq';
import type { Dashboard } from '../../../contracts/operations.ts';
import { floorTo, lastUnits, MINUTE } from './dashboard-time.ts';
import { queueCounts } from './list-queues.ts';

/**
 * BullMQ's per-minute metrics (workers record them with `metrics` on). Its Lua keeps a running
 * `count`; the first job finished in a new minute pushes the finished minutes' deltas, so
 * data[i] is the minute i + 1 before meta.prevTS's, and the minute of prevTS itself is
 * count - prevCount, not pushed yet. Spread over the last hour's minutes; none recorded: zeros.
 */
async function perMinute(queue: Queue, minutes: string[]): Promise<Map<string, { completed: number; failed: number }>> {
  const points = new Map(minutes.map((m) => [m, { completed: 0, failed: 0 }]));
  for (const type of ['completed', 'failed'] as const) {
    const { meta, data } = await queue.getMetrics(type, 0, 59);
    if (!meta.prevTS) continue;
    const newest = floorTo(Number(meta.prevTS), MINUTE);
    const add = (minute: number, value: number) => {
      const point = points.get(new Date(minute).toISOString());
      if (point) point[type] += Number(value) || 0;
    };
    add(newest, Number(meta.count) - Number(meta.prevCount));
    data.forEach((value, i) => add(newest - (i + 1) * MINUTE, value));
  }
  return points;
}

export async function queueFigures(queues: readonly Queue[], now: Date): Promise<Dashboard['queues']> {
  const minutes = lastUnits(now, 60, MINUTE);
  return Promise.all(
    queues.map(async (queue) => {
      const [counts, points] = await Promise.all([queueCounts(queue), perMinute(queue, minutes)]);
      return { queue: queue.name, counts, perMinute: minutes.map((minute) => ({ minute, ...points.get(minute)! })) };
    }),
  );
}
