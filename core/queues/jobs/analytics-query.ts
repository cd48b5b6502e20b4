import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * Answers one analytics question (core/domain/analytics/question/answer-question.ts): the row of
 * analytics_queries the API or the analytics bot inserted, whose id is the job's. A row already
 * answered is not answered again, so the job delivered twice answers once.
 */
export const analyticsQuery = defineJob({
  queue: 'analytics',
  name: 'analytics-query',
  schema: z.object({ queryId: z.uuid() }).strict(),
  jobId: (p) => p.queryId,
  // A person is waiting: a busy model or a dropped connection is tried again at once, twice; then the row says why.
  options: { attempts: 3, backoff: { type: 'fixed', delay: 1000 } },
});
