import { randomUUID } from 'node:crypto';
import { Queue, type Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { createTemporal, type TemporalHandle } from '../core/clients/temporal.ts';
import { userSignedIn } from '../core/queues/jobs.ts';
import { AuditEvent, connectDatabase, Notification, User, type Knex } from '../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../workflows/testing/run-worker.ts';
import { handleUserSignedIn } from './processors/user-signed-in.ts';
import { startWorkers } from './start-workers.ts';

let knex: Knex;
let temporalWorker: RunningTemporalWorker;
let temporal: TemporalHandle;
let workers: Worker[];
const redis = createWorkerRedis(process.env.REDIS_URL!);
const prefix = process.env.QUEUE_PREFIX!;

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  temporalWorker = await runTemporalWorker();
  temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: temporalWorker.taskQueue });
  workers = startWorkers({ connection: redis, prefix, deps: { temporal }, log: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await temporalWorker.stop();
  await temporal.close();
  redis.disconnect();
  await knex.destroy();
});

async function eventually<T>(probe: () => PromiseLike<T | undefined | null | false>, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

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

describe('the sign-in job on real Redis and Temporal', () => {
  it('records the sign-in, onboards a first-time user and delivers the welcome message', async () => {
    const user = await newUser();
    const job = payload(user.id, true);
    await temporalWorker.jobs.enqueue(userSignedIn, job);

    const audit = await eventually(() => AuditEvent.query().findOne('event_key', `sign-in:${job.sessionId}`), 'the audit row');
    expect(audit).toMatchObject({ action: 'auth.sign_in', userId: user.id, ip: '203.0.113.7' });
    const handle = temporal.client.workflow.getHandle(`onboarding-${user.id}`);
    await expect(handle.result()).resolves.toEqual({ welcomeJobId: `notify-${user.id}-welcome` });
    const welcome = await eventually(() => Notification.query().findOne({ user_id: user.id, dedupe_key: 'welcome' }), 'the welcome message');
    expect(welcome.title).toBe('Welcome to AI-Powered Microservices');
  });

  it('records a sign-in once however often it is delivered', async () => {
    const user = await newUser();
    const job = payload(user.id, false);
    await temporalWorker.jobs.enqueue(userSignedIn, job);
    await temporalWorker.jobs.enqueue(userSignedIn, job);
    await eventually(() => AuditEvent.query().findOne('event_key', `sign-in:${job.sessionId}`), 'the audit row');
    // A redelivery that BullMQ's id check cannot stop (a stalled job run twice):
    await handleUserSignedIn(temporal)(job);
    expect(await AuditEvent.query().where('event_key', `sign-in:${job.sessionId}`).resultSize()).toBe(1);
  });

  it('starts no onboarding for a returning user', async () => {
    const user = await newUser();
    const job = payload(user.id, false);
    await temporalWorker.jobs.enqueue(userSignedIn, job);
    await eventually(() => AuditEvent.query().findOne('event_key', `sign-in:${job.sessionId}`), 'the audit row');
    await expect(temporal.client.workflow.getHandle(`onboarding-${user.id}`).describe()).rejects.toThrow(/not found/i);
  });

  it('fails a job with an invalid payload at once, without retries', async () => {
    const queue = new Queue('auth-events', { connection: redis, prefix });
    const job = await queue.add('user-signed-in', { userId: 'not-a-uuid' }, { attempts: 5, jobId: `bad-${randomUUID()}` });
    const failed = await eventually(async () => ((await job.isFailed()) ? queue.getJob(job.id!) : undefined), 'the job to fail');
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toMatch(/Invalid payload: userId/);
    await queue.close();
  });
});
