import type { Submission } from '../../../contracts/homework.ts';
import type { User } from '../../../db/index.ts';
import { studentRowsOf } from './access.ts';
import { loadSubmissions } from './load-submissions.ts';

/**
 * The signed-in student's own submissions (spec 7 'submissions/student/my'), optionally of one
 * assignment or course; archived courses and assignments are left out, as they are from the
 * student's screens.
 */
export async function studentSubmissionsOf(user: Pick<User, 'id' | 'email'>, scope: { assignmentId?: string; courseId?: string } = {}): Promise<Submission[]> {
  return loadSubmissions((q) => {
    void q
      .whereIn('homework_submissions.cohort_student_id', studentRowsOf(user).select('homework_cohort_students.id'))
      .whereNull('a.archived_at')
      .whereNull('c.archived_at');
    if (scope.assignmentId) void q.where('a.id', scope.assignmentId);
    if (scope.courseId) void q.where('c.id', scope.courseId);
  }, 'student');
}
