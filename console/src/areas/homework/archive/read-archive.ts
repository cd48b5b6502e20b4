import type { ApiClient } from '../../../api/client';
import { homeworkApi, type Assignment, type CourseSummary } from '../shared/homework-api';

export interface ArchiveData {
  courses: CourseSummary[];
  assignments: Assignment[];
}

/**
 * Spec 7: three reads: the archived courses, the active ones, and each active course with
 * ?archived=true for its archived assignments (an archived course's assignments come back with it).
 */
export async function readArchive(api: ApiClient): Promise<ArchiveData> {
  const [courses, active] = await Promise.all([homeworkApi.courses(api, true), homeworkApi.courses(api, false)]);
  const details = await Promise.all(active.map((course) => homeworkApi.course(api, course.id, true)));
  return { courses, assignments: details.flatMap((course) => course.assignments) };
}
