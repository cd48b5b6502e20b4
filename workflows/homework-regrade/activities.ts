import { ApplicationFailure } from '@temporalio/common';
import type { GradingDeps } from '../../core/domain/homework/deps.ts';
import { gradeSubmission, holdUngraded } from '../../core/domain/homework/grade-submission.ts';
import { ModelUnavailable } from '../../core/clients/model-unavailable.ts';
import { failRegradeRun, finishRegradeRun, regradeTargets, runGradeKey } from '../../core/domain/homework/regrade-all.ts';
import { withHeartbeat } from '../with-heartbeat.ts';

export interface HomeworkRegradeDeps {
  /** Grading with the batches' share of the OpenAI limit, counted per teacher. */
  homeworkGrading: GradingDeps;
}

export function createHomeworkRegradeActivities({ homeworkGrading: deps }: HomeworkRegradeDeps) {
  return {
    regradeTargets: (runId: string) => regradeTargets(runId),

    /** One submission of the run; a repeat after a crash answers the grade already given. */
    async regradeOne(runId: string, submissionId: string): Promise<string> {
      try {
        const result = await withHeartbeat(() => gradeSubmission(deps, submissionId, runGradeKey(runId), { notify: false }));
        return result.outcome;
      } catch (err) {
        if (err instanceof ModelUnavailable && err.reason === 'no_openai') throw ApplicationFailure.nonRetryable(err.message, 'no_openai');
        throw err;
      }
    },

    /** The grade could not be had after every retry: held for the teacher without a score. */
    async holdRegradeFailure(runId: string, submissionId: string): Promise<void> {
      await holdUngraded(deps, submissionId, runGradeKey(runId), { notify: false });
    },

    async finishRegrade(runId: string): Promise<void> {
      await withHeartbeat(() => finishRegradeRun(deps, runId));
    },

    async failRegrade(runId: string): Promise<void> {
      await failRegradeRun(runId, deps.now());
    },
  };
}
