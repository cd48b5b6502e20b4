import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkAssignment, HomeworkCohort, HomeworkCohortStudent, HomeworkCourse, HomeworkSubmission, HomeworkSubmissionFile, User } from '../../../db/index.ts';
import { homeworkCaller, seedSubmission, type HomeworkCaller } from '../../testing/homework.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/*
 * Spec 6 and issue 14: a teacher reaches only their own courses and what is under them; a
 * student only their own submissions and their cohorts' assignments; any other id is 404.
 * Every homework route is walked as a stranger, as a student of another course and as the
 * teacher, and each answer is checked.
 */

let app: TestApp;
let teacher: HomeworkCaller;
let stranger: HomeworkCaller;
let otherStudent: HomeworkCaller;
let ids: { course: string; cohort: string; student: string; assignment: string; submission: string; file: string };

/** What the walk could change: course A's tree, and any course of the walkers (another test file runs beside this one). */
const tableCounts = async () => {
  const walkers = User.query().select('id').whereIn('email', [teacher.email, stranger.email, otherStudent.email]);
  const cohortsOfA = HomeworkCohort.query().select('id').where('course_id', ids.course);
  const assignmentsOfA = HomeworkAssignment.query().select('id').where('course_id', ids.course);
  return {
    courses: await HomeworkCourse.query().whereIn('teacher_id', walkers).resultSize(),
    courseA: await HomeworkCourse.query().findById(ids.course),
    cohorts: await HomeworkCohort.query().where('course_id', ids.course).resultSize(),
    thresholds: await HomeworkCohort.query().findById(ids.cohort),
    students: await HomeworkCohortStudent.query().whereIn('cohort_id', cohortsOfA).resultSize(),
    assignments: await HomeworkAssignment.query().where('course_id', ids.course),
    submissions: await HomeworkSubmission.query().whereIn('assignment_id', assignmentsOfA),
  };
};

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  app = await startTestApp();
  teacher = await homeworkCaller(app.baseUrl, 'Teacher A');
  stranger = await homeworkCaller(app.baseUrl, 'Stranger');
  otherStudent = await homeworkCaller(app.baseUrl, 'Student of B');

  const course = (await teacher.call('POST', '/homework/courses', { name: 'Course A' })).body.data;
  const cohort = (await teacher.call('POST', '/homework/cohorts', { courseId: course.id, name: 'A1' })).body.data;
  const student = (await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Ann' })).body.data;
  const assignment = (await teacher.call('POST', '/homework/assignments', { courseId: course.id, title: 'Essay', description: 'Write', gradingEnabled: true, maxScore: 10, checkPrompt: 'Check' })).body.data;
  const submission = await seedSubmission({ assignmentId: assignment.id, cohortStudentId: student.id, score: 7 });
  const file = await HomeworkSubmissionFile.query().insertAndFetch({ submissionId: submission.id, originalName: 'page.png', fileType: 'image/png', fileSize: 10, storageKey: `homework/test/${submission.id}` });
  ids = { course: course.id, cohort: cohort.id, student: student.id, assignment: assignment.id, submission: submission.id, file: file.id };

  // Course B, another teacher's, where otherStudent studies (added with their email).
  const teacherB = await homeworkCaller(app.baseUrl, 'Teacher B');
  const courseB = (await teacherB.call('POST', '/homework/courses', { name: 'Course B' })).body.data;
  const cohortB = (await teacherB.call('POST', '/homework/cohorts', { courseId: courseB.id, name: 'B1' })).body.data;
  const mine = (await teacherB.call('POST', `/homework/cohorts/${cohortB.id}/students`, { displayName: 'Bob', email: otherStudent.email })).body.data;
  const assignmentB = (await teacherB.call('POST', '/homework/assignments', { courseId: courseB.id, title: 'B task', description: 'Do', gradingEnabled: false, maxScore: null, checkPrompt: 'Check' })).body.data;
  await seedSubmission({ assignmentId: assignmentB.id, cohortStudentId: mine.id });
});
afterAll(async () => {
  await app.close();
  nock.enableNetConnect();
});

type Route = [method: string, path: () => string, body?: unknown];

/**
 * Every homework route that names one of course A's ids, reads before writes, deletes last.
 * Regrade All starts a workflow, which nock here would break (grpc): its walk is in
 * scripts/test/e2e/homework-regrade.integration.test.ts.
 */
const idRoutes: Route[] = [
  ['GET', () => `/homework/courses/${ids.course}`],
  ['GET', () => `/homework/courses/${ids.course}?archived=true`],
  ['PUT', () => `/homework/courses/${ids.course}`, { name: 'Renamed' }],
  ['POST', () => `/homework/courses/${ids.course}/archive`, { archive: true }],
  ['POST', () => `/homework/courses/${ids.course}/archive`, { archive: false }],
  ['POST', () => `/homework/courses/${ids.course}/duplicate`],
  ['GET', () => `/homework/courses/${ids.course}/gradebook`],
  ['GET', () => `/homework/courses/${ids.course}/gradebook?cohortId=${ids.cohort}`],
  ['GET', () => `/homework/courses/${ids.course}/gradebook/export`],
  ['POST', () => '/homework/cohorts', () => ({ courseId: ids.course, name: 'A2' })],
  ['GET', () => `/homework/cohorts/${ids.cohort}`],
  ['PUT', () => `/homework/cohorts/${ids.cohort}/thresholds`, { passPercent: 70 }],
  ['GET', () => `/homework/cohorts/${ids.cohort}/gradebook`],
  ['GET', () => `/homework/cohorts/${ids.cohort}/export`],
  ['POST', () => `/homework/cohorts/${ids.cohort}/students`, { displayName: 'Intruder' }],
  ['POST', () => '/homework/assignments', () => ({ courseId: ids.course, title: 'T', description: 'D', gradingEnabled: true, maxScore: 5, checkPrompt: 'C' })],
  ['GET', () => `/homework/assignments/${ids.assignment}`],
  ['PUT', () => `/homework/assignments/${ids.assignment}`, { title: 'Essay 2' }],
  ['POST', () => `/homework/assignments/${ids.assignment}/archive`, { archive: true }],
  ['POST', () => `/homework/assignments/${ids.assignment}/archive`, { archive: false }],
  ['GET', () => `/homework/assignments/course/${ids.course}`],
  ['GET', () => `/homework/assignments/${ids.assignment}/submissions`],
  ['GET', () => `/homework/assignments/${ids.assignment}/submissions/export`],
  ['GET', () => `/homework/students/${ids.student}/submissions`],
  ['GET', () => `/homework/submissions/${ids.submission}`],
  ['PUT', () => `/homework/submissions/${ids.submission}`, { feedback: 'Rewritten' }],
  ['PUT', () => `/homework/submissions/${ids.submission}/score`, { score: 9, reason: 'Recounted' }],
  ['GET', () => `/homework/assignments/${ids.assignment}/regrade-stats`],
  ['GET', () => `/homework/files/${ids.file}`],
  ['POST', () => `/homework/submissions/${ids.submission}/regrade`],
  ['DELETE', () => `/homework/submissions/${ids.submission}`],
  ['DELETE', () => `/homework/cohorts/${ids.cohort}/students/${ids.student}`],
  ['DELETE', () => `/homework/assignments/${ids.assignment}`],
  ['DELETE', () => `/homework/cohorts/${ids.cohort}`],
  ['DELETE', () => `/homework/courses/${ids.course}`],
];

/** Routes a stranger must not reach that the teacher's walk cannot take in order (accept needs a held grade). */
const strangerRoutes: Route[] = [['POST', () => `/homework/submissions/${ids.submission}/accept`], ...idRoutes];

const bodyOf = (route: Route) => (typeof route[2] === 'function' ? (route[2] as () => unknown)() : route[2]);

describe('homework authorization walk', () => {
  it('lets a stranger and a student of another course reach nothing of course A: 404 everywhere, nothing changed', async () => {
    const before = await tableCounts();
    for (const caller of [stranger, otherStudent]) {
      for (const route of strangerRoutes) {
        const res = await caller.call(route[0], route[1](), bodyOf(route));
        expect({ route: `${route[0]} ${route[1]()}`, status: res.status, error: res.body?.error }).toEqual({ route: `${route[0]} ${route[1]()}`, status: 404, error: 'not_found' });
        expect(res.body.message).toMatch(/not found/);
      }
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('shows a stranger only their own empty homework', async () => {
    expect((await stranger.call('GET', '/homework/role')).body.data).toEqual({ isTeacher: false, isStudent: false, canCreateCourse: true });
    expect((await stranger.call('GET', '/homework/courses')).body.data).toEqual([]);
    expect((await stranger.call('GET', '/homework/courses?archived=true')).body.data).toEqual([]);
    expect((await stranger.call('GET', '/homework/teacher/dashboard')).body.data.stats).toEqual({ totalCourses: 0, totalStudents: 0, totalAssignments: 0, pendingGrading: 0 });
    expect((await stranger.call('GET', '/homework/student/dashboard')).body.data.cohorts).toEqual([]);
    expect((await stranger.call('GET', '/homework/submissions/student/my')).body.data).toEqual([]);
  });

  it('shows the student of course B their own work and nothing of course A', async () => {
    expect((await otherStudent.call('GET', '/homework/role')).body.data).toEqual({ isTeacher: false, isStudent: true, canCreateCourse: true });
    const mine = (await otherStudent.call('GET', '/homework/submissions/student/my')).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0].assignment.title).toBe('B task');
    const dashboard = (await otherStudent.call('GET', '/homework/student/dashboard')).body.data;
    expect(dashboard.cohorts.map((c: { cohort: { course: { name: string } } }) => c.cohort.course.name)).toEqual(['Course B']);
    const courseB = dashboard.cohorts[0].cohort.course.id;
    const list = await otherStudent.call('GET', `/homework/assignments/course/${courseB}`);
    expect(list.status).toBe(200);
    expect(list.body.data[0].submissions).toHaveLength(1);
    // A student reads an assignment of their course and their own submission, never a teacher's view.
    const assignment = await otherStudent.call('GET', `/homework/assignments/${list.body.data[0].id}`);
    expect(assignment.status).toBe(200);
    expect((await otherStudent.call('GET', `/homework/submissions/${mine[0].id}`)).status).toBe(200);
    expect((await otherStudent.call('GET', `/homework/assignments/${list.body.data[0].id}/submissions`)).status).toBe(404);
    expect((await otherStudent.call('DELETE', `/homework/submissions/${mine[0].id}`)).status).toBe(404);
    expect((await otherStudent.call('PUT', `/homework/submissions/${mine[0].id}/score`, { score: 1, reason: 'mine' })).status).toBe(404);
    expect((await otherStudent.call('GET', `/homework/courses/${courseB}`)).status).toBe(404);
  });

  it('lets the teacher do everything with their own course', async () => {
    for (const route of idRoutes) {
      const res = await teacher.call(route[0], route[1](), bodyOf(route));
      expect({ route: `${route[0]} ${route[1]()}`, ok: res.status >= 200 && res.status < 300 }).toEqual({ route: `${route[0]} ${route[1]()}`, ok: true });
    }
    expect(await HomeworkCourse.query().findById(ids.course)).toBeUndefined();
  });

  it('answers a signed-out caller 401', async () => {
    const res = await fetch(`${app.baseUrl}/api/homework/role`);
    expect(res.status).toBe(401);
  });
});
