import type { AnalyticsContext } from '../../../contracts/analytics.ts';
import { AnalyticsQuery } from '../../../db/index.ts';

/**
 * Spec 7 GET /analytics/contexts ('query filters'; the answer is not shown): the questions the
 * user asked in the console and the bot, newest first, with their answers.
 */
export async function listContexts(userId: string, filters: { limit: number; channel?: 'console' | 'bot'; language?: 'ru' | 'en' }): Promise<AnalyticsContext[]> {
  const query = AnalyticsQuery.query().where('user_id', userId).orderBy('created_at', 'desc').limit(filters.limit);
  if (filters.channel) query.where('channel', filters.channel);
  if (filters.language) query.where('language', filters.language);
  return (await query).map((row) => ({
    id: row.id,
    query: row.question,
    language: row.language,
    channel: row.channel,
    status: row.status,
    answer: row.response && typeof row.response === 'object' && 'answer' in row.response ? String(row.response.answer) : null,
    createdAt: row.createdAt.toISOString(),
  }));
}
