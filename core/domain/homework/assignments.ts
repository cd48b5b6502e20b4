import type { z } from 'zod';
import { bodyFieldErrors } from '../../body-field-errors.ts';
import type { Assignment, AssignmentDetail, assignmentCreateSchema, assignmentUpdateSchema } from '../../../contracts/homework.ts';
import { HomeworkAssignment, HomeworkCourse, HomeworkSubmission, type User } from '../../../db/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { isStudentOfCourse, teacherAssignment, teacherCourse } from './access.ts';
import { countSubmissions } from './courses.ts';
import { presentAssignment } from './present.ts';
import { studentSubmissionsOf } from './student-submissions.ts';

type CreateBody = z.output<typeof assignmentCreateSchema>;
type UpdateBody = z.output<typeof assignmentUpdateSchema>;

async function present(a: HomeworkAssignment): Promise<Assignment> {
  const course = await HomeworkCourse.query().findById(a.courseId).throwIfNotFound();
  return presentAssignment(a, course, (await countSubmissions([a.id])).get(a.id) ?? 0);
}

export async function createAssignment(teacherId: string, body: CreateBody): Promise<Assignment> {
  const course = await teacherCourse(teacherId, body.courseId);
  const a = await HomeworkAssignment.query().insertAndFetch({
    courseId: course.id,
    title: body.title,
    description: body.description,
    gradingEnabled: body.gradingEnabled,
    maxScore: body.maxScore,
    checkPrompt: body.checkPrompt,
    feedbackPrompt: body.feedbackPrompt,
    sortOrder: body.order,
  });
  return presentAssignment(a, course, 0);
}

/** Stats over the latest version of each student's work (spec 2: total, graded, pending, average). */
async function stats(a: HomeworkAssignment): Promise<AssignmentDetail['stats']> {
  const latest = await HomeworkSubmission.query()
    .select('status', 'final_score')
    .where('assignment_id', a.id)
    .distinctOn('cohort_student_id')
    .orderBy([{ column: 'cohort_student_id' }, { column: 'version', order: 'desc' }]);
  const graded = latest.filter((s) => s.status === 'graded');
  const scores = graded.map((s) => s.finalScore).filter((v): v is number => v !== null);
  return {
    total: latest.length,
    graded: graded.length,
    pending: latest.length - graded.length,
    averageScore: scores.length ? Math.round((scores.reduce((x, y) => x + y, 0) / scores.length) * 100) / 100 : null,
  };
}

/** The teacher sees it with its stats; a student of the course sees it too, without the others' work. */
export async function readAssignment(user: User, assignmentId: string): Promise<AssignmentDetail> {
  const a = await HomeworkAssignment.query().findById(assignmentId);
  if (!a) throw notFound('Assignment');
  const course = await HomeworkCourse.query().findById(a.courseId).throwIfNotFound();
  if (course.teacherId === user.id) return { ...(await present(a)), stats: await stats(a) };
  if (a.archivedAt === null && course.archivedAt === null && (await isStudentOfCourse(user, course.id))) {
    const own = await studentSubmissionsOf(user, { assignmentId });
    const graded = own.filter((s) => s.status === 'graded' && s.finalScore !== null);
    return {
      ...presentAssignment(a, course, own.length),
      submissions: own,
      stats: { total: own.length, graded: graded.length, pending: own.length - graded.length, averageScore: null },
    };
  }
  throw notFound('Assignment');
}

export async function updateAssignment(teacherId: string, assignmentId: string, patch: UpdateBody): Promise<Assignment> {
  const current = await teacherAssignment(teacherId, assignmentId);
  const gradingEnabled = patch.gradingEnabled ?? current.gradingEnabled;
  // Turning grading off clears the score; on, it needs one (spec 5), stored or sent.
  const maxScore = gradingEnabled ? (patch.maxScore !== undefined ? patch.maxScore : current.maxScore) : null;
  if (gradingEnabled && maxScore == null) throw bodyFieldErrors([{ path: 'maxScore', message: 'maxScore is required when grading is enabled' }]);
  if (!gradingEnabled && patch.maxScore != null) throw bodyFieldErrors([{ path: 'maxScore', message: 'maxScore must be null when grading is off' }]);
  const { order, ...fields } = patch;
  const a = await HomeworkAssignment.query().patchAndFetchById(assignmentId, { ...fields, gradingEnabled, maxScore, ...(order === undefined ? {} : { sortOrder: order }), updatedAt: new Date() });
  return present(a);
}

export async function deleteAssignment(teacherId: string, assignmentId: string): Promise<void> {
  await teacherAssignment(teacherId, assignmentId);
  await HomeworkAssignment.query().deleteById(assignmentId);
}

export async function archiveAssignment(teacherId: string, assignmentId: string, archive: boolean): Promise<Assignment> {
  const current = await teacherAssignment(teacherId, assignmentId);
  if (archive && current.archivedAt) throw new AppError('conflict', 'This assignment is already archived.');
  if (!archive && !current.archivedAt) throw new AppError('conflict', 'This assignment is not archived.');
  const a = await HomeworkAssignment.query().patchAndFetchById(assignmentId, { archivedAt: archive ? new Date() : null, updatedAt: new Date() });
  return present(a);
}

/**
 * The course's active assignments by order: for its teacher with submission counts, for a
 * student of it with their own submissions (the page the student dashboard links to).
 */
export async function courseAssignments(user: User, courseId: string): Promise<Assignment[]> {
  const course = await HomeworkCourse.query().findById(courseId);
  const asTeacher = course?.teacherId === user.id;
  if (!course || (!asTeacher && (course.archivedAt !== null || !(await isStudentOfCourse(user, courseId))))) throw notFound('Course');
  const assignments = await HomeworkAssignment.query()
    .where('course_id', courseId)
    .whereNull('archived_at')
    .orderBy([{ column: 'sort_order' }, { column: 'created_at' }]);
  if (asTeacher) {
    const counts = await countSubmissions(assignments.map((a) => a.id));
    return assignments.map((a) => presentAssignment(a, course, counts.get(a.id) ?? 0));
  }
  const own = await studentSubmissionsOf(user, { courseId });
  return assignments.map((a) => {
    const mine = own.filter((s) => s.assignment.id === a.id);
    return { ...presentAssignment(a, course, mine.length), submissions: mine };
  });
}
