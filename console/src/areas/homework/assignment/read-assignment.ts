import type { ApiClient } from '../../../api/client';
import { homeworkApi, type AssignmentDetail, type Submission } from '../shared/homework-api';

export interface AssignmentView {
  assignment: AssignmentDetail;
  /** Newest first (spec 2), whatever order they came in. */
  submissions: Submission[];
}

export const newestFirst = (submissions: readonly Submission[]): Submission[] => [...submissions].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));

/** The assignment with its figures, and its submissions. */
export async function readAssignment(api: ApiClient, id: string): Promise<AssignmentView> {
  const [assignment, submissions] = await Promise.all([homeworkApi.assignment(api, id), homeworkApi.submissions(api, id)]);
  return { assignment, submissions: newestFirst(submissions) };
}
