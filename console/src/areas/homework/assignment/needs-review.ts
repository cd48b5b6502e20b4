import type { Submission } from '../shared/homework-api';

/**
 * The submissions waiting for the teacher: each student's latest version, when the AI's grade of
 * it is held as 'Needs review' (an older version held is no longer what the student stands on).
 * In the order given (newest first on the page).
 */
export function needingReview(submissions: readonly Submission[]): Submission[] {
  const latest = new Map<string, number>();
  for (const submission of submissions) {
    const student = submission.cohortStudent.id;
    latest.set(student, Math.max(latest.get(student) ?? 0, submission.version));
  }
  return submissions.filter((submission) => submission.status === 'needs_review' && latest.get(submission.cohortStudent.id) === submission.version);
}

/**
 * Whether a held grade can be released as it is: it needs a score (or, for an assignment without
 * scores, feedback). A grade the AI could not give has nothing to accept.
 */
export function canAccept(submission: Submission): boolean {
  const scored = submission.assignment.gradingEnabled && submission.assignment.maxScore !== null;
  return scored ? submission.finalScore !== null : submission.finalFeedback !== null;
}
