import { HomeworkSubmission } from '../../db/index.ts';
import { newGoogleAccount, signInWithGoogle } from './google-sign-in.ts';

export interface HomeworkCaller {
  token: string;
  email: string;
  /** A JSON call; answers the status and the parsed body (the text when not JSON). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }>;
}

/** A signed-in user calling /api as themselves. */
export async function homeworkCaller(baseUrl: string, name = 'Teacher'): Promise<HomeworkCaller> {
  const account = newGoogleAccount({ name });
  const token = (await signInWithGoogle(baseUrl, account)).token!;
  return {
    token,
    email: account.email,
    async call(method, path, body) {
      const res = await fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
  };
}

/**
 * A submission as the homework bot will store it (POST /homework/submissions comes with the
 * bot): a new version each time, graded when a score is given.
 */
export async function seedSubmission(input: { assignmentId: string; cohortStudentId: string; content?: string; score?: number | null; status?: 'pending' | 'needs_review' | 'graded'; submittedAt?: Date }) {
  const last = await HomeworkSubmission.query().where({ assignment_id: input.assignmentId, cohort_student_id: input.cohortStudentId }).max('version as v').first();
  const version = Number((last as unknown as { v: number | null } | undefined)?.v ?? 0) + 1;
  const graded = input.score !== undefined && input.score !== null;
  return HomeworkSubmission.query().insertAndFetch({
    assignmentId: input.assignmentId,
    cohortStudentId: input.cohortStudentId,
    version,
    content: input.content ?? `Answer v${version}`,
    status: input.status ?? (graded ? 'graded' : 'pending'),
    finalScore: graded ? input.score : null,
    finalFeedback: graded ? 'Well argued.' : null,
    gradedBy: graded ? 'ai' : null,
    checkedAt: graded ? new Date() : null,
    submittedAt: input.submittedAt ?? new Date(),
  });
}

/** A course with one cohort, one graded assignment, and a student who signs in with the email the teacher typed. */
export async function gradedClassroom(baseUrl: string, teacher: HomeworkCaller) {
  const course = (await teacher.call('POST', '/homework/courses', { name: 'History' })).body.data;
  const cohort = (await teacher.call('POST', '/homework/cohorts', { courseId: course.id, name: 'Group 1' })).body.data;
  const assignment = (await teacher.call('POST', '/homework/assignments', { courseId: course.id, title: 'Essay', description: 'Causes of WWI', gradingEnabled: true, maxScore: 10, checkPrompt: 'Name four causes' })).body.data;
  const student = await homeworkCaller(baseUrl, 'Student');
  const row = (await teacher.call('POST', `/homework/cohorts/${cohort.id}/students`, { displayName: 'Ann', email: student.email })).body.data;
  return { course, cohort, assignment, student, row };
}
