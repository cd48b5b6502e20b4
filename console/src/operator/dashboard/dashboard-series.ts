import type { Dashboard } from '../../../../contracts/operations.ts';
import type { Series } from '../shared/SeriesFigure';

export interface Timeline {
  /** The points' times (ISO), oldest first. */
  times: string[];
  series: Series[];
}

/** Every time any row names, oldest first, so series with gaps still line up on one axis. */
const timesOf = (rows: readonly { time: string }[]): string[] => [...new Set(rows.map((row) => row.time))].sort();

/** One series per key of `byKey` (a type, a bot), zero where an hour lacks it. */
function keyed(rows: readonly { time: string; values: Record<string, number> }[]): Timeline {
  const times = timesOf(rows);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.values)))].sort();
  const at = new Map(rows.map((row) => [row.time, row.values]));
  return { times, series: keys.map((key) => ({ id: key, label: key, data: times.map((time) => at.get(time)?.[key] ?? 0) })) };
}

/** Jobs completed, or failed, per minute: one series per queue. */
export function perMinute(queues: Dashboard['queues'], outcome: 'completed' | 'failed'): Timeline {
  return keyed(
    [...new Set(queues.flatMap((queue) => queue.perMinute.map((point) => point.minute)))].map((minute) => ({
      time: minute,
      values: Object.fromEntries(queues.map((queue) => [queue.queue, queue.perMinute.find((point) => point.minute === minute)?.[outcome] ?? 0])),
    })),
  );
}

export const workflowFailures = (rows: Dashboard['workflowFailuresHourly']): Timeline => keyed(rows.map((row) => ({ time: row.hour, values: row.byType })));

export const telegramUpdates = (rows: Dashboard['telegramHourly']): Timeline => keyed(rows.map((row) => ({ time: row.hour, values: row.byBot })));
