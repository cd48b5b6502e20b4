import type { z } from 'zod';
import {
  archiveSchema,
  assignmentCreateSchema,
  cohortCreateSchema,
  courseCreateSchema,
  courseUpdateSchema,
  regradeAllSchema,
  HOMEWORK_LIMITS,
  isSubmissionFileType,
  scoreSchema,
  studentAddSchema,
  SUBMISSION_FILE_KINDS,
  submissionCreateSchema,
  thresholdsSchema,
  type SubmissionFileType,
} from '../../../../../contracts/homework.ts';
import { createApiClient, type ApiClient } from '../../../api/client';
import { json, urlOf, type ApiCall } from '../../../test/fakes';
import type {
  Assignment,
  AssignmentDetail,
  CohortDetail,
  CourseDetail,
  CourseSummary,
  FileLink,
  Gradebook,
  HomeworkRole,
  LinkCodeBody,
  LinkStatusBody,
  RegradeStats,
  StudentDashboard,
  StudentSubmissions,
  Submission,
  TeacherDashboard,
} from '../shared/homework-api';
import {
  assignment,
  botLink,
  cohort,
  courseRecord,
  feedbackAssignment,
  gradebook,
  noRegrade,
  studentDashboard,
  submission,
  teacherDashboard,
  teacherRole,
  uuid,
  type CourseRecord,
} from './fixtures';
import { readForm, type SentFile, type SentForm } from './read-form';

export * from './fixtures';

export interface ServerState {
  role: HomeworkRole;
  teacherDashboard: TeacherDashboard;
  studentDashboard: StudentDashboard;
  courses: CourseRecord[];
  cohorts: CohortDetail[];
  assignments: Assignment[];
  submissions: Submission[];
  gradebook: Gradebook;
  /** Codes already given to a student: a new student asking for one of them gets another. */
  takenCodes: string[];
  csv: string;
  /** The latest Regrade All (of whichever assignment is asked about). */
  regrade: RegradeStats;
  /** The signed-in user's link to the homework bot. */
  botLink: LinkStatusBody;
  /** The code the next link code call answers, and how long it lasts. */
  botCode: string;
  botCodeTtlMs: number;
  /**
   * Calls ('POST /homework/submissions') whose next answer is lost on the way back: the server
   * did the work, the browser sees a network failure. Each entry is used once.
   */
  lostAnswers: string[];
}

/** A call as the fake received it: its headers too (names in lower case). A multipart body is read into a SentForm. */
export interface HomeworkCall extends ApiCall {
  headers: Record<string, string>;
}

/** A field the API refused, as it says so (api/middleware/error-handler.ts). */
export interface RefusedField {
  field: string;
  message: string;
}

/** An `{error, message, fields?}` failure as the API answers it; throw or return it from an override. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; message: string; fields?: Record<string, string> | RefusedField[] },
  ) {
    super(body.message);
  }
}
export const refusal = (status: number, error: string, message: string, fields?: Record<string, string> | RefusedField[]) => new Refusal(status, { error, message, ...(fields ? { fields } : {}) });

/** A 400 of a rule checked against stored rows, as the API words it: 'Invalid body: files: essay.png is …' with every field refused. */
const bodyRefusal = (fields: RefusedField[]) => refusal(400, 'validation_error', `Invalid body: ${fields[0]?.field ?? 'body'}: ${fields[0]?.message ?? ''}`, fields);

/** What a submitted file is by its bytes, as core/domain/homework/check-file.ts decides: a picture or PDF by its signature, text by being UTF-8 text with a text name or type. */
function fileTypeOf(file: SentFile): SubmissionFileType | null {
  const { bytes } = file;
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  const ascii = (from: number, text: string) => [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'GIF8')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, '%PDF')) return 'application/pdf';
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const textType = ({ txt: 'text/plain', md: 'text/markdown', markdown: 'text/markdown', csv: 'text/csv' } as const)[extension] ?? (declared.startsWith('text/') && isSubmissionFileType(declared) ? declared : undefined);
  if (textType === undefined || bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return textType;
  } catch {
    return null;
  }
}

function fileRefusal(file: SentFile): string | null {
  if (file.bytes.length === 0) return `${file.name} is empty`;
  if (file.bytes.length > HOMEWORK_LIMITS.fileMaxBytes) return `${file.name} is over ${HOMEWORK_LIMITS.fileMaxBytes / 1024 / 1024} MB`;
  return fileTypeOf(file) === null ? `${file.name} is not a file we take: send ${SUBMISSION_FILE_KINDS}` : null;
}

const isSentForm = (body: unknown): body is SentForm => typeof body === 'object' && body !== null && 'files' in body && 'fields' in body;

/** The multipart form a call sent (fields, and each file's name, type and size), for a test to check. */
export function sentForm(call: ApiCall): { fields: Record<string, string>; files: { name: string; type: string; size: number }[] } {
  if (!isSentForm(call.body)) throw new Error(`${call.method} ${call.path} sent no multipart form`);
  return { fields: call.body.fields, files: call.body.files.map((file) => ({ name: file.name, type: file.type, size: file.bytes.length })) };
}

/** A call that never answers: the screen stays loading. */
export const never = () => new Promise<never>(() => undefined);

/** A body checked as the server checks it: a request the contract refuses fails with 400 and its fields. */
function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  throw refusal(400, 'validation_error', result.error.issues.map((issue) => issue.message).join('; '), fields);
}

class Created {
  constructor(
    readonly data: unknown,
    readonly status = 201,
  ) {}
}
/** 202: the work is queued (a regrade). */
const accepted = (data: unknown) => new Created(data, 202);

const notFound = (what: string) => refusal(404, 'not_found', `${what} not found`);
const csvResponse = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });

/**
 * The homework API in memory behind a fake fetch, under the real API client (so `{ data }`
 * answers, `{ error, message, fields }` failures and CSV blobs go through the code the app
 * uses). Every request body is checked with the contract's schemas. `override` answers a call
 * first when it returns something other than undefined (a value, a Response, a Refusal or a
 * promise), or throws a Refusal.
 */
export function homeworkServer(initial: Partial<ServerState> = {}, override: (call: HomeworkCall, state: ServerState) => unknown = () => undefined) {
  const state: ServerState = {
    role: teacherRole,
    teacherDashboard: teacherDashboard(),
    studentDashboard: studentDashboard(),
    courses: [courseRecord()],
    cohorts: [cohort()],
    assignments: [assignment({ _count: { submissions: 2 } }), feedbackAssignment()],
    submissions: [],
    gradebook: gradebook(),
    takenCodes: [],
    csv: 'Student,Score\r\nIvan Petrov,9\r\n',
    regrade: noRegrade(),
    botLink: botLink(),
    botCode: 'HWKC0DE2',
    botCodeTtlMs: 10 * 60_000,
    lostAnswers: [],
    ...initial,
  };
  const calls: HomeworkCall[] = [];
  /** Idempotency-Key → the submission it made: the same key again is the same submission. */
  const submissionKeys = new Map<string, string>();
  let ids = 1000;
  const now = () => new Date('2026-03-10T12:00:00.000Z').toISOString();

  const findCourse = (id: string) => state.courses.find((course) => course.id === id) ?? raise(notFound('Course'));
  const findCohort = (id: string) => state.cohorts.find((candidate) => candidate.id === id) ?? raise(notFound('Cohort'));
  const findAssignment = (id: string) => state.assignments.find((candidate) => candidate.id === id) ?? raise(notFound('Assignment'));

  const summary = (course: CourseRecord): CourseSummary => {
    const cohorts = state.cohorts.filter((candidate) => candidate.course.id === course.id);
    return {
      ...course,
      cohorts: cohorts.map(({ id, name, students }) => ({ id, name, _count: { students: students.length } })),
      _count: {
        cohorts: cohorts.length,
        assignments: state.assignments.filter((candidate) => candidate.courseId === course.id && candidate.archivedAt === null).length,
        students: cohorts.reduce((sum, candidate) => sum + candidate.students.length, 0),
      },
    };
  };
  const detail = (course: CourseRecord, archived: boolean): CourseDetail => ({
    ...summary(course),
    assignments: state.assignments.filter((candidate) => candidate.courseId === course.id && (candidate.archivedAt !== null) === archived).sort((a, b) => a.order - b.order),
  });
  const assignmentDetail = (value: Assignment): AssignmentDetail => {
    const own = state.submissions.filter((candidate) => candidate.assignment.id === value.id);
    const graded = own.filter((candidate) => candidate.finalScore !== null);
    return {
      ...value,
      stats: {
        total: own.length,
        graded: graded.length,
        pending: own.length - graded.length,
        averageScore: graded.length === 0 ? null : graded.reduce((sum, candidate) => sum + (candidate.finalScore ?? 0), 0) / graded.length,
      },
    };
  };

  function submit(call: HomeworkCall): Created {
    const form = isSentForm(call.body) ? call.body : null;
    const body = parsed(submissionCreateSchema, form === null ? call.body : form.fields);
    const target = state.assignments.find((candidate) => candidate.id === body.assignmentId && candidate.archivedAt === null) ?? raise(notFound('Assignment'));
    // The signed-in student's rows in the course: their cohorts on the student dashboard.
    const rows = state.studentDashboard.cohorts.filter((row) => row.cohort.course.id === target.courseId);
    if (rows.length === 0) throw notFound('Assignment');
    const row = body.cohortStudentId === undefined ? rows[0] : (rows.find((candidate) => candidate.id === body.cohortStudentId) ?? raise(notFound('Student')));
    if (body.cohortStudentId === undefined && rows.length > 1) throw bodyRefusal([{ field: 'cohortStudentId', message: 'You are in several cohorts of this course: say which one you answer for' }]);
    const files = form?.files.filter((file) => file.field === 'files') ?? [];
    if (files.length > HOMEWORK_LIMITS.filesPerSubmission) throw bodyRefusal([{ field: 'files', message: `At most ${HOMEWORK_LIMITS.filesPerSubmission} files` }]);
    const refused = files.flatMap((file) => {
      const reason = fileRefusal(file);
      return reason === null ? [] : [{ field: 'files', message: reason }];
    });
    if (refused.length > 0) throw bodyRefusal(refused);
    if (body.content.trim() === '' && files.length === 0) throw bodyRefusal([{ field: 'content', message: 'Write an answer or attach a file' }]);

    const key = call.headers['idempotency-key'];
    const earlier = key === undefined ? undefined : state.submissions.find((candidate) => candidate.id === submissionKeys.get(key));
    if (earlier !== undefined) return new Created(earlier);
    const own = target.submissions ?? state.submissions.filter((candidate) => candidate.assignment.id === target.id);
    const created = submission({
      id: uuid(++ids),
      content: body.content,
      files: files.map((file) => {
        const id = uuid(++ids);
        return { id, originalName: file.name, fileType: fileTypeOf(file) ?? 'text/plain', fileSize: file.bytes.length, fileUrl: `/api/homework/files/${id}` };
      }),
      finalScore: null,
      finalFeedback: null,
      checkedAt: null,
      submittedAt: now(),
      version: Math.max(0, ...own.map((candidate) => candidate.version)) + 1,
      status: 'pending',
      gradedBy: null,
      cohortStudent: { id: row?.id ?? '', displayName: 'Ivan Petrov', email: 'ivan@example.com' },
      assignment: { id: target.id, title: target.title, maxScore: target.maxScore, gradingEnabled: target.gradingEnabled, course: target.course },
    });
    if (key !== undefined) submissionKeys.set(key, created.id);
    state.submissions = [created, ...state.submissions];
    state.assignments = state.assignments.map((candidate) => (candidate.id === target.id && candidate.submissions !== undefined ? { ...candidate, submissions: [created, ...candidate.submissions] } : candidate));
    return new Created(created);
  }

  function route(call: HomeworkCall, query: URLSearchParams): unknown {
    const { method, path } = call;
    const segments = path.split('/').filter(Boolean).slice(1);
    const [resource, id = '', tail, tailId] = segments;
    const key = `${method} ${resource}${id === '' ? '' : '/:id'}${tail === undefined ? '' : `/${tail}`}${tailId === undefined ? '' : '/:sub'}`;

    if (method === 'GET' && resource === 'assignments' && id === 'course' && tail !== undefined) {
      findCourse(tail);
      return state.assignments.filter((candidate) => candidate.courseId === tail && candidate.archivedAt === null);
    }
    switch (key) {
      case 'GET role':
        return state.role;
      case 'GET teacher/:id':
        return state.teacherDashboard;
      case 'GET student/:id':
        return state.studentDashboard;

      case 'GET courses': {
        const archived = query.get('archived') === 'true';
        return state.courses.filter((course) => (course.archivedAt !== null) === archived).map(summary);
      }
      case 'POST courses': {
        const body = parsed(courseCreateSchema, call.body);
        const course = courseRecord({ id: uuid(++ids), name: body.name, description: body.description, createdAt: now(), updatedAt: now() });
        state.courses = [course, ...state.courses];
        return new Created(summary(course));
      }
      case 'GET courses/:id':
        return detail(findCourse(id), query.get('archived') === 'true');
      case 'PUT courses/:id': {
        const body = parsed(courseUpdateSchema, call.body);
        const course = { ...findCourse(id), ...body, updatedAt: now() };
        state.courses = state.courses.map((candidate) => (candidate.id === id ? course : candidate));
        return summary(course);
      }
      case 'DELETE courses/:id': {
        const course = findCourse(id);
        if (course.archivedAt !== null) throw refusal(409, 'conflict', 'Restore the course before deleting it.');
        state.courses = state.courses.filter((candidate) => candidate.id !== id);
        return { id };
      }
      case 'POST courses/:id/archive': {
        const { archive } = parsed(archiveSchema, call.body);
        const course = findCourse(id);
        if ((course.archivedAt !== null) === archive) throw refusal(409, 'conflict', archive ? 'The course is already archived.' : 'The course is not archived.');
        const changed = { ...course, archivedAt: archive ? now() : null };
        state.courses = state.courses.map((candidate) => (candidate.id === id ? changed : candidate));
        return summary(changed);
      }
      case 'POST courses/:id/duplicate': {
        const course = findCourse(id);
        const copy = { ...course, id: uuid(++ids), name: `${course.name} (copy)`, createdAt: now(), updatedAt: now() };
        state.courses = [copy, ...state.courses];
        return new Created(summary(copy));
      }
      case 'GET courses/:id/gradebook': {
        findCourse(id);
        const cohortId = query.get('cohortId');
        return cohortId === null ? state.gradebook : { ...state.gradebook, cohorts: state.gradebook.cohorts.filter((candidate) => candidate.id === cohortId) };
      }
      case 'GET courses/:id/gradebook/:sub':
        findCourse(id);
        return csvResponse(state.csv);

      case 'POST cohorts': {
        const body = parsed(cohortCreateSchema, call.body);
        const course = findCourse(body.courseId);
        const created = cohort({ id: uuid(++ids), name: body.name, description: body.description, createdAt: now(), course: { id: course.id, name: course.name }, students: [] });
        state.cohorts = [...state.cohorts, created];
        return new Created(created);
      }
      case 'GET cohorts/:id':
        return findCohort(id);
      case 'DELETE cohorts/:id':
        findCohort(id);
        state.cohorts = state.cohorts.filter((candidate) => candidate.id !== id);
        return { id };
      case 'PUT cohorts/:id/thresholds': {
        const body = parsed(thresholdsSchema, call.body);
        const found = findCohort(id);
        const thresholds = { ...found.thresholds, ...body };
        state.cohorts = state.cohorts.map((candidate) => (candidate.id === id ? { ...found, thresholds } : candidate));
        return thresholds;
      }
      case 'GET cohorts/:id/export':
        findCohort(id);
        return csvResponse(state.csv);
      case 'POST cohorts/:id/students': {
        const body = parsed(studentAddSchema, call.body);
        const found = findCohort(id);
        const asked = body.telegramCode ?? 'NEW001';
        // As the server: a code already given to someone is replaced by a fresh one.
        const code = state.takenCodes.includes(asked) ? 'FRESH1' : asked;
        state.takenCodes.push(code);
        const student = { id: uuid(++ids), displayName: body.displayName, email: body.email ?? null, telegramCode: code, telegramUserId: null, isActive: false, joinedAt: now(), activatedAt: null };
        state.cohorts = state.cohorts.map((candidate) => (candidate.id === id ? { ...found, students: [...found.students, student] } : candidate));
        return new Created(student);
      }
      case 'DELETE cohorts/:id/students/:sub': {
        const found = findCohort(id);
        if (!found.students.some((student) => student.id === tailId)) throw notFound('Student');
        state.cohorts = state.cohorts.map((candidate) => (candidate.id === id ? { ...found, students: found.students.filter((student) => student.id !== tailId) } : candidate));
        return { id: tailId };
      }

      case 'POST assignments': {
        const body = parsed(assignmentCreateSchema, call.body);
        const course = findCourse(body.courseId);
        const created = assignment({ ...body, id: uuid(++ids), course: { id: course.id, name: course.name }, createdAt: now(), updatedAt: now() });
        state.assignments = [...state.assignments, created];
        return new Created(created);
      }
      case 'GET assignments/:id':
        return assignmentDetail(findAssignment(id));
      case 'POST assignments/:id/archive': {
        const { archive } = parsed(archiveSchema, call.body);
        const changed = { ...findAssignment(id), archivedAt: archive ? now() : null };
        state.assignments = state.assignments.map((candidate) => (candidate.id === id ? changed : candidate));
        return changed;
      }
      case 'GET assignments/:id/submissions':
        findAssignment(id);
        return state.submissions.filter((candidate) => candidate.assignment.id === id);
      case 'GET assignments/:id/submissions/:sub':
        findAssignment(id);
        return csvResponse(state.csv);

      case 'GET students/:id/submissions': {
        const owner = state.cohorts.find((candidate) => candidate.students.some((student) => student.id === id)) ?? raise(notFound('Student'));
        const student = owner.students.find((candidate) => candidate.id === id) ?? raise(notFound('Student'));
        const own = state.submissions.filter((candidate) => candidate.cohortStudent.id === id);
        const graded = own.filter((candidate) => candidate.finalScore !== null && candidate.assignment.maxScore !== null);
        const answer: StudentSubmissions = {
          student: { id, displayName: student.displayName, email: student.email, cohort: { id: owner.id, name: owner.name }, course: owner.course },
          stats: {
            total: own.length,
            graded: own.filter((candidate) => candidate.finalScore !== null).length,
            pending: own.filter((candidate) => candidate.finalScore === null).length,
            averagePercent: graded.length === 0 ? null : graded.reduce((sum, candidate) => sum + ((candidate.finalScore ?? 0) / (candidate.assignment.maxScore ?? 1)) * 100, 0) / graded.length,
          },
          submissions: own,
        };
        return answer;
      }
      case 'POST submissions':
        return submit(call);
      case 'GET submissions/:id':
        return state.submissions.find((candidate) => candidate.id === id) ?? raise(notFound('Submission'));
      case 'DELETE submissions/:id':
        if (!state.submissions.some((candidate) => candidate.id === id)) throw notFound('Submission');
        state.submissions = state.submissions.filter((candidate) => candidate.id !== id);
        return { id };
      case 'POST submissions/:id/regrade': {
        const found = state.submissions.find((candidate) => candidate.id === id) ?? raise(notFound('Submission'));
        const changed: Submission = { ...found, status: 'pending' };
        state.submissions = state.submissions.map((candidate) => (candidate.id === id ? changed : candidate));
        return accepted(changed);
      }
      case 'POST submissions/:id/accept': {
        const found = state.submissions.find((candidate) => candidate.id === id) ?? raise(notFound('Submission'));
        if (found.status !== 'needs_review') throw refusal(409, 'conflict', 'This grade is not waiting for review.');
        const changed: Submission = { ...found, status: 'graded', reviewReason: null };
        state.submissions = state.submissions.map((candidate) => (candidate.id === id ? changed : candidate));
        return changed;
      }
      case 'POST assignments/:id/regrade': {
        const body = parsed(regradeAllSchema, call.body);
        findAssignment(id);
        const own = state.submissions.filter((candidate) => candidate.assignment.id === id);
        if (own.length === 0) throw refusal(409, 'conflict', 'No submissions to regrade.');
        state.regrade = { status: 'running', runId: uuid(++ids), total: own.length, done: 0, failed: 0, heldForReview: 0, reason: body.reason ?? null, startedAt: now(), finishedAt: null };
        return accepted(state.regrade);
      }
      case 'GET assignments/:id/regrade-stats':
        findAssignment(id);
        return state.regrade;
      case 'GET files/:id': {
        const file = state.submissions.flatMap((candidate) => candidate.files).find((candidate) => candidate.id === id) ?? raise(notFound('File'));
        const link: FileLink = { url: `/api/homework/files/${id}/content?token=t-${id}`, expiresAt: now(), originalName: file.originalName, fileType: file.fileType, inline: file.fileType.startsWith('image/') };
        return link;
      }
      case 'PUT submissions/:id/score': {
        const body = parsed(scoreSchema, call.body);
        const found = state.submissions.find((candidate) => candidate.id === id) ?? raise(notFound('Submission'));
        const changed: Submission = { ...found, finalScore: body.score, finalFeedback: body.feedback ?? found.finalFeedback, status: 'graded', gradedBy: 'teacher', checkedAt: now() };
        state.submissions = state.submissions.map((candidate) => (candidate.id === id ? changed : candidate));
        return changed;
      }
      default:
        break;
    }
    throw new Error(`unexpected call ${method} ${path}`);
  }

  /** The homework bot's link (contracts/telegram.ts): plain answers, not in `{ data }`. */
  function botRoute(call: ApiCall): Response | undefined {
    const base = '/telegram/bots/homework/link';
    if (call.method === 'GET' && call.path === base) return json(200, state.botLink);
    if (call.method === 'POST' && call.path === `${base}/code`) {
      const username = state.botLink.botUsername ?? 'sandbox_homework_bot';
      const code: LinkCodeBody = { authCode: state.botCode, authUrl: `https://t.me/${username}?start=${state.botCode}`, botUsername: username, expiresAt: new Date(Date.now() + state.botCodeTtlMs).toISOString() };
      return json(201, code);
    }
    if (call.method === 'DELETE' && call.path === base) {
      state.botLink = { ...state.botLink, connected: false, username: null, linkedAt: null };
      return new Response(null, { status: 204 });
    }
    return undefined;
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(urlOf(input), 'http://localhost');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const headers = Object.fromEntries(new Headers(init.headers));
    const contentType = headers['content-type'] ?? '';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body instanceof FormData ? await readForm(init.body) : undefined;
    // As the API: a body it cannot read (a FormData sent as JSON, a multipart body without its boundary) is not quietly taken.
    if (init.body != null && body === undefined) throw new Error(`${init.method ?? 'GET'} ${path}: a body the API cannot read (Content-Type: ${contentType || 'none'})`);
    const call: HomeworkCall = { method: init.method ?? 'GET', path, body, headers };
    calls.push(call);
    try {
      let answer = await override(call, state);
      if (answer === undefined) answer = botRoute(call);
      if (answer === undefined) answer = route({ ...call, path: url.pathname.replace(/^\/api/, '') }, url.searchParams);
      const lost = state.lostAnswers.indexOf(`${call.method} ${url.pathname.replace(/^\/api/, '')}`);
      if (lost !== -1) {
        state.lostAnswers.splice(lost, 1);
        throw new TypeError('Failed to fetch');
      }
      if (answer instanceof Refusal) return json(answer.status, answer.body);
      if (answer instanceof Response) return answer;
      if (answer instanceof Created) return json(answer.status, { data: answer.data });
      return json(200, { data: answer });
    } catch (error) {
      if (error instanceof Refusal) return json(error.status, error.body);
      throw error;
    }
  };

  const api: ApiClient = createApiClient({ fetch, tokens: { get: () => 'test-token', set: () => undefined, clear: () => undefined }, goHome: () => undefined });
  return Object.assign(api, { state, calls });
}

function raise(error: Refusal): never {
  throw error;
}

export type Server = ReturnType<typeof homeworkServer>;

export const callsTo = <C extends ApiCall>(server: { calls: C[] }, path: string, method = 'GET'): C[] => server.calls.filter((call) => call.method === method && call.path === path);
