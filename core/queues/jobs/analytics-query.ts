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
  // A person is waiting: a busy model or a dropped connection is tried again soon, and again
  // until ~15 s have passed (0.5 + 1 + 2 + 4 + 8), which outlasts a database or Redis restart
  // (the fault run saw three tries a second apart all fall inside one); then the row says why.
  options: { attempts: 6, backoff: { type: 'exponential', delay: 500 } },
});
