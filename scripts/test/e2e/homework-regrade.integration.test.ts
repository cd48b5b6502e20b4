import { randomInt } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber, type Subscriber } from '../../../api/testing/subscriber.ts';
import { eventually } from '../kit/eventually.ts';
import { jobsOf } from '../kit/queues.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { homeworkPaths, type RegradeStats } from '../../../contracts/homework.ts';
import { createBatchOpenAILimiter } from '../../../core/clients/openai-limiter.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { config } from '../../../core/config.ts';
import { gradingDepsFromConfig } from '../../../core/domain/homework/deps.ts';
import { ALREADY_RUNNING, NO_SUBMISSIONS, runGradeKey } from '../../../core/domain/homework/regrade-all.ts';
import { createTelegramOutbox } from '../../../core/domain/telegram/outbox.ts';
import { createSendPacing } from '../../../core/domain/telegram/send-pacing.ts';
import { logger } from '../../../core/logger.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { createJobProducer, type JobProducer } from '../../../core/queues/producer.ts';
import { HomeworkCohortStudent, HomeworkGrade, HomeworkRegradeRun, HomeworkSubmission, TelegramLink } from '../../../db/index.ts';
import { GRADE_MARKERS } from '../../../sandbox/openai/homework.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { homeworkRegradeWorkflowId } from '../../../workflows/homework-regrade/definitions.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../../../workflows/testing/run-worker.ts';

/**
 * Regrade All (issue 15) end to end on the run's Temporal dev server: the API records the run
 * and starts its workflow, a real temporal-worker (bundled workflow, real activities) grades
 * each student's latest version with the sandbox's fake OpenAI over HTTP (nock would break
 * Temporal's gRPC in this process: no helper that loads it is imported here), and the students
 * whose new grade is in force are told through the homework bot's sending queue. No BullMQ
 * worker runs for that queue here: the send jobs are read where the outbox put them.
 */
const MODEL_DELAY_MS = 800;
let openai: RunningSandboxOpenAI;
let worker: RunningTemporalWorker;
let app: TestApp;
let redis: Redis;
let jobs: JobProducer;
let sends: Queue;
let teacher: Subscriber;
// Telegram ids of this file's own: the database is shared with the files running beside it.
let nextTelegramId = 7_700_000_000 + randomInt(100_000) * 100;

beforeAll(async () => {
  // Slow enough that a run is still going when the second Regrade All is asked for.
  openai = await startSandboxOpenAI({ delayMs: MODEL_DELAY_MS });
  const cfg = { ...config(), OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url };
  redis = createWorkerRedis(cfg.REDIS_URL);
  jobs = createJobProducer(redis, cfg.QUEUE_PREFIX);
  const log = logger();
  // What workflows/create-activity-deps.ts builds, with the platform's OpenAI client pointed at the fake.
  const homeworkGrading = gradingDepsFromConfig(cfg, {
    redis,
    log,
    outbox: createTelegramOutbox(jobs, createSendPacing(redis, cfg.QUEUE_PREFIX)),
    limiter: createBatchOpenAILimiter({ redis, prefix: cfg.QUEUE_PREFIX, perSecond: cfg.OPENAI_REQUESTS_PER_SECOND, log }),
  });
  worker = await runTemporalWorker({ override: { homeworkGrading } });
  // The app starts its workflows on the worker's task queue of its own (not the run's, which other files' apps use).
  app = await startTestApp({ TEMPORAL_TASK_QUEUE: worker.taskQueue, HOMEWORK_REGRADE_CONCURRENCY: '2' });
  sends = new Queue(telegramSend.queue, { connection: redis, prefix: cfg.QUEUE_PREFIX });
  teacher = await newSubscriber(app);
});
afterAll(async () => {
  // The worker first: its activities use the app's pool, which closing the app destroys.
  await worker?.stop();
  await app?.close();
  await sends?.close();
  await jobs?.close();
  redis?.disconnect();
  await openai?.close();
});

const ASSIGNMENT = {
  title: 'Causes of the First World War',
  description: 'Explain the main causes of the First World War.',
  gradingEnabled: true,
  maxScore: 10,
  checkPrompt: 'Full marks for naming militarism, alliances, imperialism and nationalism with examples.',
};
/** On the topic and over 15 words: the fake grades it with confidence 0.9, above the cohort's 0.7, so the grade is released. */
const GOOD_ANSWER =
  'Militarism and the alliances system turned a Balkan crisis into a general war, while imperialism and nationalism fed the rivalry between the great powers of Europe.';

interface Student {
  id: string;
  telegramUserId: number;
}

/** A course, a cohort and an assignment of `teacher`'s, made through the API. */
async function classroom(owner: Subscriber = teacher) {
  const course = (await owner.call('POST', `/api${homeworkPaths.courses()}`, { name: 'Modern history' })).body.data as { id: string };
  const cohort = (await owner.call('POST', `/api${homeworkPaths.cohorts}`, { courseId: course.id, name: 'Group 1' })).body.data as { id: string };
  const assignment = (await owner.call('POST', `/api${homeworkPaths.assignments}`, { courseId: course.id, ...ASSIGNMENT })).body.data as { id: string };
  expect([course.id, cohort.id, assignment.id].every(Boolean)).toBe(true);
  return { course, cohort, assignment };
}

/** A student the teacher added, then joined in the homework bot (their Telegram id and language recorded, as joinCohort does). */
async function joinedStudent(owner: Subscriber, cohortId: string, displayName: string): Promise<Student> {
  const added = await owner.call('POST', `/api${homeworkPaths.cohortStudents(cohortId)}`, { displayName });
  expect(added.status).toBe(201);
  const telegramUserId = (nextTelegramId += 1);
  await HomeworkCohortStudent.query().patch({ telegramUserId, isActive: true, activatedAt: new Date(), locale: 'en' }).findById(added.body.data.id);
  return { id: added.body.data.id as string, telegramUserId };
}

/** A student's next version of the answer, as the bot stores it; the first versions were graded when submitted. */
async function submit(assignmentId: string, student: Student, content: string, graded = false) {
  const last = await HomeworkSubmission.query().where({ assignment_id: assignmentId, cohort_student_id: student.id }).max('version as v').first().castTo<{ v: number | null } | undefined>();
  return HomeworkSubmission.query().insertAndFetch({
    assignmentId,
    cohortStudentId: student.id,
    version: (last?.v ?? 0) + 1,
    content,
    status: graded ? 'graded' : 'pending',
    finalScore: graded ? 4 : null,
    finalFeedback: graded ? 'Name the causes.' : null,
    gradedBy: graded ? 'ai' : null,
    checkedAt: graded ? new Date() : null,
    channel: 'telegram',
  });
}

const stats = async (caller: Subscriber, assignmentId: string) => caller.call('GET', `/api${homeworkPaths.assignmentRegradeStats(assignmentId)}`);
const regradeAll = async (caller: Subscriber, assignmentId: string, body: unknown = {}) => caller.call('POST', `/api${homeworkPaths.assignmentRegrade(assignmentId)}`, body);

/**
 * Polls regrade-stats until the run is no longer running, then waits for its workflow: the run
 * reads completed before the last activity has told the students.
 */
async function finished(assignmentId: string): Promise<RegradeStats> {
  const data = await eventually(
    async () => {
      const res = await stats(teacher, assignmentId);
      const data = res.body.data as RegradeStats;
      return data.status !== 'running' ? data : null;
    },
    'the run to finish',
    { timeoutMs: 60_000 },
  );
  await app.deps.temporal.client.workflow.getHandle(homeworkRegradeWorkflowId(data.runId!)).result();
  return data;
}

/** The send job the outbox queued for a chat under a key (telegram-send's job id), or undefined. */
const sendJob = async (chatId: number, key: string) => sends.getJob(`homework:${chatId}:${key}`);

describe('Regrade All', () => {
  it("regrades every student's latest version once under the run's key and tells the students whose new grade is in force", { timeout: 120_000 }, async () => {
    const { cohort, assignment } = await classroom();
    expect((await stats(teacher, assignment.id)).body.data).toMatchObject({ status: 'none', runId: null, total: 0 });
    const chatId = (nextTelegramId += 1);
    await TelegramLink.query().insert({ userId: teacher.userId, bot: 'homework', chatId, telegramUserId: chatId, firstName: 'Teacher', languageCode: 'en', linkedAt: new Date() });

    const ann = await joinedStudent(teacher, cohort.id, 'Ann');
    const boris = await joinedStudent(teacher, cohort.id, 'Boris');
    const vera = await joinedStudent(teacher, cohort.id, 'Vera');
    const annFirst = await submit(assignment.id, ann, 'Alliances.', true);
    const annLatest = await submit(assignment.id, ann, GOOD_ANSWER);
    const borisLatest = await submit(assignment.id, boris, GOOD_ANSWER, true);
    // The fake is unsure of this one (confidence 0.3): held for the teacher, not told.
    const veraLatest = await submit(assignment.id, vera, `${GOOD_ANSWER} ${GRADE_MARKERS.unsure}`);
    const latest = [annLatest, borisLatest, veraLatest];
    const gradesBefore = openai.grades.length;

    const started = await regradeAll(teacher, assignment.id, { reason: 'The criteria changed' });
    expect(started.status).toBe(202);
    const run = started.body.data as RegradeStats;
    expect(run).toMatchObject({ status: 'running', total: 3, done: 0, failed: 0, heldForReview: 0, reason: 'The criteria changed', finishedAt: null });
    expect(run.runId).toEqual(expect.any(String));

    // One run at a time per assignment: the second ask is refused while the first runs, and records nothing.
    const again = await regradeAll(teacher, assignment.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'conflict', message: ALREADY_RUNNING });
    expect(await HomeworkRegradeRun.query().where('assignment_id', assignment.id).resultSize()).toBe(1);

    const done = await finished(assignment.id);
    expect(done).toMatchObject({ status: 'completed', runId: run.runId, total: 3, done: 3, failed: 0, heldForReview: 1, reason: 'The criteria changed' });
    expect(done.finishedAt).toEqual(expect.any(String));

    // Exactly one grade of the run per latest version, none for the older version; the model asked once each.
    const key = runGradeKey(run.runId!);
    const grades = await HomeworkGrade.query().where('grade_key', key);
    expect(grades.map((g) => g.submissionId).sort()).toEqual(latest.map((s) => s.id).sort());
    expect(await HomeworkGrade.query().where('submission_id', annFirst.id).resultSize()).toBe(0);
    expect(openai.grades.length - gradesBefore).toBe(3);
    const byId = new Map(grades.map((g) => [g.submissionId, g]));
    expect(byId.get(annLatest.id)).toMatchObject({ source: 'ai', outcome: 'released', confidence: 0.9 });
    expect(byId.get(veraLatest.id)).toMatchObject({ source: 'ai', outcome: 'held', confidence: 0.3 });

    // The grades in force: the released ones graded by the AI, the unsure one waiting for the teacher.
    const after = new Map((await HomeworkSubmission.query().whereIn('id', latest.map((s) => s.id))).map((s) => [s.id, s]));
    expect(after.get(annLatest.id)).toMatchObject({ status: 'graded', gradedBy: 'ai', finalScore: byId.get(annLatest.id)!.score });
    expect(after.get(borisLatest.id)).toMatchObject({ status: 'graded', gradedBy: 'ai', finalScore: byId.get(borisLatest.id)!.score });
    expect(after.get(veraLatest.id)).toMatchObject({ status: 'needs_review', gradedBy: 'ai' });
    expect(await HomeworkSubmission.query().findById(annFirst.id)).toMatchObject({ status: 'graded', finalScore: 4 });

    // Ann and Boris told their new grade once each, in their own chats; Vera (held) not; the teacher told how it went.
    for (const [student, submission] of [[ann, annLatest], [boris, borisLatest]] as const) {
      const job = await sendJob(student.telegramUserId, `hw-run-${run.runId}-${submission.id}`);
      expect(job?.data).toMatchObject({ bot: 'homework', chatId: student.telegramUserId, message: { method: 'sendMessage' } });
      expect(job!.data.message.text).toContain(ASSIGNMENT.title);
    }
    expect(await sendJob(vera.telegramUserId, `hw-run-${run.runId}-${veraLatest.id}`)).toBeUndefined();
    const toTeacher = await sendJob(chatId, `hw-run-${run.runId}-teacher`);
    expect(toTeacher?.data.message.text).toContain(ASSIGNMENT.title);
    const queued = await jobsOf(sends);
    expect([ann, boris, vera].map((s) => queued.filter((j) => j.data.chatId === s.telegramUserId).length)).toEqual([1, 1, 0]);

    // A finished run frees the assignment: the next Regrade All is a run of its own, with keys of its own.
    const next = await regradeAll(teacher, assignment.id);
    expect(next.status).toBe(202);
    expect(next.body.data.runId).not.toBe(run.runId);
    expect(await finished(assignment.id)).toMatchObject({ status: 'completed', runId: next.body.data.runId, done: 3 });
    expect(await HomeworkGrade.query().where('grade_key', runGradeKey(next.body.data.runId)).resultSize()).toBe(3);
    expect(await HomeworkGrade.query().where('grade_key', key).resultSize()).toBe(3);
  });

  it("answers 404 to someone else's assignment, for the regrade and its stats, and starts nothing", async () => {
    const { cohort, assignment } = await classroom();
    await submit(assignment.id, await joinedStudent(teacher, cohort.id, 'Gleb'), GOOD_ANSWER);
    const stranger = await newSubscriber(app);
    for (const res of [await regradeAll(stranger, assignment.id), await stats(stranger, assignment.id)]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
    expect(await HomeworkRegradeRun.query().where('assignment_id', assignment.id).resultSize()).toBe(0);
  });

  it("refuses an assignment nobody has answered with 409 'No submissions to regrade.', recording no run", async () => {
    const { cohort, assignment } = await classroom();
    await joinedStudent(teacher, cohort.id, 'Dina');
    const res = await regradeAll(teacher, assignment.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'conflict', message: NO_SUBMISSIONS });
    expect(await HomeworkRegradeRun.query().where('assignment_id', assignment.id).resultSize()).toBe(0);
    expect((await stats(teacher, assignment.id)).body.data.status).toBe('none');
  });

  it('marks a run whose workflow was ended (terminated by an operator) failed, so the next Regrade All may start', { timeout: 60_000 }, async () => {
    const { cohort, assignment } = await classroom();
    const student = await joinedStudent(teacher, cohort.id, 'Gleb');
    await submit(assignment.id, student, GOOD_ANSWER);
    const run = (await regradeAll(teacher, assignment.id)).body.data as RegradeStats;
    await app.deps.temporal.client.workflow.getHandle(homeworkRegradeWorkflowId(run.runId!)).terminate('an operator ended it');
    // Within its first seconds a run's workflow may still be starting: no verdict yet.
    expect((await stats(teacher, assignment.id)).body.data.status).toBe('running');
    await HomeworkRegradeRun.query().patch({ startedAt: new Date(Date.now() - 60_000) }).findById(run.runId!);
    expect((await stats(teacher, assignment.id)).body.data).toMatchObject({ status: 'failed', runId: run.runId });
    const next = await regradeAll(teacher, assignment.id);
    expect(next.status).toBe(202);
    expect(next.body.data.runId).not.toBe(run.runId);
    await finished(assignment.id);
  });
});
