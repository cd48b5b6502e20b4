import { eventually } from '../scripts/test/kit/eventually.ts';
import { testWorkerDeps } from '../scripts/test/worker-deps.ts';
import { randomUUID } from 'node:crypto';
import { Queue, type Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../scripts/test/tcp-proxy.ts';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { createTelegramRuntime } from '../core/clients/telegram/runtime.ts';
import { createTemporal, type TemporalHandle } from '../core/clients/temporal.ts';
import { userSignedIn } from '../core/queues/jobs/user-signed-in.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import { connectDatabase, User, type Knex } from '../db/index.ts';
import { onboardingWorkflowId } from '../workflows/onboarding/definitions.ts';
import { startWorkers } from './start-workers.ts';

// A prefix of its own: only these workers take these jobs.
const prefix = `${process.env.QUEUE_PREFIX!}-outage-wait`;
const redis = createWorkerRedis(process.env.REDIS_URL!);
const producer = createJobProducer(redis, prefix);
const telegram = createTelegramRuntime({ bots: {}, apiRoot: 'http://127.0.0.1:9' }, redis, prefix, producer);
const queue = new Queue(userSignedIn.queue, { connection: redis, prefix });
let knex: Knex;
let proxy: TcpProxy;
let temporal: TemporalHandle;
let workers: Worker[];

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  const [host, port] = process.env.TEMPORAL_ADDRESS!.split(':') as [string, string];
  proxy = await startTcpProxy({ host, port: Number(port) });
  // No worker polls this task queue: the job only has to start the workflow.
  temporal = createTemporal({ address: `127.0.0.1:${proxy.port}`, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: `outage-wait-${randomUUID()}` });
  workers = startWorkers({ connection: redis, prefix, deps: testWorkerDeps({ temporal, telegram, jobs: producer, redis }), log: pino({ level: 'silent' }), outageWait: { delayMs: 300, maxWaits: 50 } });
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await queue.obliterate({ force: true });
  await queue.close();
  await producer.close();
  await temporal.close();
  await proxy.close();
  redis.disconnect();
  await knex.destroy();
});

describe('a job while Temporal restarts', () => {
  it('waits it out without spending its attempts, and completes once Temporal is back', async () => {
    const user = await User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'First Sign-in', role: 'user' });
    await proxy.stop();
    const jobId = await producer.enqueue(userSignedIn, { userId: user.id, sessionId: randomUUID(), firstSignIn: true, ip: null, userAgent: null, occurredAt: new Date().toISOString() });
    // Each try of the workflow start gives up after its bounded retries (about 3 s); the job is then delayed, not failed.
    const waited = await eventually(async () => {
      const job = await queue.getJob(jobId);
      return job && job.attemptsStarted >= 3 ? job : undefined;
    }, 'the job to be tried three times');
    expect(waited.attemptsMade).toBe(0);
    expect(await waited.isFailed()).toBe(false);

    await proxy.start();
    // Read again once completed: a job read just before it completed still counts no attempt made.
    const done = await eventually(async () => ((await queue.getJobState(jobId)) === 'completed' ? queue.getJob(jobId) : undefined), 'the job to complete');
    // BullMQ counts the attempt that completed; the waits before it spent none.
    expect(done.attemptsMade).toBe(1);
    expect(done.attemptsStarted).toBeGreaterThanOrEqual(3);
    const workflow = temporal.client.workflow.getHandle(onboardingWorkflowId(user.id));
    expect((await workflow.describe()).status.name).toBe('RUNNING');
    await workflow.terminate('test over');
  }, 60_000);
});
