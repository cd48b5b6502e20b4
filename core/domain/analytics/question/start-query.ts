import { detectQueryLanguage, type QueryLanguage } from '../../../../contracts/analytics.ts';
import { AnalyticsQuery, UserSecret } from '../../../../db/index.ts';
import { analyticsQuery } from '../../../queues/jobs/analytics-query.ts';
import type { JobProducer } from '../../../queues/producer.ts';
import { ANALYTICS_SECRET_NAMES } from '../keys.ts';

export interface NewQuery {
  /** The row's (and the job's) id: the caller's own (the API's, to follow the job first), or one made by Postgres. */
  id?: string;
  /** The same question may come again under this id (the bot's update handled twice): a repeat inserts and queues nothing new. */
  repeatable?: boolean;
  userId: string;
  question: string;
  /** The language asked for (the console's badge); detected from the question when not given. */
  language?: QueryLanguage;
  channel: 'console' | 'bot';
  chatId?: number | null;
}

/**
 * Whether the user has stored keys of at least one analytics service (the Amplitude pair whole):
 * one read of the names, nothing decrypted; the job reads the keys themselves.
 */
export async function hasAnalyticsKeys(userId: string): Promise<boolean> {
  const names = new Set(
    (await UserSecret.query().where('user_id', userId).whereIn('name', [...ANALYTICS_SECRET_NAMES.revenuecat, ...ANALYTICS_SECRET_NAMES.amplitude]).select('name')).map((row) => row.name),
  );
  return ANALYTICS_SECRET_NAMES.revenuecat.every((name) => names.has(name)) || ANALYTICS_SECRET_NAMES.amplitude.every((name) => names.has(name));
}

/**
 * Records a question (running) and queues the job that answers it, the row's id as the job's.
 * A repeatable question's insert is skipped when its row is there, and BullMQ drops the second job.
 */
export async function startQuery(jobs: JobProducer, query: NewQuery): Promise<AnalyticsQuery> {
  const row = {
    ...(query.id ? { id: query.id } : {}),
    userId: query.userId,
    question: query.question,
    language: query.language ?? detectQueryLanguage(query.question),
    channel: query.channel,
    chatId: query.chatId ?? null,
    status: 'running' as const,
  };
  let inserted: AnalyticsQuery;
  if (query.id && query.repeatable) {
    await AnalyticsQuery.query().insert(row).onConflict('id').ignore();
    inserted = await AnalyticsQuery.query().findById(query.id).throwIfNotFound();
  } else {
    inserted = await AnalyticsQuery.query().insert(row).returning('*');
  }
  try {
    await jobs.enqueue(analyticsQuery, { queryId: inserted.id });
  } catch (err) {
    // Not left running for ever: the console and the contexts list read the reason.
    await AnalyticsQuery.query().findById(inserted.id).patch({ status: 'failed', error: 'The job queue is unavailable, try again shortly', finishedAt: new Date() }).where('status', 'running');
    throw err;
  }
  return inserted;
}
