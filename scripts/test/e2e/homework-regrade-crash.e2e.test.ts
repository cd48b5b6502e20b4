import { randomInt, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber } from '../../../api/testing/subscriber.ts';
import { startTestApp, type TestApp } from '../../../api/testing/test-app.ts';
import { homeworkPaths, type RegradeStats } from '../../../contracts/homework.ts';
import { createWorkerRedis } from '../../../core/clients/redis.ts';
import { config } from '../../../core/config.ts';
import { runGradeKey } from '../../../core/domain/homework/regrade-all.ts';
import { telegramSend } from '../../../core/queues/jobs/telegram-send.ts';
import { HomeworkCohortStudent, HomeworkGrade, HomeworkSubmission } from '../../../db/index.ts';
import { homeworkRegradeWorkflowId } from '../../../workflows/homework-regrade/definitions.ts';
import { startSandboxOpenAI, type RunningSandboxOpenAI } from '../../../sandbox/openai/start.ts';
import { processGroup } from '../kit/process-group.ts';
import { untilReady } from '../kit/processes.ts';
import { eventually } from '../kit/eventually.ts';

/**
 * Regrade All of 30 submissions, 5 at a time, with the model answering after 500 ms; the
 * temporal-worker is killed (SIGKILL) once a few are graded and another one started. The run
 * completes, every submission has exactly one grade of the run, the model was asked again at
 * most for those in flight at the kill, and every student is told once.
 */
const SUBMISSIONS = 30;
const CONCURRENCY = 5;
const taskQueue = `homework-regrade-crash-${randomUUID()}`;
const processes = processGroup();
let openai: RunningSandboxOpenAI;
let app: TestApp;
let redis: Redis;
let sends: Queue;

beforeAll(async () => {
  openai = await startSandboxOpenAI({ delayMs: 500 });
  app = await startTestApp({ TEMPORAL_TASK_QUEUE: taskQueue, HOMEWORK_REGRADE_CONCURRENCY: String(CONCURRENCY) });
  redis = createWorkerRedis(config().REDIS_URL);
  sends = new Queue(telegramSend.queue, { connection: redis, prefix: config().QUEUE_PREFIX });
});
afterAll(async () => {
  await processes.killAll();
  await sends?.close();
  redis?.disconnect();
  await app?.close();
  await openai?.close();
});

// The limit is not what is tested here: raised so the lanes alone pace the run.
const worker = () =>
  processes.product('temporal-worker', { TEMPORAL_TASK_QUEUE: taskQueue, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url, OPENAI_REQUESTS_PER_SECOND: '1000' });

const ANSWER = 'Militarism and the alliances system turned a Balkan crisis into a general war, while imperialism and nationalism fed the rivalry between the great powers.';

describe('Regrade All interrupted by a killed temporal-worker', () => {
  it('completes after a restart with exactly one grade of the run per submission', { timeout: 240_000 }, async () => {
    const first = worker();
    await untilReady(first, 'temporal-worker', 60_000);

    const teacher = await newSubscriber(app);
    const course = (await teacher.call('POST', `/api${homeworkPaths.courses()}`, { name: 'Modern history' })).body.data;
    const cohort = (await teacher.call('POST', `/api${homeworkPaths.cohorts}`, { courseId: course.id, name: 'Group 1' })).body.data;
    const assignment = (
      await teacher.call('POST', `/api${homeworkPaths.assignments}`, {
        courseId: course.id,
        title: 'Causes of the First World War',
        description: 'Explain the main causes of the First World War.',
        gradingEnabled: true,
        maxScore: 10,
        checkPrompt: 'Full marks for naming militarism, alliances, imperialism and nationalism.',
      })
    ).body.data;
    const firstTelegramId = 7_800_000_000 + randomInt(100_000) * 100;
    const students: { id: string; telegramUserId: number }[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) {
      const added = await teacher.call('POST', `/api${homeworkPaths.cohortStudents(cohort.id)}`, { displayName: `Student ${i + 1}` });
      const telegramUserId = firstTelegramId + i;
      await HomeworkCohortStudent.query().patch({ telegramUserId, isActive: true, activatedAt: new Date(), locale: 'en' }).findById(added.body.data.id);
      students.push({ id: added.body.data.id, telegramUserId });
    }
    const submissions = await HomeworkSubmission.query().insert(
      students.map((s) => ({ assignmentId: assignment.id, cohortStudentId: s.id, version: 1, content: ANSWER, status: 'pending' as const, channel: 'telegram' as const })),
    );

    const res = await teacher.call('POST', `/api${homeworkPaths.assignmentRegrade(assignment.id)}`, {});
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ status: 'running', total: SUBMISSIONS });
    const key = runGradeKey(res.body.data.runId);
    const graded = () => HomeworkGrade.query().where('grade_key', key).resultSize();

    // Killed with the first lanes' grades stored and, half a model answer later, the next ones asked for.
    await eventually(async () => (await graded()) >= CONCURRENCY, 'the first grades', { timeoutMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    first.child.kill('SIGKILL');
    await first.exited;
    const gradedAtKill = await graded();
    expect(gradedAtKill).toBeLessThan(SUBMISSIONS);
    const second = worker();

    let stats: RegradeStats | undefined;
    await eventually(
      async () => {
        stats = (await teacher.call('GET', `/api${homeworkPaths.assignmentRegradeStats(assignment.id)}`)).body.data as RegradeStats;
        return stats.status !== 'running';
      },
      'the run to complete',
      { timeoutMs: 150_000 },
    );
    expect(stats).toMatchObject({ status: 'completed', total: SUBMISSIONS, done: SUBMISSIONS, failed: 0, heldForReview: 0 });
    // The run reads completed before its last activity has told the students: wait for the workflow's end.
    await app.deps.temporal.client.workflow.getHandle(homeworkRegradeWorkflowId(res.body.data.runId)).result();

    // One grade of the run per submission, whatever was repeated after the kill.
    const counts = await HomeworkGrade.query().where('grade_key', key).select('submission_id').count('* as n').groupBy('submission_id').castTo<{ submissionId: string; n: string }[]>();
    expect(counts.map((c) => c.submissionId).sort()).toEqual(submissions.map((s) => s.id).sort());
    expect(counts.filter((c) => Number(c.n) !== 1)).toEqual([]);
    expect(await graded()).toBe(SUBMISSIONS);
    // The model asked again at most for the lanes in flight at the kill.
    expect(openai.grades.length).toBeGreaterThanOrEqual(SUBMISSIONS);
    expect(openai.grades.length).toBeLessThanOrEqual(SUBMISSIONS + CONCURRENCY);
    // Every student told their new grade, under the run's key for their submission.
    const told = await Promise.all(submissions.map((s, i) => sends.getJob(`homework:${students[i]!.telegramUserId}:hw-run-${res.body.data.runId}-${s.id}`)));
    expect(told.filter((job) => job === undefined)).toHaveLength(0);

    second.child.kill('SIGTERM');
    await second.exited;
  });
});
