import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Queue, type Worker } from 'bullmq';
import { pino } from 'pino';
import { register } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerRedis } from '../core/clients/redis.ts';
import { createTelegramRuntime } from '../core/clients/telegram/runtime.ts';
import { createTemporal, type TemporalHandle } from '../core/clients/temporal.ts';
import { requestIdLogOptions } from '../core/logger.ts';
import { deliverNotification } from '../core/queues/jobs/deliver-notification.ts';
import { telegramPrune } from '../core/queues/jobs/telegram-prune.ts';
import { createJobProducer } from '../core/queues/producer.ts';
import { runWithRequestId } from '../core/request-id.ts';
import { connectDatabase, User, type Knex } from '../db/index.ts';
import { onboardingWorkflowId } from '../workflows/onboarding/definitions.ts';
import { startOnboarding } from '../workflows/onboarding/client.ts';
import { runTemporalWorker, type RunningTemporalWorker } from '../workflows/testing/run-worker.ts';
import { eventually } from '../scripts/test/kit/eventually.ts';
import { testWorkerDeps } from '../scripts/test/worker-deps.ts';
import { startWorkers } from './start-workers.ts';

// A prefix of its own: only this file's workers take these jobs.
const prefix = `${process.env.QUEUE_PREFIX!}-reqid-${randomUUID().slice(0, 8)}`;
const redis = createWorkerRedis(process.env.REDIS_URL!);
const producer = createJobProducer(redis, prefix);
const telegram = createTelegramRuntime({ bots: {}, apiRoot: 'http://127.0.0.1:9' }, redis, prefix, producer);
const lines: Record<string, unknown>[] = [];
const log = pino(
  { level: 'debug', ...requestIdLogOptions },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  }),
);
let knex: Knex;
let temporal: TemporalHandle;
let temporalWorker: RunningTemporalWorker;
let workers: Worker[];

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  temporalWorker = await runTemporalWorker();
  temporal = createTemporal({ address: process.env.TEMPORAL_ADDRESS!, namespace: process.env.TEMPORAL_NAMESPACE!, taskQueue: temporalWorker.taskQueue });
  workers = startWorkers({ connection: redis, prefix, deps: testWorkerDeps({ temporal, telegram, jobs: producer, redis }), log });
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await new Queue(telegramPrune.queue, { connection: redis, prefix }).obliterate({ force: true });
  await producer.close();
  await temporalWorker.stop();
  await temporal.close();
  redis.disconnect();
  await knex.destroy();
});

/** The first line `match` finds, once one is written. */
async function lineWhere(match: (line: Record<string, unknown>) => boolean, what: string): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await eventually(() => (found = lines.find(match)) !== undefined, what, { timeoutMs: 20_000 });
  return found!;
}


describe('a request id carried through BullMQ', () => {
  it('rides in the job data, passes a .strict() schema, and the job runs (and logs) inside it', async () => {
    const queue = new Queue(telegramPrune.queue, { connection: redis, prefix });
    const jobId = await runWithRequestId('req-prune-0001', () => producer.enqueue(telegramPrune, {}));
    expect((await queue.getJob(jobId))?.data).toEqual({ _requestId: 'req-prune-0001' });
    const line = await lineWhere((l) => l.msg === 'job completed' && l.jobId === jobId, 'the job to complete');
    expect(line).toMatchObject({ reqId: 'req-prune-0001', queue: 'telegram-updates', job: 'telegram-prune' });
    expect(await register.getSingleMetricAsString('bullmq_job_attempts_total')).toMatch(/queue="telegram-updates",name="telegram-prune",outcome="completed"\} [1-9]/);
    await queue.close();
  });

  it('names a job nobody’s request started by its queue and id', async () => {
    const queue = new Queue(telegramPrune.queue, { connection: redis, prefix });
    await queue.remove('telegram-prune');
    lines.length = 0;
    const jobId = await producer.enqueue(telegramPrune, {});
    expect((await queue.getJob(jobId))?.data).toEqual({});
    const line = await lineWhere((l) => l.msg === 'job completed' && l.jobId === jobId, 'the job to complete');
    expect(line.reqId).toBe(`job:telegram-updates:${jobId}`);
    await queue.close();
  });
});

describe('a request id carried through Temporal', () => {
  const newUser = () => User.query().insert({ googleId: `g-${randomUUID()}`, email: `${randomUUID()}@example.com`, name: 'Propagated', role: 'user' });
  const notifications = () => new Queue(deliverNotification.queue, { connection: redis, prefix: process.env.QUEUE_PREFIX! });

  it('is the workflow’s memo and header; its activities run inside it (the job one enqueues carries it)', async () => {
    const user = await newUser();
    await runWithRequestId('req-onboard-0001', () => startOnboarding(temporal, user.id));
    const handle = temporal.client.workflow.getHandle(onboardingWorkflowId(user.id));
    const { welcomeJobId } = (await handle.result()) as { welcomeJobId: string };
    expect((await handle.describe()).memo).toMatchObject({ requestId: 'req-onboard-0001' });
    const queue = notifications();
    expect((await queue.getJob(welcomeJobId))?.data).toMatchObject({ _requestId: 'req-onboard-0001' });
    await queue.close();
  });

  it('is wf:<workflowId> for a run started outside any request (a Schedule’s)', async () => {
    const user = await newUser();
    await startOnboarding(temporal, user.id);
    const handle = temporal.client.workflow.getHandle(onboardingWorkflowId(user.id));
    const { welcomeJobId } = (await handle.result()) as { welcomeJobId: string };
    expect((await handle.describe()).memo ?? {}).not.toHaveProperty('requestId');
    const queue = notifications();
    expect((await queue.getJob(welcomeJobId))?.data).toMatchObject({ _requestId: `wf:${onboardingWorkflowId(user.id)}` });
    await queue.close();
  });
});
