import { AnalyticsInsight } from '../../../../db/index.ts';
import type { InsightCandidate } from './candidates.ts';
import { dayBefore } from './judge-window.ts';

/**
 * Writes what is new, once: an insight's key is unique per user, so a run repeated after a
 * crash, or a day judged by two runs, writes nothing twice. An anomaly that continues an
 * episode already told (the same metric and direction the day before) extends that insight
 * instead of alerting again. Answers how many insights the run added.
 */
export async function writeInsights(userId: string, runId: string, candidates: InsightCandidate[]): Promise<number> {
  let written = 0;
  for (const candidate of candidates) {
    if (candidate.type === 'ANOMALY' && (await extendEpisode(userId, candidate))) continue;
    const inserted = await AnalyticsInsight.query()
      .insert({
        userId,
        runId,
        insightKey: candidate.key,
        type: candidate.type,
        severity: candidate.severity,
        title: candidate.title,
        description: candidate.description,
        confidence: Math.round(candidate.confidence * 1000) / 1000,
        metric: candidate.metric,
        change: candidate.change,
        observedDate: candidate.observedDate,
        source: candidate.source,
        details: { ...candidate.details, explained: false },
        alertState: candidate.alert ? 'pending' : 'suppressed',
      })
      .onConflict(['user_id', 'insight_key'])
      .ignore()
      .returning('id');
    if ((inserted as unknown as { id?: string }).id) written += 1;
  }
  return written;
}

async function extendEpisode(userId: string, candidate: InsightCandidate): Promise<boolean> {
  const first = String(candidate.details.first);
  const told = await AnalyticsInsight.query().where({ user_id: userId, metric: candidate.metric }).whereRaw("details->'extendedBy' @> ?::jsonb", [JSON.stringify([candidate.key])]).first();
  if (told) return true;
  const earlier = await AnalyticsInsight.query()
    .where({ user_id: userId, metric: candidate.metric, type: 'ANOMALY' })
    .whereNot('insight_key', candidate.key)
    .whereRaw("details->>'last' = ?", [dayBefore(first)])
    .first();
  if (!earlier || Math.sign(earlier.change ?? 0) !== Math.sign(candidate.change ?? 0)) return false;
  await AnalyticsInsight.query()
    .findById(earlier.id)
    .patch({ details: { ...earlier.details, last: candidate.details.last, extendedBy: [...((earlier.details.extendedBy as string[] | undefined) ?? []), candidate.key] } });
  return true;
}
