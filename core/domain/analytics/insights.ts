import { INSIGHT_TYPES, SEVERITIES, type Insight, type InsightStats } from '../../../contracts/analytics.ts';
import { AnalyticsInsight } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';

export const presentInsight = (row: AnalyticsInsight): Insight => ({
  id: row.id,
  type: row.type,
  severity: row.severity,
  title: row.title,
  description: row.description,
  confidence: row.confidence,
  metric: row.metric,
  change: row.change,
  isResolved: row.isResolved,
  createdAt: row.createdAt.toISOString(),
  date: row.observedDate,
  source: row.source,
  feedback: row.feedback,
});

export interface InsightFilters {
  limit: number;
  type?: Insight['type'];
  severity?: Insight['severity'];
  metric?: string;
  resolved?: boolean;
  days?: number;
}

const since = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** The user's insights, newest first, filtered as asked (spec: the screen asks for 20). */
export async function listInsights(userId: string, filters: InsightFilters, now: Date): Promise<Insight[]> {
  const query = AnalyticsInsight.query().where('user_id', userId).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(filters.limit);
  if (filters.type) query.where('type', filters.type);
  if (filters.severity) query.where('severity', filters.severity);
  if (filters.metric) query.where('metric', filters.metric);
  if (filters.resolved !== undefined) query.where('is_resolved', filters.resolved);
  if (filters.days) query.where('created_at', '>=', since(now, filters.days));
  return (await query).map(presentInsight);
}

/** Counts by type and severity over the last `days` days; 'critical' counts the critical ones still open. */
export async function insightStats(userId: string, days: number, now: Date): Promise<InsightStats> {
  const rows = await AnalyticsInsight.query()
    .where('user_id', userId)
    .where('created_at', '>=', since(now, days))
    .select('type', 'severity', 'is_resolved')
    .castTo<Array<{ type: string; severity: string; isResolved: boolean }>>();
  const byType = Object.fromEntries(INSIGHT_TYPES.map((type) => [type, 0])) as Record<string, number>;
  const bySeverity = Object.fromEntries(SEVERITIES.map((severity) => [severity, 0])) as Record<string, number>;
  let critical = 0;
  for (const row of rows) {
    byType[row.type] = (byType[row.type] ?? 0) + 1;
    bySeverity[row.severity] = (bySeverity[row.severity] ?? 0) + 1;
    if (row.severity === 'CRITICAL' && !row.isResolved) critical += 1;
  }
  return { days, total: rows.length, critical, byType, bySeverity };
}

/** One way (spec 4): resolving a resolved insight changes nothing. Another user's id is 404. */
export async function resolveInsight(userId: string, id: string, now: Date): Promise<Insight> {
  const row = await AnalyticsInsight.query().findOne({ id, user_id: userId });
  if (!row) throw notFound('Insight');
  if (row.isResolved) return presentInsight(row);
  const updated = await AnalyticsInsight.query().patchAndFetchById(id, { isResolved: true, resolvedAt: now });
  return presentInsight(updated);
}

export async function deleteInsight(userId: string, id: string): Promise<void> {
  const deleted = await AnalyticsInsight.query().where({ id, user_id: userId }).delete();
  if (deleted === 0) throw notFound('Insight');
}
