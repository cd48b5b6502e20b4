import { eventually } from '../scripts/test/kit/eventually.ts';
import { testWorkerDeps } from '../scripts/test/worker-deps.ts';
import { randomUUID } from 'node:crypto';
import { Queue, type Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { createTelegramRuntime } from '../core/clients/telegram/runtime.ts';
import { createTemporal, type TemporalHandle } from '../core/clients/temporal.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import { deliverNotification } from '../core/queues/jobs/deliver-notification.ts';
import { userSignedIn } from '../core/queues/jobs/user-signed-in.ts';
import { queues } from '../core/queues/queues.ts';
import { AuditEvent, connectDatabase, Notification, User, type Knex } from '../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../workflows/testing/run-worker.ts';
import { handle as handleUserSignedIn } from './processors/user-signed-in.ts';
import { startWorkers } from './start-workers.ts';

let knex: Knex;
let temporalWorker: RunningTemporalWorker;
let temporal: TemporalHandle;
let workers: Worker[];
const redis = createWorkerRedis(process.env.REDIS_URL!);
const prefix = process.env.QUEUE_PREFIX!;
const log = pino({ level: 'silent' });
// No bot runs in these tests: the queues of other jobs are under test.
const producer = createJobProducer(redis, prefix);
const telegram = createTelegramRuntime({ bots: {}, apiRoot: 'http://127.0.0.1:9' }, redis, prefix, producer);

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  temporalWorker = await runTemporalWorker();
  temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: temporalWorker.taskQueue });
  workers = startWorkers({ connection: redis, prefix, deps: testWorkerDeps({ temporal, telegram, jobs: producer, redis }), log });
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await temporalWorker.stop();
  await temporal.close();
  redis.disconnect();
  await knex.destroy();
});

/** How long a test waits for what the workers do. */
const SOON = { timeoutMs: 20_000 };

const newUser = () =>
  User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Signed In', role: 'user' });
const payload = (userId: string, firstSignIn: boolean) => ({
  userId,
  sessionId: randomUUID(),
  firstSignIn,
  ip: '203.0.113.7',
  userAgent: 'vitest',
  occurredAt: new Date().toISOString(),
});

/** Adds a job the way a script or an older process could (five attempts), and waits until it has failed. */
async function failedJob(name: string, data: object) {
  const queue = new Queue('auth-events', { connection: redis, prefix });
  try {
    const job = await queue.add(name, data, { attempts: 5, jobId: `${name}-${randomUUID()}` });
    return await eventually(async () => ((await job.isFailed()) ? queue.getJob(job.id!) : undefined), `the ${name} job to fail`, SOON);
  } finally {
    await queue.close();
  }
}

describe('the sign-in job on real Redis and Temporal', () => {
  it('records the sign-in, onboards a first-time user and delivers the welcome message', async () => {
    const user = await newUser();
    const job = payload(user.id, true);
    await temporalWorker.jobs.enqueue(userSignedIn, job);

    const audit = await eventually(() => AuditEvent.query().findOne('event_key', `sign-in:${job.sessionId}`), 'the audit row', SOON);
    expect(audit).toMatchObject({ action: 'auth.sign_in', userId: user.id, ip: '203.0.113.7' });
    // The job records the audit row first and starts the onboarding just after it.
    const handle = temporal.client.workflow.getHandle(`onboarding-${user.id}`);
    await eventually(() => handle.describe().then(() => true, () => false), 'the onboarding run', SOON);
    await expect(handle.result()).resolves.toEqual({ welcomeJobId: `notify-${user.id}-welcome` });
    const welcome = await eventually(() => Notification.query().findOne({ user_id: user.id, dedupe_key: 'welcome' }), 'the welcome message', SOON);
    expect(welcome.title).toBe('Welcome to AI-Powered Microservices');
  });

  it('records a sign-in once however often it is delivered', async () => {
    const user = await newUser();
    const job = payload(user.id, false);
    await temporalWorker.jobs.enqueue(userSignedIn, job);
    await temporalWorker.jobs.enqueue(userSignedIn, job);
    await eventually(() => AuditEvent.query().findOne('event_key', `sign-in:${job.sessionId}`), 'the audit row', SOON);
    // A redelivery that BullMQ's id check cannot stop (a stalled job run twice):
    await handleUserSignedIn(job, testWorkerDeps({ temporal, telegram, jobs: producer, redis }));
    expect(await AuditEvent.query().where('event_key', `sign-in:${job.sessionId}`).resultSize()).toBe(1);
  });

  it('starts no onboarding for a returning user', async () => {
    const user = await newUser();
    const job = payload(user.id, false);
    await temporalWorker.jobs.enqueue(userSignedIn, job);
    await eventually(() => AuditEvent.query().findOne('event_key', `sign-in:${job.sessionId}`), 'the audit row', SOON);
    await expect(temporal.client.workflow.getHandle(`onboarding-${user.id}`).describe()).rejects.toThrow(/not found/i);
  });

  it('fails a job with an invalid payload at once, without retries, and keeps it for operators', async () => {
    const failed = await failedJob('user-signed-in', { userId: 'not-a-uuid' });
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toMatch(/Invalid payload: userId/);
    expect(failed.data).toEqual({ userId: 'not-a-uuid' });
  });

  it('fails a job no processor knows at once, without retries', async () => {
    const failed = await failedJob('no-such-job', {});
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toBe('No handler for job "no-such-job" on queue "auth-events"');
  });
});

describe("each queue's settings", () => {
  it('reach its worker: concurrency and the history kept', () => {
    for (const worker of workers) {
      const { concurrency, removeOnComplete, removeOnFail } = queues[worker.name as keyof typeof queues];
      expect(worker.concurrency).toBe(concurrency);
      expect(worker.opts).toMatchObject({ removeOnComplete, removeOnFail });
    }
    expect(workers.map((w) => w.name).sort()).toEqual(['analytics', 'auth-events', 'calendar', 'homework', 'outbox', 'telegram-send', 'telegram-updates']);
  });

  it("a queue's concurrency and limiter reach its worker, and the limiter spaces its jobs", async () => {
    // A prefix of its own, so the run's workers do not take these jobs.
    const limitedPrefix = `${prefix}-limited-${randomUUID()}`;
    const settings = { ...queues, outbox: { ...queues.outbox, concurrency: 3, limiter: { max: 1, duration: 600 } } };
    const limited = startWorkers({ connection: redis, prefix: limitedPrefix, deps: testWorkerDeps({ temporal, telegram, jobs: producer, redis }), log, settings });
    const queue = new Queue(deliverNotification.queue, { connection: redis, prefix: limitedPrefix });
    try {
      const outbox = limited.find((w) => w.name === 'outbox')!;
      expect(outbox.concurrency).toBe(3);
      expect(outbox.opts.limiter).toEqual({ max: 1, duration: 600 });
      expect(limited.find((w) => w.name === 'auth-events')!.opts.limiter).toBeUndefined();

      // Invalid payloads fail at once, without a database: only the limiter spaces them.
      const added = await Promise.all([1, 2, 3].map((n) => queue.add(deliverNotification.name, { n }, { jobId: `limited-${n}` })));
      const finished = await eventually(async () => {
        const jobs = await Promise.all(added.map((j) => queue.getJob(j.id!)));
        return jobs.every((j) => j?.finishedOn) ? jobs.map((j) => j!.finishedOn!).sort((a, b) => a - b) : undefined;
      }, 'the three jobs to fail', SOON);
      expect(finished[2]! - finished[0]!).toBeGreaterThanOrEqual(900);
    } finally {
      await Promise.all(limited.map((w) => w.close()));
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
