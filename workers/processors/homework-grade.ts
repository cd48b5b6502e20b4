import type { Job } from 'bullmq';
import { gradeSubmission, holdUngraded } from '../../core/domain/homework/grade-submission.ts';
import type { homeworkGrade } from '../../core/queues/jobs/homework-grade.ts';
import type { JobHandler } from '../job-handler.ts';

const isLastAttempt = (job: Job) => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * Grades one submission (core/domain/homework/grade-submission.ts) and tells the student or the
 * teacher. When the last attempt fails too (the model unreachable or busy for minutes), the work
 * is held for the teacher without a score instead of staying pending for ever.
 */
export const handle: JobHandler<typeof homeworkGrade> = async ({ submissionId, key }, deps, job) => {
  const options = { notify: true };
  try {
    await gradeSubmission(deps.homework, submissionId, key, options);
  } catch (err) {
    if (isLastAttempt(job)) {
      deps.homework.log.error({ err, submissionId, key }, 'grading failed for good; held for the teacher');
      await holdUngraded(deps.homework, submissionId, key, options);
      return;
    }
    throw err;
  }
};
