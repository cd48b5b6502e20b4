import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, Session, User, type Knex } from '../../../db/index.ts';
import { createProducerRedis } from '../../clients/redis.ts';
import { userSignedIn } from '../../queues/jobs/user-signed-in.ts';
import { createJobProducer, type JobProducer } from '../../queues/producer.ts';
import { startSession } from './sessions.ts';
import { queueSignInEvent, sweepSignInEvents } from './sign-in-outbox.ts';

let knex: Knex;
let redis: Redis;
let jobs: JobProducer;
let away: { redis: Redis; jobs: JobProducer };
const prefix = `${process.env.QUEUE_PREFIX!}-sign-in-outbox-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  redis = createProducerRedis(process.env.REDIS_URL!);
  jobs = createJobProducer(redis, prefix);
  // A Redis that is not there: a port just freed, nothing listens on it.
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const closed = createProducerRedis(`redis://127.0.0.1:${port}`);
  closed.on('error', () => undefined);
  away = { redis: closed, jobs: createJobProducer(closed, prefix) };
});
afterAll(async () => {
  for (const q of jobs.queues()) await q.obliterate({ force: true });
  await jobs.close();
  await away.jobs.close();
  away.redis.disconnect();
  redis.disconnect();
  await knex.destroy();
});

async function signedIn() {
  const user = await User.query().insert({ googleId: `outbox-${randomUUID()}`, email: `outbox-${randomUUID()}@example.com`, name: 'Outbox', role: 'user' });
  const { sessionId } = await startSession(user.id, { ip: '203.0.113.7', userAgent: 'Firefox' }, { ttlDays: 1, reuseGraceSeconds: 0 });
  return { userId: user.id, sessionId, firstSignIn: true, ip: '203.0.113.7', userAgent: 'Firefox', occurredAt: new Date().toISOString() };
}

describe('the sign-in outbox', () => {
  it('queues the event when Redis takes it, and keeps nothing on the session', async () => {
    const event = await signedIn();
    expect(await queueSignInEvent(jobs, event)).toBe('queued');
    expect((await jobs.queues().find((q) => q.name === 'auth-events')!.getJob(userSignedIn.jobId(event)))?.data).toMatchObject(event);
    expect((await Session.query().findById(event.sessionId))!.pendingSignInEvent).toBeNull();
  });

  it('keeps the event on its session while Redis is away, and the sweep queues it once, whatever runs it twice', async () => {
    const event = await signedIn();
    expect(await queueSignInEvent(away.jobs, event)).toBe('kept');
    expect((await Session.query().findById(event.sessionId))!.pendingSignInEvent).toEqual(event);

    // The sweep while Redis is still away: refused, and the event stays kept.
    await expect(sweepSignInEvents(away.jobs)).rejects.toThrow();
    expect((await Session.query().findById(event.sessionId))!.pendingSignInEvent).toEqual(event);

    expect(await sweepSignInEvents(jobs, 10_000)).toBeGreaterThanOrEqual(1);
    const queue = jobs.queues().find((q) => q.name === 'auth-events')!;
    expect((await queue.getJob(userSignedIn.jobId(event)))?.data).toMatchObject(event);
    expect((await Session.query().findById(event.sessionId))!.pendingSignInEvent).toBeNull();
    // Nothing kept any more: a second sweep queues nothing of it.
    const before = await queue.getJobCounts('wait');
    await sweepSignInEvents(jobs, 10_000);
    expect(await queue.getJobCounts('wait')).toEqual(before);
  });
});
