import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { makeFailedJobs } from '../core/domain/operations/make-failed-jobs.ts';
import { connectDatabase, User, type Knex } from '../db/index.ts';
import { Cleanup } from './cleanup.ts';
import { createBenchDatabase } from './database.ts';
import { deleteRedisKeys } from './redis-keys.ts';

const run = promisify(execFile);

export interface OpsCliRetrySettings {
  jobs: number;
  /** The gate: the CLI's time must stay under this many times the time Redis took to add the jobs (plus the process start). */
  boundFactor: number;
  startAllowanceSeconds: number;
}
export const opsCliRetrySettings: OpsCliRetrySettings = { jobs: 10_000, boundFactor: 25, startAllowanceSeconds: 5 };

export interface OpsCliRetryResult {
  jobs: number;
  addSeconds: number;
  failSeconds: number;
  cliSeconds: number;
  jobsPerSecond: number;
  boundSeconds: number;
  passed: boolean;
}

/**
 * `npm run ops:jobs:retry -- --queue outbox --yes` on `jobs` real failed jobs (added, failed by
 * a worker): the operator CLI spawned as an operator runs it (its own process: start-up, the
 * operator check, the scan of the failed list, each job's state read and retry, the audit entry).
 * Its bound comes from the same run: the time Redis took to add those jobs, × boundFactor.
 */
export async function measureOpsCliRetry(s: OpsCliRetrySettings, env: { databaseUrl: string; redisUrl: string; queuePrefix: string; knex: Knex }): Promise<OpsCliRetryResult> {
  const email = `bench-ops-${randomUUID().slice(0, 8)}@example.com`;
  await User.query().insert({ googleId: `bench-ops-${randomUUID()}`, email, name: 'Bench operator', role: 'operator' });
  const made = await makeFailedJobs(env.redisUrl, env.queuePrefix, 'outbox', s.jobs, { name: 'bench-notification' });

  const started = performance.now();
  const { stdout } = await run(process.execPath, ['scripts/ops/jobs-retry.ts', '--queue', 'outbox', '--yes', '--reason', 'bench'], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: env.databaseUrl, REDIS_URL: env.redisUrl, QUEUE_PREFIX: env.queuePrefix, OPS_OPERATOR: email },
    maxBuffer: 16 * 1024 * 1024,
    timeout: 600_000,
  });
  const cliSeconds = (performance.now() - started) / 1000;

  const redis = new Redis(env.redisUrl);
  const queue = new Queue('outbox', { connection: redis, prefix: env.queuePrefix });
  try {
    const [failed, waiting] = await Promise.all([queue.getFailedCount(), queue.getWaitingCount()]);
    if (failed !== 0 || waiting !== s.jobs) throw new Error(`after the retry: ${failed} failed and ${waiting} waiting, expected 0 and ${s.jobs} (${stdout.trim()})`);
  } finally {
    await queue.close();
    redis.disconnect();
  }
  const addSeconds = made.addMs / 1000;
  const boundSeconds = addSeconds * s.boundFactor + s.startAllowanceSeconds;
  return { jobs: s.jobs, addSeconds, failSeconds: made.failMs / 1000, cliSeconds, jobsPerSecond: s.jobs / cliSeconds, boundSeconds, passed: cliSeconds <= boundSeconds };
}

const f1 = (n: number) => n.toFixed(1);
const int = (n: number) => Math.round(n).toLocaleString('en-US');

export function opsCliRetryVerdictLine(r: OpsCliRetryResult): string {
  return `- the CLI retries ${int(r.jobs)} failed jobs within ${f1(r.boundSeconds)} s (${opsCliRetrySettings.boundFactor} × adding them + ${opsCliRetrySettings.startAllowanceSeconds} s): ${f1(r.cliSeconds)} s, ${r.passed ? 'met' : 'FAILED'}`;
}

/** The section of bench/README.md. */
export function opsCliRetrySection(r: OpsCliRetryResult, s: OpsCliRetrySettings = opsCliRetrySettings): string {
  return `## Operator CLI: retrying ${int(s.jobs)} failed jobs

**What.** \`npm run ops:jobs:retry -- --queue outbox --yes\` (scripts/ops/jobs-retry.ts) on
${int(s.jobs)} real failed jobs: added to the run's Redis under a queue prefix of its own and failed by
a worker (one attempt each). The CLI runs as a spawned process, as an operator runs it: Node's
start-up, the connections, the operator check against users.role, the scan of the failed list
in chunks of 1,000, then each job's state read and \`job.retry()\` (32 in flight), one audit
entry for the run, and its summary. Afterwards every job must be waiting again and none failed,
or the run fails.

**Gate.** A bound from the same run, so a slower machine moves both: the CLI must finish within
${s.boundFactor} × the time Redis took to add the ${int(s.jobs)} jobs (\`addBulk\` in batches of 1,000), plus
${s.startAllowanceSeconds} s for the process's start.

| jobs | adding them | failing them (worker) | CLI retry, end to end | jobs/s | bound |
| ---: | ---: | ---: | ---: | ---: | ---: |
| ${int(r.jobs)} | ${f1(r.addSeconds)} s | ${f1(r.failSeconds)} s | **${f1(r.cliSeconds)} s** | **${int(r.jobsPerSecond)}** | ${f1(r.boundSeconds)} s |

${opsCliRetryVerdictLine(r)}
`;
}

/** Replaces (or appends) this section in bench/README.md, for a run of this benchmark alone. */
function writeSection(section: string): void {
  const path = new URL('README.md', import.meta.url);
  const readme = readFileSync(path, 'utf8');
  const start = readme.indexOf('## Operator CLI: retrying');
  const next = start < 0 ? -1 : readme.indexOf('\n## ', start + 1);
  const updated = start < 0 ? `${readme.trimEnd()}\n\n${section}` : `${readme.slice(0, start)}${section}${next < 0 ? '' : readme.slice(next)}`;
  writeFileSync(path, updated);
}

// Alone: `node --env-file=.env bench/ops-cli-retry.ts [--check]` on a database and prefix of its own.
if (import.meta.main) {
  const cleanup = new Cleanup();
  try {
    const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const databaseUrl = await createBenchDatabase(runId, cleanup);
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const queuePrefix = `bench_${runId}`;
    cleanup.add(`delete the Redis keys ${queuePrefix}:*`, async () => void (await deleteRedisKeys(redisUrl, queuePrefix)));
    const knex = connectDatabase(databaseUrl);
    cleanup.add('close the database pool', () => knex.destroy());
    const r = await measureOpsCliRetry(opsCliRetrySettings, { databaseUrl, redisUrl, queuePrefix, knex });
    console.log(opsCliRetrySection(r));
    if (!process.argv.includes('--check')) writeSection(opsCliRetrySection(r));
    if (!r.passed) process.exitCode = 1;
  } finally {
    await cleanup.run();
  }
}
