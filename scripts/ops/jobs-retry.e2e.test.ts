import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFailedJobs } from '../../core/domain/operations/make-failed-jobs.ts';
import { AuditEvent, connectDatabase, User, type Knex } from '../../db/index.ts';

const run = promisify(execFile);
const prefix = `ops-cli-${randomUUID().slice(0, 8)}`;
const tag = randomUUID().slice(0, 8);
const operatorEmail = `ops-${tag}@example.com`;
const userEmail = `plain-${tag}@example.com`;
let knex: Knex;
let redis: Redis;
let queue: Queue;

/** The command as an operator runs it: its own process, the run's stores from the environment. */
async function cli(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/ops/${script}`, ...args], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: process.env.REDIS_URL!, QUEUE_PREFIX: prefix, OPS_OPERATOR: operatorEmail, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(async () => {
  knex = connectDatabase(process.env.DATABASE_URL!);
  await User.query().insert({ googleId: `g-ops-${tag}`, email: operatorEmail, name: 'Ops', role: 'operator' });
  await User.query().insert({ googleId: `g-plain-${tag}`, email: userEmail, name: 'Plain', role: 'user' });
  await makeFailedJobs(process.env.REDIS_URL!, prefix, 'calendar', 4, { name: 'calendar-write' });
  await makeFailedJobs(process.env.REDIS_URL!, prefix, 'calendar', 3, { name: 'calendar-read' });
  redis = new Redis(process.env.REDIS_URL!);
  queue = new Queue('calendar', { connection: redis, prefix });
}, 60_000);
afterAll(async () => {
  await queue.close();
  redis.disconnect();
  await knex.destroy();
});

describe('ops:jobs:retry and ops:jobs:failed', () => {
  it('--help describes the command and exits 0 without connecting', async () => {
    const res = await cli('jobs-retry.ts', ['--help'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/--dry-run/);
    expect(res.stdout).toMatch(/--since <time>/);
  });

  it('lists failed jobs as a table and as JSON', async () => {
    const table = await cli('jobs-failed.ts', ['--queue', 'calendar']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/calendar-write/);
    expect(table.stdout).toMatch(/7 failed job\(s\)/);
    const json = await cli('jobs-failed.ts', ['--queue', 'calendar', '--name', 'calendar-read', '--json']);
    expect(JSON.parse(json.stdout)).toHaveLength(3);
  });

  it('--dry-run shows what would be retried and changes nothing', async () => {
    const res = await cli('jobs-retry.ts', ['--queue', 'calendar', '--name', 'calendar-write', '--dry-run']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/would retry 4 job\(s\) \(dry run/);
    expect(await queue.getFailedCount()).toBe(7);
    expect(await AuditEvent.query().where({ action: 'jobs.retry' }).whereRaw(`details->>'via' = 'cli'`)).toHaveLength(0);
  });

  it('asks before more than five without a terminal: refuses unless --yes', async () => {
    const res = await cli('jobs-retry.ts', ['--queue', 'calendar']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/pass --yes/);
    expect(await queue.getFailedCount()).toBe(7);
  });

  it('retries by queue and name, prints a summary and audits once', async () => {
    const res = await cli('jobs-retry.ts', ['--queue', 'calendar', '--name', 'calendar-read', '--reason', 'calendar API back']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/retried 3 job\(s\)/);
    expect(await queue.getFailedCount()).toBe(4);
    expect(await queue.getWaitingCount()).toBe(3);
    const operator = await User.query().findOne({ email: operatorEmail });
    const audit = await AuditEvent.query().where({ action: 'jobs.retry', actor_id: operator!.id });
    expect(audit).toHaveLength(1);
    // --as (here OPS_OPERATOR) only claims the operator: the OS account that ran it is beside it.
    expect(audit[0]).toMatchObject({ reason: 'calendar API back', details: { via: 'cli', done: 3, osUser: userInfo().username, osHost: hostname() } });
  });

  it('a job id that no longer exists: a clear line and exit 1', async () => {
    const res = await cli('jobs-retry.ts', ['--id', 'calendar:999999']);
    expect(res.code).toBe(1);
    expect(res.stdout).toMatch(/1 job\(s\) no longer exist: calendar:999999/);
  });

  it('refuses a non-operator: exit 3, a message, and an audit entry', async () => {
    const res = await cli('jobs-retry.ts', ['--queue', 'calendar', '--yes'], { OPS_OPERATOR: userEmail });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/has the role "user"/);
    const user = await User.query().findOne({ email: userEmail });
    const audit = await AuditEvent.query().where({ action: 'admin.forbidden', actor_id: user!.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ command: 'ops:jobs:retry', osUser: userInfo().username, osHost: hostname() });
    expect(await queue.getFailedCount()).toBe(4);
  });

  it('an unreachable Redis: a clear message and a non-zero exit', async () => {
    const res = await cli('jobs-retry.ts', ['--queue', 'calendar', '--yes'], { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(res.code).toBe(4);
    expect(res.stderr).toMatch(/Redis at redis:\/\/127\.0\.0\.1:1 is not reachable: ECONNREFUSED/);
  });

  it('an unreachable Postgres: a clear message and a non-zero exit', async () => {
    const res = await cli('jobs-failed.ts', [], { DATABASE_URL: 'postgres://nobody:pw@127.0.0.1:1/none' });
    expect(res.code).toBe(4);
    expect(res.stderr).toMatch(/Postgres at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none is not reachable: ECONNREFUSED/);
  });
});
