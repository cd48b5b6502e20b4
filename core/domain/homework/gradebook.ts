import type { Gradebook } from '../../../contracts/homework.ts';
import { HomeworkAssignment, HomeworkCohort, HomeworkCohortStudent, HomeworkSubmission } from '../../../db/index.ts';
import { notFound } from '../../errors.ts';
import { teacherCohort, teacherCourse } from './access.ts';
import { computeGradebook } from './gradebook-compute.ts';

/**
 * A course's gradebook (or one cohort's) in five queries whatever the number of students or
 * assignments: course, cohorts, students, assignments, and the latest version of each piece of
 * work (bench/gradebook.ts counts them).
 */
export async function courseGradebook(teacherId: string, courseId: string, cohortId?: string): Promise<Gradebook> {
  const course = await teacherCourse(teacherId, courseId);
  const cohorts = await HomeworkCohort.query()
    .select('id', 'name')
    .where('course_id', courseId)
    .modify((q) => void (cohortId ? q.where('id', cohortId) : q))
    .orderBy('created_at');
  if (cohortId && cohorts.length === 0) throw notFound('Cohort');
  const cohortIds = cohorts.map((c) => c.id);
  const students = cohortIds.length
    ? await HomeworkCohortStudent.query()
        .select('id', 'cohort_id', 'display_name', 'email', 'telegram_user_id', 'is_active')
        .whereIn('cohort_id', cohortIds)
        .orderBy([{ column: 'display_name' }, { column: 'id' }])
    : [];
  const assignments = await HomeworkAssignment.query()
    .select('id', 'title', 'max_score', 'sort_order')
    .where('course_id', courseId)
    .whereNull('archived_at')
    .where('grading_enabled', true)
    .orderBy([{ column: 'sort_order' }, { column: 'created_at' }]);
  const latest =
    students.length && assignments.length
      ? await HomeworkSubmission.query()
          .select('cohort_student_id', 'assignment_id', 'status', 'final_score')
          .whereIn(
            'assignment_id',
            assignments.map((a) => a.id),
          )
          .whereIn('cohort_student_id', HomeworkCohortStudent.query().select('id').whereIn('cohort_id', cohortIds))
          .distinctOn(['cohort_student_id', 'assignment_id'])
          .orderBy([{ column: 'cohort_student_id' }, { column: 'assignment_id' }, { column: 'version', order: 'desc' }])
      : [];
  return computeGradebook({
    course: { id: course.id, name: course.name },
    assignments: assignments.map((a) => ({ id: a.id, title: a.title, maxScore: a.maxScore ?? 0, order: a.sortOrder })),
    cohorts,
    students,
    latest,
  });
}

export async function cohortGradebook(teacherId: string, cohortId: string): Promise<Gradebook> {
  const cohort = await teacherCohort(teacherId, cohortId);
  return courseGradebook(teacherId, cohort.courseId, cohortId);
}
