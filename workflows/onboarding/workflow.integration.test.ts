import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, User, UserSettings, type Knex } from '../../db/index.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../testing/run-worker.ts';
import type { onboardingWorkflow } from './workflow.ts';

let knex: Knex;
let worker: RunningTemporalWorker;
let client: Client;
let connection: Connection;
let redis: Redis;
let outbox: Queue;

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  worker = await runTemporalWorker();
  connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
  client = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE! });
  redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  outbox = new Queue('outbox', { connection: redis, prefix: process.env.QUEUE_PREFIX! });
});
afterAll(async () => {
  await worker.stop();
  await connection.close();
  await outbox.close();
  redis.disconnect();
  await knex.destroy();
});

const newUser = () =>
  User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Onboarded Person', role: 'user' });

const run = (userId: string) =>
  client.workflow.execute<typeof onboardingWorkflow>('onboardingWorkflow', {
    taskQueue: worker.taskQueue,
    workflowId: `onboarding-test-${randomUUID()}`,
    args: [{ userId }],
  });

describe('onboarding workflow (real Temporal dev server)', () => {
  it('creates default settings and puts the welcome message in the outbox', async () => {
    const user = await newUser();
    const { welcomeJobId } = await run(user.id);
    expect(welcomeJobId).toBe(`notify-${user.id}-welcome`);
    const settings = await UserSettings.query().findById(user.id);
    expect(settings).toMatchObject({ locale: 'en', timezone: 'Europe/Moscow', emailNotifications: true });
    const job = await outbox.getJob(welcomeJobId);
    expect(job?.name).toBe('deliver-notification');
    expect(job?.data).toMatchObject({ userId: user.id, dedupeKey: 'welcome', kind: 'welcome' });
  });

  it('repeats nothing when it runs again for the same user (activities are idempotent)', async () => {
    const user = await newUser();
    await run(user.id);
    await UserSettings.query().findById(user.id).patch({ locale: 'ru' });
    const again = await run(user.id);
    expect(await UserSettings.query().where('user_id', user.id).resultSize()).toBe(1);
    // The user's later choice survives; the welcome job is the same single job.
    expect((await UserSettings.query().findById(user.id))?.locale).toBe('ru');
    const jobs = await outbox.getJobs(['waiting', 'delayed', 'completed', 'active']);
    expect(jobs.filter((j) => j.id === again.welcomeJobId)).toHaveLength(1);
  });
});
