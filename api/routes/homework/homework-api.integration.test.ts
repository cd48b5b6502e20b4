import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, HomeworkCohortStudent, HomeworkCourse, HomeworkGrade } from '../../../db/index.ts';
import { homeworkCaller, seedSubmission, type HomeworkCaller } from '../../testing/homework.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let teacher: HomeworkCaller;

const essay = (courseId: string, extra: Record<string, unknown> = {}) => ({ courseId, title: 'Essay', description: 'Write 300 words', gradingEnabled: true, maxScore: 10, checkPrompt: 'Grade the argument', ...extra });

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  app = await startTestApp();
  teacher = await homeworkCaller(app.baseUrl);
});
afterAll(async () => {
  await app.close();
  nock.enableNetConnect();
});

async function courseWithCohort(name = 'History') {
  const course = (await teacher.call('POST', '/homework/courses', { name, description: '  ' })).body.data;
  const cohort = (await teacher.call('POST', '/homework/cohorts', { courseId: course.id, name: 'Group 1' })).body.data;
  return { course, cohort };
}

describe('courses', () => {
  it('creates (blank description as none), lists by archive state, archives, restores and answers 409 for the wrong state', async () => {
    const created = await teacher.call('POST', '/homework/courses', { name: '  Algebra ', description: '' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Algebra', description: null, archivedAt: null, _count: { cohorts: 0, assignments: 0, students: 0 } });
    const id = created.body.data.id;
    expect((await teacher.call('GET', '/homework/role')).body.data).toEqual({ isTeacher: true, isStudent: false, canCreateCourse: true });

    expect((await teacher.call('POST', `/homework/courses/${id}/archive`, { archive: false })).body).toMatchObject({ error: 'conflict', message: 'This course is not archived.' });
    const archived = await teacher.call('POST', `/homework/courses/${id}/archive`, {});
    expect(archived.status).toBe(200);
    expect(archived.body.data.archivedAt).not.toBeNull();
    expect((await teacher.call('GET', '/homework/courses?archived=true')).body.data.map((c: { id: string }) => c.id)).toContain(id);
    expect((await teacher.call('GET', '/homework/courses?archived=false')).body.data.map((c: { id: string }) => c.id)).not.toContain(id);
    const refused = await teacher.call('DELETE', `/homework/courses/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This course is archived. Restore it before deleting it.');
    expect((await teacher.call('POST', `/homework/courses/${id}/archive`, { archive: true })).status).toBe(409);
    expect((await teacher.call('POST', `/homework/courses/${id}/archive`, { archive: false })).body.data.archivedAt).toBeNull();
    expect((await teacher.call('DELETE', `/homework/courses/${id}`)).status).toBe(200);
    expect((await teacher.call('GET', `/homework/courses/${id}`)).status).toBe(404);
  });

  it('duplicates cohorts (with thresholds) and active assignments, never students or submissions', async () => {
    const { course, cohort } = await courseWithCohort('Physics');
    await teacher.call('PUT', `/homework/cohorts/${cohort.id}/thresholds`, { passPercent: 75, reviewBelowConfidence: 0.8 });
    const a = (await teacher.call('POST', '/homework/assignments', essay(course.id, { order: 2 }))).body.data;
    const gone = (await teacher.call('POST', '/homework/assignments', essay(course.id, { title: 'Old' }))).body.data;
    await teacher.call('POST', `/homework/assignments/${gone.id}/archive`, { archive: true });
    const student = (await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Ann' })).body.data;
    await seedSubmission({ assignmentId: a.id, cohortStudentId: student.id, score: 8 });

    const copy = await teacher.call('POST', `/homework/courses/${course.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: 'Physics (copy)', _count: { cohorts: 1, assignments: 1, students: 0 } });
    const detail = (await teacher.call('GET', `/homework/courses/${copy.body.data.id}`)).body.data;
    expect(detail.assignments).toMatchObject([{ title: 'Essay', order: 2, maxScore: 10, _count: { submissions: 0 } }]);
    const copiedCohort = (await teacher.call('GET', `/homework/cohorts/${detail.cohorts[0].id}`)).body.data;
    expect(copiedCohort).toMatchObject({ name: 'Group 1', students: [], thresholds: { passPercent: 75, reviewBelowConfidence: 0.8 } });
  });

  it('two editors at once: the later write wins and the audit log keeps both', async () => {
    const { course } = await courseWithCohort('Chemistry');
    const [first, second] = await Promise.all([
      teacher.call('PUT', `/homework/courses/${course.id}`, { name: 'Chemistry I' }),
      teacher.call('PUT', `/homework/courses/${course.id}`, { name: 'Chemistry II' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const events = await AuditEvent.query().where('action', 'homework.course.updated').whereRaw("details->>'courseId' = ?", [course.id]).orderBy('id');
    expect(events).toHaveLength(2);
    const [earlier, later] = events.map((e) => e.details as { before: { name: string }; after: { name: string } });
    expect(earlier!.before.name).toBe('Chemistry');
    expect(later!.before.name).toBe(earlier!.after.name);
    expect((await HomeworkCourse.query().findById(course.id))!.name).toBe(later!.after.name);
  });
});

describe('cohort students', () => {
  it("adds Pending students with the server's code whatever the console sent, so no answer tells whether another teacher holds a code", async () => {
    const { cohort } = await courseWithCohort();
    const rival = await homeworkCaller(app.baseUrl);
    const rivalCourse = (await rival.call('POST', '/homework/courses', { name: 'Rival' })).body.data;
    const rivalCohort = (await rival.call('POST', '/homework/cohorts', { courseId: rivalCourse.id, name: 'R' })).body.data;
    const held = (await rival.call('POST', `/homework/cohorts/${rivalCohort.id}/students`, { displayName: 'Rita' })).body.data.telegramCode as string;
    const free = async () => {
      for (;;) {
        const code = Math.random().toString(36).slice(2, 8).toUpperCase();
        if (/^[A-Z0-9]{6}$/.test(code) && !(await HomeworkCohortStudent.query().findOne({ telegram_code: code }))) return code;
      }
    };
    const chosen = await free();
    const first = await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Ann', email: 'ann@example.com', telegramCode: chosen.toLowerCase() });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ displayName: 'Ann', email: 'ann@example.com', telegramCode: expect.stringMatching(/^[A-Z0-9]{6}$/), isActive: false, activatedAt: null, telegramUserId: null });
    // A free code and another teacher's code are answered alike: neither is used.
    expect(first.body.data.telegramCode).not.toBe(chosen);
    const clash = await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Ben', email: '', telegramCode: held });
    expect(clash.status).toBe(201);
    expect(clash.body.data.telegramCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(clash.body.data.telegramCode).not.toBe(held);
    expect(clash.body.data.email).toBeNull();
    expect(await HomeworkCohortStudent.query().where('telegram_code', held).resultSize()).toBe(1);
    const removed = await teacher.call('DELETE', `/homework/cohorts/${cohort.id}/students/${first.body.data.id}`);
    expect(removed.status).toBe(200);
    expect((await teacher.call('GET', `/homework/cohorts/${cohort.id}`)).body.data.students.map((s: { displayName: string }) => s.displayName)).toEqual(['Ben']);
  });
});

describe('assignments', () => {
  it('keeps maxScore null when grading is off and clears it when grading is turned off', async () => {
    const { course } = await courseWithCohort();
    const feedbackOnly = await teacher.call('POST', '/homework/assignments', essay(course.id, { gradingEnabled: false, maxScore: null, feedbackPrompt: ' ' }));
    expect(feedbackOnly.body.data).toMatchObject({ gradingEnabled: false, maxScore: null, feedbackPrompt: null, order: 0 });
    const graded = (await teacher.call('POST', '/homework/assignments', essay(course.id))).body.data;
    const off = await teacher.call('PUT', `/homework/assignments/${graded.id}`, { gradingEnabled: false });
    expect(off.body.data).toMatchObject({ gradingEnabled: false, maxScore: null });
    const on = await teacher.call('PUT', `/homework/assignments/${graded.id}`, { gradingEnabled: true });
    expect(on.status).toBe(400);
    expect(on.body.fields).toEqual([{ field: 'maxScore', message: 'maxScore is required when grading is enabled' }]);
  });
});

describe('bad input: 400 naming the field, never 500, nothing stored', () => {
  it.each([
    ['a blank course name', 'POST', '/homework/courses', { name: '   ' }, 'name'],
    ['a course name of the wrong type', 'POST', '/homework/courses', { name: 42 }, 'name'],
    ['an unknown course field', 'POST', '/homework/courses', { name: 'X', colour: 'red' }, 'colour'],
    ['a maxScore of 0', 'POST', '/homework/assignments', (c: string) => essay(c, { maxScore: 0 }), 'maxScore'],
    ['a maxScore of 1001', 'POST', '/homework/assignments', (c: string) => essay(c, { maxScore: 1001 }), 'maxScore'],
    ['a maxScore with grading off', 'POST', '/homework/assignments', (c: string) => essay(c, { gradingEnabled: false, maxScore: 10 }), 'maxScore'],
    ['a negative order', 'POST', '/homework/assignments', (c: string) => essay(c, { order: -1 }), 'order'],
    ['a fractional order', 'POST', '/homework/assignments', (c: string) => essay(c, { order: 1.5 }), 'order'],
    ['a blank title', 'POST', '/homework/assignments', (c: string) => essay(c, { title: '' }), 'title'],
    ['a malformed course id', 'POST', '/homework/assignments', () => essay('not-an-id'), 'courseId'],
    ['a blank cohort name', 'POST', '/homework/cohorts', (c: string) => ({ courseId: c, name: '' }), 'name'],
    ['a blank student name', 'POST', '/homework/cohorts/:cohort/students', { displayName: ' ' }, 'displayName'],
    ['a bad email', 'POST', '/homework/cohorts/:cohort/students', { displayName: 'A', email: 'nope' }, 'email'],
    ['a bad student code', 'POST', '/homework/cohorts/:cohort/students', { displayName: 'A', telegramCode: 'AB-12' }, 'telegramCode'],
    ['a passPercent of 0', 'PUT', '/homework/cohorts/:cohort/thresholds', { passPercent: 0 }, 'passPercent'],
    ['a confidence over 1', 'PUT', '/homework/cohorts/:cohort/thresholds', { reviewBelowConfidence: 1.5 }, 'reviewBelowConfidence'],
    ['archive not a boolean', 'POST', '/homework/courses/:course/archive', { archive: 'yes' }, 'archive'],
    ['a malformed id in the path', 'GET', '/homework/courses/123', undefined, 'id'],
    ['a malformed cohortId in the query', 'GET', '/homework/courses/:course/gradebook?cohortId=x', undefined, 'cohortId'],
    ['archived not true or false', 'GET', '/homework/courses?archived=maybe', undefined, 'archived'],
  ])('%s', async (_name, method, path, body, field) => {
    const { course, cohort } = await courseWithCohort();
    const before = (await teacher.call('GET', `/homework/courses/${course.id}`)).body.data;
    const payload = typeof body === 'function' ? body(course.id) : body;
    const res = await teacher.call(method, path.replace(':course', course.id).replace(':cohort', cohort.id), payload);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await teacher.call('GET', `/homework/courses/${course.id}`)).body.data).toEqual(before);
  });

  it('malformed JSON: 400', async () => {
    const res = await teacher.call('POST', '/homework/courses', '{"name": "x",');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_json');
  });
});

describe('submissions and grades', () => {
  it('a teacher sets a score with a reason: in force, in the grade history and the audit log; limits checked', async () => {
    const { course, cohort } = await courseWithCohort();
    const a = (await teacher.call('POST', '/homework/assignments', essay(course.id))).body.data;
    const fb = (await teacher.call('POST', '/homework/assignments', essay(course.id, { gradingEnabled: false, maxScore: null }))).body.data;
    const s = (await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Ann' })).body.data;
    const sub = await seedSubmission({ assignmentId: a.id, cohortStudentId: s.id });
    const fbSub = await seedSubmission({ assignmentId: fb.id, cohortStudentId: s.id });

    const tooHigh = await teacher.call('PUT', `/homework/submissions/${sub.id}/score`, { score: 11, reason: 'r' });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.fields[0]).toEqual({ field: 'score', message: 'score must be from 0 to 10' });
    expect((await teacher.call('PUT', `/homework/submissions/${sub.id}/score`, { score: 5 })).body.fields[0].field).toBe('reason');
    expect((await teacher.call('PUT', `/homework/submissions/${fbSub.id}/score`, { score: 5, reason: 'r' })).status).toBe(400);
    expect((await teacher.call('PUT', `/homework/submissions/${sub.id}`, { feedback: 'Nice' })).status).toBe(409);

    const scored = await teacher.call('PUT', `/homework/submissions/${sub.id}/score`, { score: 7.5, feedback: 'Good structure', reason: 'Checked by hand' });
    expect(scored.body.data).toMatchObject({ finalScore: 7.5, finalFeedback: 'Good structure', status: 'graded', gradedBy: 'teacher' });
    const grades = await HomeworkGrade.query().where('submission_id', sub.id);
    expect(grades).toMatchObject([{ source: 'teacher', score: 7.5, reason: 'Checked by hand' }]);
    expect(await AuditEvent.query().where('action', 'homework.submission.scored').whereRaw("details->>'submissionId' = ?", [sub.id]).resultSize()).toBe(1);
  });

  it('a grade held for review is Pending to its student and Needs review to the teacher', async () => {
    const { course, cohort } = await courseWithCohort();
    const student = await homeworkCaller(app.baseUrl, 'Student');
    const a = (await teacher.call('POST', '/homework/assignments', essay(course.id))).body.data;
    const s = (await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Sam', email: student.email.toUpperCase() })).body.data;
    const held = await seedSubmission({ assignmentId: a.id, cohortStudentId: s.id, score: 3, status: 'needs_review' });
    const asTeacher = (await teacher.call('GET', `/homework/submissions/${held.id}`)).body.data;
    expect(asTeacher).toMatchObject({ status: 'needs_review', finalScore: 3 });
    const asStudent = (await student.call('GET', `/homework/submissions/${held.id}`)).body.data;
    expect(asStudent).toMatchObject({ status: 'pending', finalScore: null, finalFeedback: null, gradedBy: null });
    expect((await teacher.call('GET', '/homework/teacher/dashboard')).body.data.pendingSubmissions.map((p: { id: string }) => p.id)).toContain(held.id);
  });

  it("the teacher dashboard's Recent Submissions are the newest 5 waiting, newest first, today's included", async () => {
    // A teacher of their own: the other tests' submissions wait on the shared one's dashboard.
    const own = await homeworkCaller(app.baseUrl, 'Recent Teacher');
    const course = (await own.call('POST', '/homework/courses', { name: 'Recent', description: '' })).body.data;
    const cohort = (await own.call('POST', '/homework/cohorts', { courseId: course.id, name: 'Group 1' })).body.data;
    const a = (await own.call('POST', '/homework/assignments', essay(course.id))).body.data;
    const day = 86_400_000;
    const waited: string[] = [];
    // Seven waiting, from ten days ago to a minute ago; a graded one today is not waiting.
    for (const [i, ago] of [10 * day, 8 * day, 6 * day, 4 * day, 2 * day, day, 60_000].entries()) {
      const s = (await own.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: `Waiting ${i}` })).body.data;
      waited.push((await seedSubmission({ assignmentId: a.id, cohortStudentId: s.id, status: i % 2 ? 'needs_review' : 'pending', submittedAt: new Date(Date.now() - ago) })).id);
    }
    const done = (await own.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Graded' })).body.data;
    await seedSubmission({ assignmentId: a.id, cohortStudentId: done.id, score: 8, status: 'graded', submittedAt: new Date() });
    const shown = (await own.call('GET', '/homework/teacher/dashboard')).body.data.pendingSubmissions.map((p: { id: string }) => p.id);
    expect(shown).toEqual(waited.slice(-5).reverse());
  });
});

describe('gradebook and exports', () => {
  it('scores the latest version, totals earned/possible over scored work, averages with a trend, and counts submissions and Telegram', async () => {
    const { course, cohort } = await courseWithCohort('Литература 9А');
    const one = (await teacher.call('POST', '/homework/assignments', essay(course.id, { title: 'One', maxScore: 10, order: 1 }))).body.data;
    const two = (await teacher.call('POST', '/homework/assignments', essay(course.id, { title: 'Two', maxScore: 20, order: 2 }))).body.data;
    const three = (await teacher.call('POST', '/homework/assignments', essay(course.id, { title: '=Three', maxScore: 10, order: 3 }))).body.data;
    await teacher.call('POST', '/homework/assignments', essay(course.id, { title: 'Feedback only', gradingEnabled: false, maxScore: null }));
    const ann = (await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Анна Петрова', email: 'anna@example.com' })).body.data;
    const bob = (await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: '=HYPERLINK("http://evil")', email: null })).body.data;
    await HomeworkCohortStudent.query().patchAndFetchById(ann.id, { telegramUserId: 5551234, isActive: true, activatedAt: new Date() });
    await seedSubmission({ assignmentId: one.id, cohortStudentId: ann.id, score: 4 });
    await seedSubmission({ assignmentId: one.id, cohortStudentId: ann.id, score: 6 }); // a later version counts
    await seedSubmission({ assignmentId: two.id, cohortStudentId: ann.id, score: 18 });
    await seedSubmission({ assignmentId: three.id, cohortStudentId: ann.id }); // submitted, not graded
    await seedSubmission({ assignmentId: one.id, cohortStudentId: bob.id, score: 9 });
    await seedSubmission({ assignmentId: two.id, cohortStudentId: bob.id, score: 10 });

    const g = (await teacher.call('GET', `/homework/courses/${course.id}/gradebook`)).body.data;
    expect(g.assignments.map((a: { title: string }) => a.title)).toEqual(['One', 'Two', '=Three']);
    const [annRow, bobRow] = g.cohorts[0].students.sort((x: { email: string | null }, y: { email: string | null }) => (x.email ? -1 : y.email ? 1 : 0));
    expect(annRow).toMatchObject({ scores: { [one.id]: 6, [two.id]: 18, [three.id]: null }, totalEarned: 24, totalPossible: 30, average: 80, trend: 'up', submittedCount: 3, totalAssignments: 3, telegramUserId: '5551234' });
    expect(bobRow).toMatchObject({ totalEarned: 19, totalPossible: 30, average: 63.3, trend: 'down', submittedCount: 2, telegramUserId: null });
    expect(g.summary).toEqual({ totalStudents: 2, averageScore: 71.7, submissionRate: 83.3, telegramConnected: 1 });
    expect(g.assignmentAverages).toEqual([
      { assignmentId: one.id, average: 75 },
      { assignmentId: two.id, average: 70 },
      { assignmentId: three.id, average: null },
    ]);

    const res = await fetch(`${app.baseUrl}/api/homework/courses/${course.id}/gradebook/export`, { headers: { authorization: `Bearer ${teacher.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${'_'.repeat(11)}9__gradebook_${today}.csv"; filename*=UTF-8''${encodeURIComponent(`Литература_9А_gradebook_${today}.csv`)}`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe("Student,Email,Cohort,Telegram,One (/10),Two (/20),'=Three (/10),Total earned,Total possible,Average %");
    expect(lines).toContain('Анна Петрова,anna@example.com,Group 1,Connected,6,18,,24,30,80');
    expect(lines).toContain(`"'=HYPERLINK(""http://evil"")",,Group 1,Not Connected,9,10,,19,30,63.3`);
  });

  it('exports a cohort roster and an assignment\'s submissions', async () => {
    const { course, cohort } = await courseWithCohort('Art');
    const a = (await teacher.call('POST', '/homework/assignments', essay(course.id, { title: 'Sketch' }))).body.data;
    const s = (await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Ann', telegramCode: 'ART001' })).body.data;
    await seedSubmission({ assignmentId: a.id, cohortStudentId: s.id, content: '+1 idea', score: 8 });
    const roster = await teacher.call('GET', `/homework/cohorts/${cohort.id}/export`);
    expect(roster.headers.get('content-disposition')).toContain(`Art_Group_1_students_`);
    expect(roster.body).toContain(`Ann,,Pending,${s.telegramCode},`);
    const subs = await teacher.call('GET', `/homework/assignments/${a.id}/submissions/export`);
    expect(subs.headers.get('content-disposition')).toContain('Sketch_submissions_');
    const row = (subs.body as string).split('\r\n')[1]!;
    expect(row).toMatch(/^Ann,,1,\d{4}-\d\d-\d\dT[^,]+,Graded,8,10,AI,[^,]+,Well argued\.,'\+1 idea,$/);
  });
});
