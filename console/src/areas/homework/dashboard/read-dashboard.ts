import type { ApiClient } from '../../../api/client';
import { homeworkApi, type HomeworkRole, type StudentDashboard, type TeacherDashboard } from '../shared/homework-api';

export interface Dashboards {
  role: HomeworkRole;
  teacher: TeacherDashboard | null;
  student: StudentDashboard | null;
}

/** Spec 2 '/homework': the role first, then the dashboard of each role the user has (both at once). */
export async function readDashboards(api: ApiClient): Promise<Dashboards> {
  const role = await homeworkApi.role(api);
  const [teacher, student] = await Promise.all([role.isTeacher ? homeworkApi.teacherDashboard(api) : null, role.isStudent ? homeworkApi.studentDashboard(api) : null]);
  return { role, teacher, student };
}
