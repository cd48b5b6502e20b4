import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CourseDetail, CourseSummary, courseCreateSchema, courseUpdateSchema } from '../../../contracts/homework.ts';
import { HomeworkAssignment, HomeworkCohort, HomeworkCourse, HomeworkSubmission, type Knex } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { teacherCourse } from './access.ts';
import { courseCounts } from './course-counts.ts';
import { presentAssignment, presentCourse } from './present.ts';

type CreateBody = z.output<typeof courseCreateSchema>;
type UpdateBody = z.output<typeof courseUpdateSchema>;

/** Who asked, for the audit log: every change to a course is recorded with before and after. */
export interface Actor {
  userId: string;
  ip?: string | null;
  userAgent?: string | null;
}

async function summary(course: HomeworkCourse): Promise<CourseSummary> {
  const counts = await courseCounts([course.id]);
  return presentCourse(course, counts.get(course.id) ?? { cohorts: [], assignments: 0 });
}

async function audit(actor: Actor, action: string, courseId: string, details: Record<string, unknown>, trx?: Knex.Transaction): Promise<void> {
  await recordAuditEvent(
    { eventKey: `${action}:${courseId}:${randomUUID()}`, action, actorId: actor.userId, userId: actor.userId, details: { courseId, ...details }, ip: actor.ip, userAgent: actor.userAgent, occurredAt: new Date() },
    trx,
  );
}

export async function listCourses(teacherId: string, archived: boolean): Promise<CourseSummary[]> {
  const courses = await HomeworkCourse.query()
    .where('teacher_id', teacherId)
    .modify((q) => void (archived ? q.whereNotNull('archived_at') : q.whereNull('archived_at')))
    .orderBy('created_at', 'desc');
  const counts = await courseCounts(courses.map((c) => c.id));
  return courses.map((c) => presentCourse(c, counts.get(c.id) ?? { cohorts: [], assignments: 0 }));
}

export async function createCourse(actor: Actor, body: CreateBody): Promise<CourseSummary> {
  const course = await HomeworkCourse.transaction(async (trx) => {
    const created = await HomeworkCourse.query(trx).insertAndFetch({ teacherId: actor.userId, name: body.name, description: body.description });
    await audit(actor, 'homework.course.created', created.id, { name: created.name }, trx);
    return created;
  });
  return summary(course);
}

/** The course with its active assignments, or with ?archived=true its archived ones (spec 7: the archive page). */
export async function readCourse(teacherId: string, courseId: string, archivedAssignments: boolean): Promise<CourseDetail> {
  const course = await teacherCourse(teacherId, courseId);
  const assignments = await HomeworkAssignment.query()
    .where('course_id', courseId)
    .modify((q) => void (archivedAssignments ? q.whereNotNull('archived_at') : q.whereNull('archived_at')))
    .orderBy([{ column: 'sort_order' }, { column: 'created_at' }]);
  const submissionCounts = await countSubmissions(assignments.map((a) => a.id));
  return { ...(await summary(course)), assignments: assignments.map((a) => presentAssignment(a, course, submissionCounts.get(a.id) ?? 0)) };
}

/** Submissions per assignment (every version counts: each is work to look at). */
export async function countSubmissions(assignmentIds: string[]): Promise<Map<string, number>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = (await HomeworkSubmission.query().select('assignment_id').count('id as n').whereIn('assignment_id', assignmentIds).groupBy('assignment_id')) as unknown as {
    assignmentId: string;
    n: string;
  }[];
  return new Map(rows.map((r) => [r.assignmentId, Number(r.n)]));
}

/**
 * The later write wins: two editors of one course each see their change applied in turn, and
 * the audit log keeps both with what they replaced (docs/decisions.md).
 */
export async function updateCourse(actor: Actor, courseId: string, patch: UpdateBody): Promise<CourseSummary> {
  const updated = await HomeworkCourse.transaction(async (trx) => {
    const before = await HomeworkCourse.query(trx).findById(courseId).where('teacher_id', actor.userId).forUpdate();
    if (!before) throw new AppError('not_found', 'Course not found');
    const after = await HomeworkCourse.query(trx).patchAndFetchById(courseId, { ...patch, updatedAt: new Date() });
    await audit(
      actor,
      'homework.course.updated',
      courseId,
      { before: { name: before.name, description: before.description }, after: { name: after.name, description: after.description } },
      trx,
    );
    return after;
  });
  return summary(updated);
}

/** Deleting is permanent, so an archived course is restored first: archived means "kept" (docs/decisions.md). */
export async function deleteCourse(actor: Actor, courseId: string): Promise<void> {
  await HomeworkCourse.transaction(async (trx) => {
    const course = await HomeworkCourse.query(trx).findById(courseId).where('teacher_id', actor.userId).forUpdate();
    if (!course) throw new AppError('not_found', 'Course not found');
    if (course.archivedAt) throw new AppError('conflict', 'This course is archived. Restore it before deleting it.');
    await HomeworkCourse.query(trx).deleteById(courseId);
    await audit(actor, 'homework.course.deleted', courseId, { name: course.name }, trx);
  });
}

export async function archiveCourse(actor: Actor, courseId: string, archive: boolean): Promise<CourseSummary> {
  const course = await HomeworkCourse.transaction(async (trx) => {
    const current = await HomeworkCourse.query(trx).findById(courseId).where('teacher_id', actor.userId).forUpdate();
    if (!current) throw new AppError('not_found', 'Course not found');
    if (archive && current.archivedAt) throw new AppError('conflict', 'This course is already archived.');
    if (!archive && !current.archivedAt) throw new AppError('conflict', 'This course is not archived.');
    const changed = await HomeworkCourse.query(trx).patchAndFetchById(courseId, { archivedAt: archive ? new Date() : null, updatedAt: new Date() });
    await audit(actor, archive ? 'homework.course.archived' : 'homework.course.restored', courseId, {}, trx);
    return changed;
  });
  return summary(course);
}

const copySuffix = { en: ' (copy)', ru: ' (копия)' } as const;

/** A new course with the same cohorts (thresholds too) and assignments, and no students or submissions. */
export async function duplicateCourse(actor: Actor, courseId: string, locale: 'en' | 'ru'): Promise<CourseSummary> {
  const source = await teacherCourse(actor.userId, courseId);
  const copy = await HomeworkCourse.transaction(async (trx) => {
    const name = `${source.name}${copySuffix[locale]}`.slice(0, 200);
    const course = await HomeworkCourse.query(trx).insertAndFetch({ teacherId: actor.userId, name, description: source.description });
    const cohorts = await HomeworkCohort.query(trx).where('course_id', courseId).orderBy('created_at');
    if (cohorts.length > 0)
      await HomeworkCohort.query(trx).insert(
        cohorts.map((c) => ({ courseId: course.id, name: c.name, description: c.description, passPercent: c.passPercent, reviewBelowConfidence: c.reviewBelowConfidence })),
      );
    const assignments = await HomeworkAssignment.query(trx).where('course_id', courseId).whereNull('archived_at').orderBy('sort_order');
    if (assignments.length > 0)
      await HomeworkAssignment.query(trx).insert(
        assignments.map((a) => ({
          courseId: course.id,
          title: a.title,
          description: a.description,
          gradingEnabled: a.gradingEnabled,
          maxScore: a.maxScore,
          checkPrompt: a.checkPrompt,
          feedbackPrompt: a.feedbackPrompt,
          sortOrder: a.sortOrder,
        })),
      );
    await audit(actor, 'homework.course.duplicated', course.id, { from: courseId }, trx);
    return course;
  });
  return summary(copy);
}
