import type { HomeworkRole, StudentDashboard, TeacherDashboard } from '../../../contracts/homework.ts';
import { HomeworkAssignment, HomeworkCohort, HomeworkCourse, HomeworkSubmission, type User } from '../../../db/index.ts';
import { studentRowsOf } from './access.ts';
import { courseCounts } from './course-counts.ts';
import { loadSubmissions } from './load-submissions.ts';
import { studentSubmissionsOf } from './student-submissions.ts';
import { weeklyCounts } from './weekly-counts.ts';

const CHART_WEEKS = 8;
const RECENT = 5;

/** Spec 6: anyone may create a course (and so become a teacher); a student is someone a teacher added. */
export async function homeworkRole(user: User): Promise<HomeworkRole> {
  const [teaching, studying] = await Promise.all([HomeworkCourse.query().where('teacher_id', user.id).first(), studentRowsOf(user).first()]);
  return { isTeacher: teaching !== undefined, isStudent: studying !== undefined, canCreateCourse: true };
}

/** The latest version of each student's work on the teacher's active assignments of active courses. */
function latestOfTeacher(teacherId: string) {
  return HomeworkSubmission.query()
    .join('homework_assignments as a', 'a.id', 'homework_submissions.assignment_id')
    .join('homework_courses as c', 'c.id', 'a.course_id')
    .where('c.teacher_id', teacherId)
    .whereNull('c.archived_at')
    .whereNull('a.archived_at')
    .whereNotExists(
      HomeworkSubmission.query()
        .from('homework_submissions as newer')
        .whereColumn('newer.assignment_id', 'homework_submissions.assignment_id')
        .whereColumn('newer.cohort_student_id', 'homework_submissions.cohort_student_id')
        .whereColumn('newer.version', '>', 'homework_submissions.version'),
    );
}

export async function teacherDashboard(user: User, now: Date): Promise<TeacherDashboard> {
  const courses = await HomeworkCourse.query().where('teacher_id', user.id).whereNull('archived_at').orderBy('created_at', 'desc');
  const ids = courses.map((c) => c.id);
  const counts = await courseCounts(ids);
  const assignments = ids.length ? await HomeworkAssignment.query().select('id', 'course_id').whereIn('course_id', ids).whereNull('archived_at').orderBy('sort_order') : [];
  const waiting = (q: ReturnType<typeof HomeworkSubmission.query>) => void q.whereIn('homework_submissions.status', ['pending', 'needs_review']);
  const pendingCount = Number(((await latestOfTeacher(user.id).modify(waiting).count('homework_submissions.id as n').first()) as unknown as { n: string }).n);
  // 'Recent Submissions': the newest waiting first, today's included (the count beside it says how many wait in all).
  const pendingIds = (await latestOfTeacher(user.id).modify(waiting).select('homework_submissions.id').orderBy('homework_submissions.submitted_at', 'desc').limit(RECENT)).map((s) => s.id);
  const pending = pendingIds.length ? await loadSubmissions((q) => void q.whereIn('homework_submissions.id', pendingIds), 'teacher') : [];
  pending.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  const since = new Date(now.getTime() - CHART_WEEKS * 7 * 86_400_000);
  const recentDates = ids.length
    ? await HomeworkSubmission.query()
        .select('homework_submissions.submitted_at')
        .join('homework_assignments as a', 'a.id', 'homework_submissions.assignment_id')
        .whereIn('a.course_id', ids)
        .where('homework_submissions.submitted_at', '>=', since)
    : [];
  return {
    stats: {
      totalCourses: courses.length,
      totalStudents: [...counts.values()].reduce((sum, c) => sum + c.cohorts.reduce((s, x) => s + x.students, 0), 0),
      totalAssignments: assignments.length,
      pendingGrading: pendingCount,
    },
    courses: courses.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      cohorts: (counts.get(c.id)?.cohorts ?? []).map((x) => ({ id: x.id, name: x.name, _count: { students: x.students } })),
      assignments: assignments.filter((a) => a.courseId === c.id).map((a) => ({ id: a.id })),
    })),
    pendingSubmissions: pending.map((s) => ({
      id: s.id,
      submittedAt: s.submittedAt,
      assignment: { id: s.assignment.id, title: s.assignment.title, course: { name: s.assignment.course.name } },
      cohortStudent: { displayName: s.cohortStudent.displayName },
    })),
    submissionsByWeek: weeklyCounts(
      recentDates.map((s) => s.submittedAt),
      now,
      CHART_WEEKS,
    ),
  };
}

export async function studentDashboard(user: User): Promise<StudentDashboard> {
  const rows = await studentRowsOf(user)
    .select('homework_cohort_students.id', 'homework_cohort_students.cohort_id')
    .join('homework_cohorts as h', 'h.id', 'homework_cohort_students.cohort_id')
    .join('homework_courses as c', 'c.id', 'h.course_id')
    .whereNull('c.archived_at')
    .orderBy('homework_cohort_students.joined_at');
  const cohorts = rows.length ? await HomeworkCohort.query().whereIn('id', [...new Set(rows.map((r) => r.cohortId))]) : [];
  const courseIds = [...new Set(cohorts.map((c) => c.courseId))];
  const courses = courseIds.length ? await HomeworkCourse.query().whereIn('id', courseIds) : [];
  const assignments = courseIds.length ? await HomeworkAssignment.query().select('id', 'course_id').whereIn('course_id', courseIds).whereNull('archived_at').orderBy('sort_order') : [];
  const mine = await studentSubmissionsOf(user);
  // Stats count the latest version of each piece of work; the list shows every submission.
  const latest = new Map<string, (typeof mine)[number]>();
  for (const s of mine) if (!latest.has(`${s.cohortStudent.id}:${s.assignment.id}`)) latest.set(`${s.cohortStudent.id}:${s.assignment.id}`, s);
  const scored = [...latest.values()].filter((s) => s.status === 'graded' && s.finalScore !== null && s.assignment.maxScore);
  const percents = scored.map((s) => ((s.finalScore ?? 0) / (s.assignment.maxScore ?? 1)) * 100);
  return {
    stats: {
      totalCohorts: rows.length,
      totalSubmissions: mine.length,
      pendingGrading: [...latest.values()].filter((s) => s.status !== 'graded').length,
      averageScore: percents.length ? Math.round((percents.reduce((a, b) => a + b, 0) / percents.length) * 10) / 10 : null,
    },
    cohorts: rows.map((r) => {
      const cohort = cohorts.find((c) => c.id === r.cohortId);
      const course = courses.find((c) => c.id === cohort?.courseId);
      return {
        id: r.id,
        cohort: {
          id: r.cohortId,
          name: cohort?.name ?? '',
          course: {
            id: course?.id ?? '',
            name: course?.name ?? '',
            assignments: assignments
              .filter((a) => a.courseId === course?.id)
              .map((a) => ({ id: a.id, submissions: mine.filter((s) => s.assignment.id === a.id && s.cohortStudent.id === r.id).map((s) => ({ id: s.id })) })),
          },
        },
      };
    }),
    recentSubmissions: mine.slice(0, RECENT).map((s) => ({
      id: s.id,
      finalScore: s.finalScore,
      submittedAt: s.submittedAt,
      status: s.status,
      assignment: { id: s.assignment.id, title: s.assignment.title, maxScore: s.assignment.maxScore, course: { name: s.assignment.course.name } },
    })),
  };
}
