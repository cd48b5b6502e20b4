export const homeworkRegradeWorkflowType = 'homeworkRegradeWorkflow';
/** One workflow per run (homework_regrade_runs.id): starting it twice is refused by Temporal. */
export const homeworkRegradeWorkflowId = (runId: string) => `homework-regrade-${runId}`;

export interface HomeworkRegradeInput {
  runId: string;
  /** Submissions graded at once; the shared OpenAI limit (the batches' share) applies beneath. */
  concurrency: number;
}
