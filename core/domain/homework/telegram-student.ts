import { HomeworkAssignment, HomeworkCohortStudent, HomeworkCourse, HomeworkSubmission } from '../../../db/index.ts';
import type { JoinedCohort } from './join-cohort.ts';

/*
 * What a student sees in the homework bot: the cohorts their Telegram account joined, and the
 * open assignments of each (not archived, in a course that is not archived), with how far they
 * got. A student is known by their Telegram user id alone (the chat need not be linked).
 */

/** Whether this Telegram user is an active student of any cohort (open course or not). */
export async function isTelegramStudent(telegramUserId: number): Promise<boolean> {
  return (await HomeworkCohortStudent.query().where({ telegram_user_id: telegramUserId, is_active: true }).first()) !== undefined;
}

function cohortsQuery(telegramUserId: number) {
  return HomeworkCohortStudent.query()
    .alias('s')
    .join('homework_cohorts as c', 'c.id', 's.cohort_id')
    .join('homework_courses as k', 'k.id', 'c.course_id')
    .where({ 's.telegram_user_id': telegramUserId, 's.is_active': true })
    .whereNull('k.archived_at')
    .select('s.id as cohort_student_id', 'c.id as cohort_id', 'c.name as cohort_name', 'k.id as course_id', 'k.name as course_name');
}

/** The user's cohorts in open courses, by course then cohort name. */
export async function studentCohortsOf(telegramUserId: number): Promise<JoinedCohort[]> {
  const rows = await cohortsQuery(telegramUserId).orderBy(['k.name', 'c.name', 's.activated_at']).castTo<JoinedCohort[]>();
  return rows.map((r) => ({ cohortStudentId: r.cohortStudentId, cohortId: r.cohortId, cohortName: r.cohortName, courseId: r.courseId, courseName: r.courseName }));
}

/** One of the user's cohorts in an open course (a button's cohort student), or null. */
export async function studentCohort(telegramUserId: number, cohortStudentId: string): Promise<JoinedCohort | null> {
  const row = await cohortsQuery(telegramUserId).where('s.id', cohortStudentId).first().castTo<JoinedCohort | undefined>();
  return row ? { cohortStudentId: row.cohortStudentId, cohortId: row.cohortId, cohortName: row.cohortName, courseId: row.courseId, courseName: row.courseName } : null;
}

export interface OpenAssignment {
  id: string;
  title: string;
  description: string;
  gradingEnabled: boolean;
  /** The student's latest version, null before their first submission. */
  submittedVersion: number | null;
}

/** The course's open assignments in their order, each with the student's latest version. */
export async function openAssignmentsOf(cohort: JoinedCohort): Promise<OpenAssignment[]> {
  const assignments = await HomeworkAssignment.query()
    .where('course_id', cohort.courseId)
    .whereNull('archived_at')
    .whereExists(HomeworkCourse.query().whereColumn('homework_courses.id', 'homework_assignments.course_id').whereNull('homework_courses.archived_at'))
    .orderBy(['sort_order', 'created_at']);
  if (!assignments.length) return [];
  const versions = await HomeworkSubmission.query()
    .where('cohort_student_id', cohort.cohortStudentId)
    .whereIn(
      'assignment_id',
      assignments.map((a) => a.id),
    )
    .groupBy('assignment_id')
    .select('assignment_id')
    .max('version as version')
    .castTo<{ assignmentId: string; version: number }[]>();
  const latest = new Map(versions.map((v) => [v.assignmentId, Number(v.version)]));
  return assignments.map((a) => ({ id: a.id, title: a.title, description: a.description, gradingEnabled: a.gradingEnabled, submittedVersion: latest.get(a.id) ?? null }));
}

export type AssignmentForStudent =
  | { status: 'open'; cohort: JoinedCohort; assignment: HomeworkAssignment }
  /** Archived, or its course is; or the student's row is no longer active. */
  | { status: 'closed'; title: string }
  /** Deleted, or never this student's. */
  | { status: 'gone' };

/** Whether this Telegram user may answer this assignment as this cohort student now. */
export async function assignmentForStudent(telegramUserId: number, cohortStudentId: string, assignmentId: string): Promise<AssignmentForStudent> {
  const assignment = await HomeworkAssignment.query().findById(assignmentId);
  const student = await HomeworkCohortStudent.query()
    .alias('s')
    .join('homework_cohorts as c', 'c.id', 's.cohort_id')
    .where({ 's.id': cohortStudentId, 's.telegram_user_id': telegramUserId })
    .first()
    .select('s.is_active', 'c.course_id')
    .castTo<{ isActive: boolean; courseId: string } | undefined>();
  if (!assignment || !student || student.courseId !== assignment.courseId) return { status: 'gone' };
  const cohort = await studentCohort(telegramUserId, cohortStudentId);
  if (!cohort || !student.isActive || assignment.archivedAt) return { status: 'closed', title: assignment.title };
  return { status: 'open', cohort, assignment };
}
