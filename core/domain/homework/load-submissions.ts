import type { Submission } from '../../../contracts/homework.ts';
import { HomeworkSubmission, HomeworkSubmissionFile } from '../../../db/index.ts';
import { presentSubmission } from './present.ts';

type Row = HomeworkSubmission & {
  studentName: string;
  studentEmail: string | null;
  assignmentTitle: string;
  maxScore: number | null;
  gradingEnabled: boolean;
  courseId: string;
  courseName: string;
};

/** One submission as the viewer sees it. */
export async function oneSubmission(id: string, viewer: 'teacher' | 'student'): Promise<Submission> {
  const [submission] = await loadSubmissions((q) => void q.where('homework_submissions.id', id), viewer);
  if (!submission) throw new Error(`Submission ${id} vanished while read`);
  return submission;
}

export type SubmissionFilter = (q: ReturnType<typeof HomeworkSubmission.query>) => void;

/**
 * Submissions with their student, assignment and course, newest first: two queries (the rows,
 * then their files) however many there are. `filter` scopes them; callers scope to the teacher
 * or the student first.
 */
export async function loadSubmissions(filter: SubmissionFilter, viewer: 'teacher' | 'student'): Promise<Submission[]> {
  const query = HomeworkSubmission.query()
    .select(
      'homework_submissions.*',
      's.display_name as student_name',
      's.email as student_email',
      'a.title as assignment_title',
      'a.max_score',
      'a.grading_enabled',
      'c.id as course_id',
      'c.name as course_name',
    )
    .join('homework_cohort_students as s', 's.id', 'homework_submissions.cohort_student_id')
    .join('homework_assignments as a', 'a.id', 'homework_submissions.assignment_id')
    .join('homework_courses as c', 'c.id', 'a.course_id')
    .orderBy([{ column: 'homework_submissions.submitted_at', order: 'desc' }, { column: 'homework_submissions.version', order: 'desc' }]);
  filter(query);
  const rows = (await query) as Row[];
  const files = rows.length
    ? await HomeworkSubmissionFile.query()
        .whereIn(
          'submission_id',
          rows.map((r) => r.id),
        )
        .orderBy('created_at')
    : [];
  return rows.map((r) => {
    r.files = files.filter((f) => f.submissionId === r.id);
    return presentSubmission(
      r,
      {
        student: { id: r.cohortStudentId, displayName: r.studentName, email: r.studentEmail },
        assignment: { id: r.assignmentId, title: r.assignmentTitle, maxScore: r.maxScore, gradingEnabled: r.gradingEnabled },
        course: { id: r.courseId, name: r.courseName },
      },
      viewer,
    );
  });
}
