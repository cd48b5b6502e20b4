import { AnalyticsInsight } from '../../../../db/index.ts';

/** How far one answer moves a metric's bar, and the bounds it stays in. */
const PER_DOWN = 0.25;
const PER_UP = 0.1;
const MIN = 0.7;
const MAX = 3;
/** Older answers stop counting: what was a false alarm last year may not be one now. */
const WINDOW_DAYS = 180;

export const sensitivityFrom = (ups: number, downs: number) => Math.min(MAX, Math.max(MIN, 1 + PER_DOWN * downs - PER_UP * ups));

/**
 * Each metric's sensitivity for this user, from their 👍/👎 on its alerts: a 👎 (a false alarm)
 * asks for larger deviations next time, a 👍 for slightly smaller ones. Recomputed from the
 * answers themselves, so an answer given twice counts once.
 */
export async function metricSensitivities(userId: string, now: Date): Promise<Map<string, number>> {
  const rows = await AnalyticsInsight.query()
    .where('user_id', userId)
    .whereNotNull('feedback')
    .where('feedback_at', '>=', new Date(now.getTime() - WINDOW_DAYS * 86_400_000))
    .groupBy('metric')
    .select('metric')
    .select(AnalyticsInsight.raw("count(*) filter (where feedback = 'up')::int as ups"))
    .select(AnalyticsInsight.raw("count(*) filter (where feedback = 'down')::int as downs"))
    .castTo<Array<{ metric: string; ups: number; downs: number }>>();
  return new Map(rows.map((row) => [row.metric, sensitivityFrom(row.ups, row.downs)]));
}
