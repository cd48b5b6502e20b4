import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import knexFactory, { type Knex } from 'knex';
import Koa from 'koa';
import { DatabaseError } from 'pg';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProducerRedis } from '../../core/clients/redis.ts';
import { createTemporal } from '../../core/clients/temporal.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../core/dependency-unavailable.ts';
import { userSignedIn } from '../../core/queues/jobs/user-signed-in.ts';
import { createJobProducer } from '../../core/queues/producer.ts';
import { knexConfig } from '../../db/knexfile.ts';
import { eventually } from '../../scripts/test/kit/eventually.ts';
import { freePort } from '../../scripts/test/free-port.ts';
import { errorHandler } from './error-handler.ts';

const log = pino({ level: 'silent' });
let failWith: () => Promise<unknown> = () => Promise.resolve();
let server: Server;
let url: string;
const closers: Array<() => Promise<unknown> | void> = [];

beforeAll(async () => {
  const app = new Koa();
  app.silent = true;
  app.use(async (ctx, next) => {
    ctx.log = log;
    ctx.requestId = 'req-1';
    await next();
  });
  app.use(errorHandler());
  app.use(async (ctx) => {
    ctx.body = await failWith();
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of closers.splice(0)) await close();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the app answers when its route fails as `work` does, and what it logged at warn and error. */
async function answerTo(work: () => Promise<unknown>) {
  failWith = work;
  const warn = vi.spyOn(log, 'warn');
  const error = vi.spyOn(log, 'error');
  const res = await fetch(url);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown>, warn, error };
}

function expectUnavailable(answer: Awaited<ReturnType<typeof answerTo>>, dependency: string) {
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toBe('5');
  expect(answer.body).toEqual({ error: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE });
  expect(answer.error).not.toHaveBeenCalled();
  expect(answer.warn).toHaveBeenCalledWith(expect.objectContaining({ dependency }), `${dependency} unavailable: answered 503`);
}

describe('errors of an unreachable Postgres', () => {
  it('a refused connection (knex on a closed port) answers 503, logged at warn with the peer', async () => {
    const port = await freePort();
    const knex = knexFactory(knexConfig(`postgres://postgres@127.0.0.1:${port}/nothing`));
    closers.push(() => knex.destroy());
    const answer = await answerTo(() => knex.raw('select 1'));
    expectUnavailable(answer, 'network');
    expect(answer.warn).toHaveBeenCalledWith(expect.objectContaining({ peer: `127.0.0.1:${port}`, detail: expect.stringContaining('ECONNREFUSED') }), expect.any(String));
  });

  it('a pool that cannot hand out a connection in time (KnexTimeoutError) answers 503', async () => {
    const knex: Knex = knexFactory({ ...knexConfig(process.env.DATABASE_URL!, { min: 0, max: 1 }), acquireConnectionTimeout: 300 });
    closers.push(() => knex.destroy());
    // The pool's one connection is held by an open transaction.
    const trx = await knex.transaction();
    closers.unshift(() => trx.rollback());
    expectUnavailable(await answerTo(() => knex.raw('select 1')), 'postgres');
  });

  it('a connection the server ends under a query (57P01 admin_shutdown, as on a restart) answers 503, and the pool then serves again', async () => {
    const knex = knexFactory(knexConfig(process.env.DATABASE_URL!, { min: 0, max: 1 }));
    const admin = knexFactory(knexConfig(process.env.DATABASE_URL!, { min: 0, max: 1 }));
    closers.push(() => knex.destroy(), () => admin.destroy());
    const answer = await answerTo(async () => {
      // The pool's only connection, so the one that runs the sleep.
      const pid = (await knex.raw<{ rows: Array<{ pid: number }> }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      // A knex query runs only once it is awaited: start it, then wait until the server runs it.
      const sleeping = knex.raw('select pg_sleep(5)').then((result: unknown) => result);
      sleeping.catch(() => undefined);
      await eventually(
        async () => (await admin.raw<{ rows: unknown[] }>("select 1 from pg_stat_activity where pid = ? and state = 'active'", [pid])).rows.length > 0,
        'the server to run the pg_sleep',
        { timeoutMs: 5_000, intervalMs: 50 },
      );
      await admin.raw('select pg_terminate_backend(?)', [pid]);
      return sleeping;
    });
    expectUnavailable(answer, 'postgres');
    // The broken connection is discarded once its socket has closed, not handed out again (a
    // query in the few milliseconds before that meets ECONNRESET, which is a 503 too).
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 3; i++) expect((await knex.raw<{ rows: unknown[] }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('an idle pooled connection the server ended is discarded, without an unhandled error', async () => {
    const knex = knexFactory(knexConfig(process.env.DATABASE_URL!, { min: 0, max: 1 }));
    const admin = knexFactory(knexConfig(process.env.DATABASE_URL!, { min: 0, max: 1 }));
    closers.push(() => knex.destroy(), () => admin.destroy());
    const pid = (await knex.raw<{ rows: Array<{ pid: number }> }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    await admin.raw('select pg_terminate_backend(?)', [pid]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = (await knex.raw<{ rows: Array<{ pid: number }> }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    expect(again).not.toBe(pid);
  });

  it('SQLSTATEs of a server starting up or out of connections answer 503; other database errors stay 500', async () => {
    for (const code of ['57P03', '08006', '53300']) {
      const err = Object.assign(new DatabaseError('the database system is starting up', 0, 'error'), { code });
      expectUnavailable(await answerTo(() => Promise.reject(err)), 'postgres');
    }
    const unique = Object.assign(new DatabaseError('duplicate key value', 0, 'error'), { code: '23505' });
    const answer = await answerTo(() => Promise.reject(unique));
    expect(answer.status).toBe(500);
    expect(answer.error).toHaveBeenCalled();
  });
});

describe('errors of an unreachable Redis', () => {
  it("the API's producer connection with no offline queue on a closed port answers 503", async () => {
    const redis = createProducerRedis(`redis://127.0.0.1:${await freePort()}`, log);
    closers.push(() => redis.disconnect());
    expectUnavailable(await answerTo(() => redis.get('x')), 'redis');
  });

  it('a connection that gave up retrying a command (MaxRetriesPerRequestError) answers 503', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await freePort()}`, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    redis.on('error', () => undefined);
    closers.push(() => redis.disconnect());
    expectUnavailable(await answerTo(() => redis.get('x')), 'redis');
  });

  it('an enqueue while Redis is down answers 503 with the same message', async () => {
    const redis = createProducerRedis(`redis://127.0.0.1:${await freePort()}`, log);
    const jobs = createJobProducer(redis, 'error-handler-test');
    closers.push(async () => {
      await jobs.close();
      redis.disconnect();
    });
    const answer = await answerTo(() => jobs.enqueue(userSignedIn, { userId: randomUUID(), sessionId: randomUUID(), firstSignIn: false, ip: null, userAgent: null, occurredAt: new Date().toISOString() }));
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('5');
    expect(answer.body).toEqual({ error: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE });
  });
});

describe('errors of an unreachable Temporal', () => {
  it('a workflow start against a closed port answers 503 after bounded retries', async () => {
    const temporal = createTemporal({ address: `127.0.0.1:${await freePort()}`, namespace: 'default', taskQueue: 'q' });
    closers.push(() => temporal.close());
    const started = performance.now();
    const answer = await answerTo(() => temporal.client.workflow.start('nothing', { taskQueue: 'q', workflowId: 'error-handler-test' }));
    expectUnavailable(answer, 'temporal');
    // Six attempts: about 3 s of pauses, well within a caller's patience (the SDK's default waits about 19 s).
    expect(performance.now() - started).toBeLessThan(8000);
  });
});

describe('other errors', () => {
  it('an unexpected error is still a 500 logged at error', async () => {
    const answer = await answerTo(() => Promise.reject(new Error('boom')));
    expect(answer.status).toBe(500);
    expect(answer.body.error).toBe('internal_error');
    expect(answer.error).toHaveBeenCalled();
  });
});

describe('the words of a connection that died under a query', () => {
  it('answers 503 for node-postgres messages, also with the query knex puts before them', async () => {
    for (const message of ['Connection terminated unexpectedly', 'select * from "users" where "id" = $1 - Connection terminated unexpectedly', 'Client has encountered a connection error and is not queryable']) {
      expectUnavailable(await answerTo(() => Promise.reject(new Error(message))), 'postgres');
    }
    expect((await answerTo(() => Promise.reject(new Error('Connection terminated unexpectedly, said nobody')))).status).toBe(500);
  });
});
