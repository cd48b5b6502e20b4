import { z } from 'zod';
import { defineJob } from '../define-job.ts';

/**
 * Grades one submission with AI (core/domain/homework/grade-submission.ts). `key` names what
 * asked: 'submitted' for a new submission, 'regrade-<request id>' for a teacher's Regrade. The
 * grade is stored under that key, so the job delivered twice grades once and tells once.
 */
export const homeworkGrade = defineJob({
  queue: 'homework',
  name: 'homework-grade',
  schema: z.object({ submissionId: z.uuid(), key: z.string().regex(/^(submitted|regrade-[0-9a-f-]{36})$/) }).strict(),
  jobId: (p) => `homework-grade-${p.submissionId}-${p.key}`,
  // A busy model (the shared limit, 429s) clears within minutes; then the submission is held for the teacher.
  options: { attempts: 6, backoff: { type: 'exponential', delay: 3000 } },
});
