import { HomeworkAssignment, HomeworkCohort } from '../../../db/index.ts';
import type { CourseCounts } from './present.ts';

/** The cohorts (with student counts) and active assignment counts of many courses: two queries whatever their number. */
export async function courseCounts(courseIds: string[]): Promise<Map<string, CourseCounts>> {
  const counts = new Map<string, CourseCounts>(courseIds.map((id) => [id, { cohorts: [], assignments: 0 }]));
  if (courseIds.length === 0) return counts;
  const cohorts = (await HomeworkCohort.query()
    .select('homework_cohorts.id', 'homework_cohorts.name', 'homework_cohorts.course_id')
    .count('s.id as students')
    .leftJoin('homework_cohort_students as s', 's.cohort_id', 'homework_cohorts.id')
    .whereIn('homework_cohorts.course_id', courseIds)
    .groupBy('homework_cohorts.id')
    .orderBy('homework_cohorts.created_at')) as unknown as { id: string; name: string; courseId: string; students: string }[];
  for (const c of cohorts) counts.get(c.courseId)?.cohorts.push({ id: c.id, name: c.name, students: Number(c.students) });
  const assignments = (await HomeworkAssignment.query()
    .select('course_id')
    .count('id as n')
    .whereIn('course_id', courseIds)
    .whereNull('archived_at')
    .groupBy('course_id')) as unknown as { courseId: string; n: string }[];
  for (const a of assignments) {
    const entry = counts.get(a.courseId);
    if (entry) entry.assignments = Number(a.n);
  }
  return counts;
}
