import { HomeworkAssignment, HomeworkCohort, HomeworkCohortStudent, HomeworkCourse, HomeworkSubmission, type User } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';

/*
 * Who may reach what (spec 6, docs/decisions.md): a course is its teacher's, and so is every
 * cohort, student, assignment and submission under it; a student reaches their own submissions
 * and the assignments of their cohorts' courses. Every lookup is scoped in SQL, so another
 * user's id is simply not found: 404, never 403, so ids of others' data cannot be probed.
 */

/** A course of this teacher (archived ones too), or 404. */
export async function teacherCourse(teacherId: string, courseId: string): Promise<HomeworkCourse> {
  const course = await HomeworkCourse.query().findById(courseId).where('teacher_id', teacherId);
  if (!course) throw notFound('Course');
  return course;
}

export async function teacherCohort(teacherId: string, cohortId: string): Promise<HomeworkCohort & { course: HomeworkCourse }> {
  const cohort = await HomeworkCohort.query()
    .findById(cohortId)
    .whereExists(HomeworkCourse.query().whereColumn('homework_courses.id', 'homework_cohorts.course_id').where('teacher_id', teacherId));
  if (!cohort) throw notFound('Cohort');
  const course = await HomeworkCourse.query().findById(cohort.courseId).throwIfNotFound();
  return Object.assign(cohort, { course });
}

export async function teacherAssignment(teacherId: string, assignmentId: string): Promise<HomeworkAssignment> {
  const assignment = await HomeworkAssignment.query()
    .findById(assignmentId)
    .whereExists(HomeworkCourse.query().whereColumn('homework_courses.id', 'homework_assignments.course_id').where('teacher_id', teacherId));
  if (!assignment) throw notFound('Assignment');
  return assignment;
}

/** A cohort student of one of this teacher's courses, or 404 ('Student not found'). */
export async function teacherStudent(teacherId: string, cohortStudentId: string): Promise<HomeworkCohortStudent> {
  const student = await HomeworkCohortStudent.query()
    .findById(cohortStudentId)
    .whereExists(
      HomeworkCohort.query()
        .whereColumn('homework_cohorts.id', 'homework_cohort_students.cohort_id')
        .join('homework_courses', 'homework_courses.id', 'homework_cohorts.course_id')
        .where('homework_courses.teacher_id', teacherId),
    );
  if (!student) throw notFound('Student');
  return student;
}

/** The cohort-student rows that are this user: linked to the account, or added with its (Google-verified) email. */
export function studentRowsOf(user: Pick<User, 'id' | 'email'>) {
  return HomeworkCohortStudent.query().where((q) => {
    void q.where('homework_cohort_students.user_id', user.id).orWhereRaw('lower(homework_cohort_students.email) = lower(?)', [user.email]);
  });
}

/** Whether the user is a student of this course (through any cohort). */
export async function isStudentOfCourse(user: Pick<User, 'id' | 'email'>, courseId: string): Promise<boolean> {
  const row = await studentRowsOf(user)
    .join('homework_cohorts', 'homework_cohorts.id', 'homework_cohort_students.cohort_id')
    .where('homework_cohorts.course_id', courseId)
    .first();
  return row !== undefined;
}

export type SubmissionAccess = { submission: HomeworkSubmission; role: 'teacher' | 'student' };

/** A submission its course's teacher or its own student may read; anyone else: 404. */
export async function readableSubmission(user: Pick<User, 'id' | 'email'>, submissionId: string): Promise<SubmissionAccess> {
  const submission = await HomeworkSubmission.query().findById(submissionId);
  if (submission) {
    const asTeacher = await HomeworkAssignment.query()
      .findById(submission.assignmentId)
      .whereExists(HomeworkCourse.query().whereColumn('homework_courses.id', 'homework_assignments.course_id').where('teacher_id', user.id));
    if (asTeacher) return { submission, role: 'teacher' };
    const own = await studentRowsOf(user).findById(submission.cohortStudentId);
    if (own) return { submission, role: 'student' };
  }
  throw notFound('Submission');
}

/** A submission under one of this teacher's courses, or 404. */
export async function teacherSubmission(teacherId: string, submissionId: string): Promise<HomeworkSubmission> {
  const submission = await HomeworkSubmission.query()
    .findById(submissionId)
    .whereExists(
      HomeworkAssignment.query()
        .whereColumn('homework_assignments.id', 'homework_submissions.assignment_id')
        .join('homework_courses', 'homework_courses.id', 'homework_assignments.course_id')
        .where('homework_courses.teacher_id', teacherId),
    );
  if (!submission) throw notFound('Submission');
  return submission;
}
