import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Cleanup } from './cleanup.ts';
import { createBenchDatabase } from './database.ts';
import { summarise, type Rounds } from './figures.ts';
import { fixedRate } from './fixed-rate.ts';
import { describeMachine } from './machine.ts';
import { freePort, startBareKoa, startWeb } from './processes.ts';
import { deleteRedisKeys } from './redis-keys.ts';
import { atRateTable, figuresTable, readme, targetLines, type Settings } from './report.ts';
import { signInBenchUser } from './sign-in.ts';
import { webEnv } from './web-env.ts';
import { ensureWrk, wrk, type WrkOptions } from './wrk.ts';

/**
 * GET /api/auth/me (signed in, every middleware, real Postgres, production logging) against a
 * bare Koa hello-world in the same run; writes bench/README.md.
 *   --check    exit 1 when a target is missed (the test command)
 *   --profile  CPU-profile the web process into test-results/bench-profile/ (README untouched)
 */
const check = process.argv.includes('--check');
const profile = process.argv.includes('--profile');

const settings: Settings = { threads: 1, connections: 32, rounds: 5, seconds: 6, warmUpSeconds: 2, rate: 1000, rateSeconds: 10, rateSockets: 64 };
const TOKEN_TTL_SECONDS = 3600;
const root = new URL('../', import.meta.url);
const results = new URL('test-results/', root);

const cleanup = new Cleanup();
const abort = new AbortController();
const { signal } = abort;
Cleanup.interruptOnSignals(abort);

try {
  const wrkVersion = ensureWrk();
  const machine = describeMachine();
  const runId = randomBytes(4).toString('hex');
  mkdirSync(results, { recursive: true });

  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const queuePrefix = `bench_${runId}`;
  console.log(`run ${runId}: database platform_bench_${runId}, queue prefix ${queuePrefix}`);
  const databaseUrl = await createBenchDatabase(runId, cleanup);
  cleanup.add(`delete the Redis keys ${queuePrefix}:*`, async () => void (await deleteRedisKeys(redisUrl, queuePrefix)));
  signal.throwIfAborted();

  const jwtSecret = randomBytes(48).toString('base64');
  const token = await signInBenchUser(databaseUrl, jwtSecret, TOKEN_TTL_SECONDS);
  signal.throwIfAborted();
  const auth = { Authorization: `Bearer ${token}` };

  const bareUrl = await startBareKoa(cleanup, signal);
  const port = await freePort();
  const profileDir = new URL('bench-profile/', results).pathname;
  const webUrl = await startWeb(cleanup, {
    port,
    logPath: new URL('bench-web.log', results).pathname,
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    readyPath: '/api/auth/me',
    headers: auth,
    signal,
    env: webEnv({ port, databaseUrl, redisUrl, queuePrefix, jwtSecret, tokenTtlSeconds: TOKEN_TTL_SECONDS }),
  });
  const me = `${webUrl}/api/auth/me`;

  const load: WrkOptions = { threads: settings.threads, connections: settings.connections, seconds: settings.seconds, signal };
  const warmUp = { ...load, seconds: settings.warmUpSeconds };
  console.log(`warm-up ${settings.warmUpSeconds} s each, then ${settings.rounds} rounds of ${settings.seconds} s: bare Koa, GET /api/auth/me`);
  await wrk(bareUrl, warmUp);
  await wrk(me, { ...warmUp, headers: auth });
  const rounds: Rounds = { bare: [], me: [] };
  for (let round = 1; round <= settings.rounds; round++) {
    const bare = await wrk(bareUrl, load);
    const signedIn = await wrk(me, { ...load, headers: auth });
    for (const [what, r] of [['bare Koa', bare], ['GET /api/auth/me', signedIn]] as const) {
      if (r.failures > 0) throw new Error(`${what}: ${r.failures} of ${r.requests} requests failed in round ${round}`);
    }
    rounds.bare.push(bare);
    rounds.me.push(signedIn);
    console.log(`  round ${round}: bare ${Math.round(bare.requestsPerSecond)} req/s, me ${Math.round(signedIn.requestsPerSecond)} req/s (${((100 * signedIn.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)}%)`);
  }

  console.log(`fixed rate: ${settings.rate} req/s for ${settings.rateSeconds} s, GET /api/auth/me then bare Koa`);
  const steady = { rate: settings.rate, seconds: settings.rateSeconds, maxSockets: settings.rateSockets, signal };
  const atRate = await fixedRate(me, { ...steady, headers: auth });
  const bareAtRate = await fixedRate(bareUrl, steady);
  for (const [what, r] of [['GET /api/auth/me', atRate], ['bare Koa', bareAtRate]] as const) {
    if (r.failures > 0) throw new Error(`${what}: ${r.failures} requests failed at ${settings.rate} req/s`);
  }

  const figures = summarise(rounds, atRate, bareAtRate);
  console.log(`\n${figuresTable(figures)}\n\n${atRateTable(figures, settings.rate)}\n\n${targetLines(figures, settings.rate).join('\n')}`);
  if (profile) {
    console.log(`\nprofiled run: bench/README.md left as it was; the profile is written to ${profileDir} when the web process exits`);
  } else {
    writeFileSync(new URL('README.md', import.meta.url), readme({ date: new Date(), machine, wrkVersion, settings, rounds, figures }));
    console.log('\nwrote bench/README.md');
  }
  if (check && !(figures.ratioMet && figures.p99Met)) {
    console.error('a benchmark target was missed');
    process.exitCode = 1;
  }
} catch (err) {
  if (signal.aborted) {
    console.error(`benchmark ${String((signal.reason as Error).message)}`);
  } else {
    console.error(`benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
} finally {
  await cleanup.run();
}
