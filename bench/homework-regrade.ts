import type { Client } from '@temporalio/client';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { RegradeStats } from '../contracts/homework.ts';
import { batchRates } from '../core/clients/openai-limiter.ts';
import { parseConfig } from '../core/config.ts';
import { runGradeKey } from '../core/domain/homework/regrade-all.ts';
import { telegramSend } from '../core/queues/jobs/telegram-send.ts';
import { startSandboxOpenAI } from '../sandbox/openai/start.ts';
import { homeworkRegradeWorkflowId } from '../workflows/homework-regrade/definitions.ts';
import { freePort } from '../scripts/test/free-port.ts';
import type { Cleanup } from './cleanup.ts';
import { startTemporalWorker, startWeb } from './processes.ts';
import { cpuSeconds, runQueueWaitSeconds } from './server-cpu.ts';
import { authHeaders, signInBenchUsers, type BenchUser } from './sign-in.ts';
import { webEnv, type WebRun } from './web-env.ts';

export interface HomeworkRegradeSettings {
  /** Students of the assignment, each with a latest version to regrade (some with an older one too). */
  submissions: number;
  /** The sandbox OpenAI answers every grade after this long. */
  modelMs: number;
  /** HOMEWORK_REGRADE_CONCURRENCY of the web and temporal-worker processes. */
  concurrency: number;
  /** OPENAI_REQUESTS_PER_SECOND: the platform's limit, of which the batches' share per teacher applies. */
  openaiPerSecond: number;
  /** Submissions of the warm-up run (another teacher's assignment), not timed. */
  warmUpSubmissions: number;
}

export interface HomeworkRegradeResult extends HomeworkRegradeSettings {
  /** Grades a second one teacher's batches may ask for (the batches' share of the limit, per teacher). */
  teacherPerSecond: number;
  /** ceil(N / c) × the model's time: every lane waiting on the model and nothing else. */
  concurrencyBoundMs: number;
  /** (ceil(N / teacherPerSecond) − 1) s + the model's time: every slot of the teacher's windows used, the last grants answered. */
  limiterBoundMs: number;
  /** The larger of the two. */
  boundMs: number;
  limitedBy: 'concurrency' | 'limit';
  /** From sending POST /regrade to the workflow's close as Temporal recorded it (the students told). */
  wallMs: number;
  ratio: number;
  /** Sending the request to the first grade stored, less one model answer: the run recorded, the workflow started, its targets read. */
  startMs: number;
  /** The first grade stored to the last. */
  gradingMs: number;
  /** The last grade stored to the workflow's close: the run finished and every student told. */
  finishMs: number;
  /** The temporal-worker's CPU time (every thread) over the run, per submission. */
  workerCpuMsPerSubmission: number;
  /** How long the worker's main thread, and the bench's (serving the fake), waited for a core while ready to run. */
  workerWaitMs: number;
  benchWaitMs: number;
  /** Grades the fake OpenAI served for the measured run (one per submission when nothing is asked twice). */
  modelCalls: number;
  /** Send jobs the run queued to the students (one each) and the teacher. */
  studentsTold: number;
}

const perfNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Grades a second one teacher's Regrade All may ask for: createBatchOpenAILimiter's windows
 * (core/clients/openai-limiter.ts), the batches' share of the platform's limit, of which one
 * user's share, each at least one.
 */
export const teacherGradesPerSecond = (openaiPerSecond: number): number => batchRates(openaiPerSecond).user;

/**
 * What nothing can beat: N submissions, c lanes each waiting `modelMs` on one grade, and a
 * teacher's window of `perSecond` grants a second (a fixed window of 1 s from its first grant:
 * ceil(N / perSecond) windows, the last one's grants then answered after `modelMs`).
 */
export function regradeBound(s: { submissions: number; concurrency: number; modelMs: number }, perSecond: number) {
  const concurrencyBoundMs = Math.ceil(s.submissions / s.concurrency) * s.modelMs;
  const limiterBoundMs = (Math.ceil(s.submissions / perSecond) - 1) * 1000 + s.modelMs;
  return { concurrencyBoundMs, limiterBoundMs, boundMs: Math.max(concurrencyBoundMs, limiterBoundMs), limitedBy: limiterBoundMs >= concurrencyBoundMs ? ('limit' as const) : ('concurrency' as const) };
}

/** On the assignment's topic and over 15 words: the fake grades it sure (0.9), so the grade is released and the student told. */
const ANSWER =
  'Militarism and the alliances system turned a Balkan crisis into a general war, while imperialism and nationalism fed the rivalry between the great powers of Europe.';
/** Telegram ids of the seeded students: the one of student g is FIRST_CHAT + g. */
const FIRST_CHAT = 60_000_000;

/**
 * A teacher's course with one cohort of `students`, each joined in the homework bot (a Telegram
 * id, English) and with an answer to the one graded assignment: 15% in two versions, the first
 * graded. The teacher has linked the homework bot. Codes start with `codePrefix`.
 */
async function seedAssignment(knex: Knex, teacher: BenchUser, students: number, codePrefix: string, firstChat: number): Promise<{ assignmentId: string; latest: number }> {
  return knex.transaction(async (trx) => {
    const [course] = await trx('homework_courses').insert({ teacher_id: teacher.userId, name: 'Bench regrade' }).returning<{ id: string }[]>('id');
    const [cohort] = await trx('homework_cohorts').insert({ course_id: course!.id, name: 'Group A' }).returning<{ id: string }[]>('id');
    const [assignment] = await trx('homework_assignments')
      .insert({
        course_id: course!.id,
        title: 'Causes of the First World War',
        description: 'Explain the main causes of the First World War.',
        grading_enabled: true,
        max_score: 10,
        check_prompt: 'Full marks for naming militarism, alliances, imperialism and nationalism with examples.',
      })
      .returning<{ id: string }[]>('id');
    await trx.raw(
      `INSERT INTO homework_cohort_students (cohort_id, display_name, telegram_code, telegram_user_id, is_active, activated_at, locale)
       SELECT ?, 'Student ' || g, ? || lpad(g::text, 4, '0'), ?::bigint + g, true, now(), 'en' FROM generate_series(1, ?::int) g`,
      [cohort!.id, codePrefix, firstChat, students],
    );
    await trx.raw(
      `INSERT INTO homework_submissions (assignment_id, cohort_student_id, version, content, status, final_score, final_feedback, graded_by, checked_at, channel)
       SELECT ?, s.id, v, CASE WHEN v = 1 AND two THEN 'Alliances.' ELSE ? END,
              CASE WHEN v = 1 AND two THEN 'graded' ELSE 'pending' END,
              CASE WHEN v = 1 AND two THEN 4 END, CASE WHEN v = 1 AND two THEN 'Name the causes.' END,
              CASE WHEN v = 1 AND two THEN 'ai' END, CASE WHEN v = 1 AND two THEN now() END, 'telegram'
       FROM homework_cohort_students s
       CROSS JOIN LATERAL (SELECT abs(hashtext(s.telegram_code)) % 100 < 15 AS two) t
       CROSS JOIN LATERAL generate_series(1, CASE WHEN two THEN 2 ELSE 1 END) v
       WHERE s.cohort_id = ?`,
      [assignment!.id, ANSWER, cohort!.id],
    );
    await trx('telegram_links').insert({ user_id: teacher.userId, bot: 'homework', chat_id: firstChat, telegram_user_id: firstChat, first_name: 'Teacher', language_code: 'en' });
    return { assignmentId: assignment!.id, latest: students };
  });
}

interface OneRun {
  runId: string;
  sentAt: number;
  closedAt: number;
}

/** POST /regrade, then the workflow's end; the answer and the run checked outside the timed part. */
async function regradeAll(webUrl: string, teacher: BenchUser, assignmentId: string, temporal: Client, total: number, signal: AbortSignal): Promise<OneRun> {
  const sentAt = perfNow();
  const res = await fetch(`${webUrl}/api/homework/assignments/${assignmentId}/regrade`, {
    method: 'POST',
    headers: { ...authHeaders(teacher), 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'Bench' }),
    signal,
  });
  const text = await res.text();
  if (res.status !== 202) throw new Error(`POST /regrade answered ${res.status}: ${text.slice(0, 300)}`);
  const started = (JSON.parse(text) as { data: RegradeStats }).data;
  if (started.status !== 'running' || started.total !== total || !started.runId) throw new Error(`POST /regrade answered ${text.slice(0, 300)}, not a running run of ${total}`);
  const handle = temporal.workflow.getHandle(homeworkRegradeWorkflowId(started.runId));
  await handle.result();
  const closed = await handle.describe();
  if (!closed.closeTime) throw new Error(`workflow ${handle.workflowId} has no close time`);
  return { runId: started.runId, sentAt, closedAt: closed.closeTime.getTime() };
}

/**
 * Regrade All end to end: the web process records the run and starts its workflow, the
 * temporal-worker grades the assignment's latest versions `concurrency` at a time through the
 * batches' share of the OpenAI limit (per teacher), each with the sandbox OpenAI answering after
 * `modelMs`, then finishes the run and queues every student's message. One warm-up run of
 * another teacher's (the worker bundles its workflows on the first), then the measured one.
 */
export async function measureHomeworkRegrade(
  s: HomeworkRegradeSettings,
  run: Omit<WebRun, 'port'> & { knex: Knex; logDir: URL; temporalClient: Client },
  cleanup: Cleanup,
  signal: AbortSignal,
): Promise<HomeworkRegradeResult> {
  const openai = await startSandboxOpenAI({ delayMs: s.modelMs });
  cleanup.add('stop the regrade bench OpenAI', () => openai.close());
  const port = await freePort();
  const env = {
    ...webEnv({ ...run, port }),
    OPENAI_API_KEY: 'bench-openai-key',
    OPENAI_BASE_URL: openai.url,
    OPENAI_REQUESTS_PER_SECOND: String(s.openaiPerSecond),
    HOMEWORK_REGRADE_CONCURRENCY: String(s.concurrency),
  };
  // The bound from the configuration the processes read, as they read it.
  const cfg = parseConfig(env);
  const perSecond = teacherGradesPerSecond(cfg.OPENAI_REQUESTS_PER_SECOND);
  const bound = regradeBound({ submissions: s.submissions, concurrency: cfg.HOMEWORK_REGRADE_CONCURRENCY, modelMs: s.modelMs }, perSecond);

  const [warmUpTeacher, teacher] = await signInBenchUsers(2, run.jwtSecret, run.tokenTtlSeconds);
  const warmUp = await seedAssignment(run.knex, warmUpTeacher!, s.warmUpSubmissions, 'RW', FIRST_CHAT);
  const measured = await seedAssignment(run.knex, teacher!, s.submissions, 'RM', FIRST_CHAT + 100_000);
  await run.knex.raw('ANALYZE homework_cohort_students, homework_submissions, homework_grades');
  signal.throwIfAborted();

  const web = await startWeb(cleanup, { port, env, logPath: new URL('bench-regrade-web.log', run.logDir).pathname, nodeArgs: [], readyPath: '/api/auth/me', headers: authHeaders(teacher!), signal, wrap: (command, args) => [command, args] });
  const workerLog = new URL('bench-regrade-temporal-worker.log', run.logDir).pathname;
  const worker = startTemporalWorker(cleanup, { env, logPath: workerLog });
  await regradeAll(web.url, warmUpTeacher!, warmUp.assignmentId, run.temporalClient, warmUp.latest, signal);
  // The teacher's limiter window of the warm-up is long gone by now; give the worker's start-up garbage a moment too.
  await sleep(2000);
  signal.throwIfAborted();

  const gradesBefore = openai.grades.length;
  const cpuBefore = cpuSeconds(worker.pid);
  const waitBefore = { worker: runQueueWaitSeconds(worker.pid), bench: runQueueWaitSeconds(process.pid) };
  const one = await regradeAll(web.url, teacher!, measured.assignmentId, run.temporalClient, measured.latest, signal);
  const workerCpuMsPerSubmission = ((cpuSeconds(worker.pid) - cpuBefore) * 1000) / s.submissions;
  const workerWaitMs = (runQueueWaitSeconds(worker.pid) - waitBefore.worker) * 1000;
  const benchWaitMs = (runQueueWaitSeconds(process.pid) - waitBefore.bench) * 1000;
  const modelCalls = openai.grades.length - gradesBefore;

  const checked = await checkRun(web.url, teacher!, measured.assignmentId, one.runId, s.submissions, { knex: run.knex, redisUrl: run.redisUrl, queuePrefix: run.queuePrefix, firstChat: FIRST_CHAT + 100_000 });
  if (modelCalls !== s.submissions) throw new Error(`the fake OpenAI graded ${modelCalls} answers for ${s.submissions} submissions`);
  const wallMs = one.closedAt - one.sentAt;
  // Faster than the teacher's windows allow: the batches' share was not kept.
  if (bound.limitedBy === 'limit' && wallMs < bound.limiterBoundMs) throw new Error(`Regrade All of ${s.submissions} took ${wallMs.toFixed(0)} ms, under the ${bound.limiterBoundMs} ms the teacher's ${perSecond} grades a second allow: the limit was not kept`);
  return {
    ...s,
    concurrency: cfg.HOMEWORK_REGRADE_CONCURRENCY,
    openaiPerSecond: cfg.OPENAI_REQUESTS_PER_SECOND,
    teacherPerSecond: perSecond,
    ...bound,
    wallMs,
    ratio: wallMs / bound.boundMs,
    startMs: checked.firstGradeAt - one.sentAt - s.modelMs,
    gradingMs: checked.lastGradeAt - checked.firstGradeAt,
    finishMs: one.closedAt - checked.lastGradeAt,
    workerCpuMsPerSubmission,
    workerWaitMs,
    benchWaitMs,
    modelCalls,
    studentsTold: checked.told,
  };
}

/**
 * Outside the timed part: regrade-stats says completed with every submission done; exactly one
 * grade of the run for each latest version and none for an older one; every student's message
 * queued once under its key, and the teacher's.
 */
async function checkRun(
  webUrl: string,
  teacher: BenchUser,
  assignmentId: string,
  runId: string,
  total: number,
  o: { knex: Knex; redisUrl: string; queuePrefix: string; firstChat: number },
): Promise<{ firstGradeAt: number; lastGradeAt: number; told: number }> {
  const res = await fetch(`${webUrl}/api/homework/assignments/${assignmentId}/regrade-stats`, { headers: authHeaders(teacher) });
  const stats = ((await res.json()) as { data: RegradeStats }).data;
  if (stats.status !== 'completed' || stats.runId !== runId || stats.total !== total || stats.done !== total || stats.failed !== 0 || stats.heldForReview !== 0) {
    throw new Error(`regrade-stats answered ${JSON.stringify(stats)} after the workflow closed, not ${total} of ${total} done`);
  }
  const { rows } = await o.knex.raw<{ rows: { submission_id: string; telegram_user_id: string; grades: string; latest: boolean; first: Date | null; last: Date | null }[] }>(
    `SELECT s.id AS submission_id, st.telegram_user_id, count(g.id) AS grades, min(g.created_at) AS first, max(g.created_at) AS last,
            s.version = max(s.version) OVER (PARTITION BY s.cohort_student_id) AS latest
     FROM homework_submissions s
     JOIN homework_cohort_students st ON st.id = s.cohort_student_id
     LEFT JOIN homework_grades g ON g.submission_id = s.id AND g.grade_key = ?
     WHERE s.assignment_id = ?
     GROUP BY s.id, st.telegram_user_id`,
    [runGradeKey(runId), assignmentId],
  );
  const latest = rows.filter((r) => r.latest);
  const wrong = rows.filter((r) => Number(r.grades) !== (r.latest ? 1 : 0));
  if (latest.length !== total || wrong.length > 0) throw new Error(`${latest.length} latest versions of ${total}; ${wrong.length} submissions with a wrong number of the run's grades (the first: ${JSON.stringify(wrong[0])})`);

  const redis = new Redis(o.redisUrl, { maxRetriesPerRequest: null });
  const sends = new Queue(telegramSend.queue, { connection: redis, prefix: o.queuePrefix });
  try {
    const jobs = await Promise.all([
      ...latest.map((r) => sends.getJob(`homework:${r.telegram_user_id}:hw-run-${runId}-${r.submission_id}`)),
      sends.getJob(`homework:${o.firstChat}:hw-run-${runId}-teacher`),
    ]);
    const missing = jobs.filter((j) => !j).length;
    if (missing > 0) throw new Error(`${missing} of ${jobs.length} messages of the run (its students' and the teacher's) were not queued`);
    const times = latest.flatMap((r) => [r.first!.getTime(), r.last!.getTime()]);
    return { firstGradeAt: Math.min(...times), lastGradeAt: Math.max(...times), told: jobs.length };
  } finally {
    await sends.close();
    redis.disconnect();
  }
}
