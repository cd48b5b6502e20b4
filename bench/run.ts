import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connectDatabase } from '../db/index.ts';
import { startSandboxOpenAI } from '../sandbox/openai/start.ts';
import { freePort } from '../scripts/test/free-port.ts';
import { measureAnalyticsDetector } from './analytics-detector.ts';
import { measureAnalyticsMonitor } from './analytics-monitor.ts';
import { measureAnalyticsQuestion } from './analytics-question.ts';
import { measureCalendarBot } from './calendar-bot.ts';
import { Cleanup } from './cleanup.ts';
import { cpuPinning } from './cpu-pinning.ts';
import { measureCreatePayment } from './create-payment-latency.ts';
import { createBenchDatabase } from './database.ts';
import { measureDigests } from './digests.ts';
import { startFakeTbank } from './fake-tbank.ts';
import { complete, judge, summarise, type AtRateRounds, type Measured, type Rounds, type TargetName } from './figures.ts';
import { fixedRate } from './fixed-rate.ts';
import { describeMachine } from './machine.ts';
import { measureGenerateAll } from './generate-all.ts';
import { measureGradebook } from './gradebook.ts';
import { measureHomeworkRegrade } from './homework-regrade.ts';
import { modeOf } from './mode.ts';
import { measureObservabilityOverhead, type ObservabilityResult } from './observability-overhead.ts';
import { observabilitySection, observabilityVerdictLine } from './observability-overhead-report.ts';
import { measureOpsCliRetry, opsCliRetrySection, opsCliRetrySettings, opsCliRetryVerdictLine, type OpsCliRetryResult } from './ops-cli-retry.ts';
import type { Part } from './parts.ts';
import { startBareKoa, startTemporalWorker, startWeb } from './processes.ts';
import { deleteRedisKeys } from './redis-keys.ts';
import { readme, targetLines, verdictLine } from './report.ts';
import { fullRunTables } from './report-full.ts';
import { gateReport, gateSection, gateVerdicts } from './report-gate.ts';
import { withServerCpu } from './server-cpu.ts';
import { gateSettings, observabilitySettings } from './settings.ts';
import { authHeaders, signInBenchUsers } from './sign-in.ts';
import { checkSubscribedStatus, giveActiveSubscription } from './subscribed-user.ts';
import { startTemporal } from './temporal.ts';
import { measureSending } from './telegram-send.ts';
import { measureWebhook, type WebhookResult } from './telegram-webhook.ts';
import { webEnv } from './web-env.ts';
import { ensureWrk, wrk, type WrkOptions } from './wrk.ts';

/**
 * The real web process (production env, real Postgres, Redis and Temporal, a fake T-Bank):
 * GET /api/auth/me and GET /api/subscription/status against a bare Koa hello-world in the
 * same wrk rounds, /api/auth/me at a fixed rate, create-payment → workflow started one
 * click at a time, 'Generate All' of 200 comments through the temporal-worker against
 * the sandbox OpenAI, the Telegram webhook and sending queue, and 1,000 voice messages through
 * the calendar bot against the sandbox's Bot API, OpenAI and Google Calendar, the channel digests,
 * a homework gradebook of 500 students × 30 assignments with its export, and Regrade All of
 * 1,000 submissions through the temporal-worker against the sandbox OpenAI, the analytics
 * anomaly detector's quality on 240 seeded synthetic series, and one analytics monitoring slot
 * of 1,000 users through the temporal-worker against the sandbox's RevenueCat, Amplitude and
 * OpenAI; writes bench/README.md. The parts are listed in bench/parts.ts, which also names the
 * test command's gate, and their sizes in bench/settings.ts; the flags in bench/mode.ts:
 *   (none), --full  every part in full, bench/README.md rewritten (`npm run bench`)
 *   --check         the gate only, at its sizes: exit 1 when a figure crosses its floor (a
 *                   missed target above its floor is a warning); prints, never writes the README
 *   --profile       CPU-profile the web process into test-results/bench-profile/ (README untouched)
 */
const mode = modeOf(process.argv.slice(2));
const { settings, check, profile } = mode;
const runs = (part: Part) => mode.parts.has(part);
// When each part measured began (the set-up before the first), for the time each took.
const marks: [Part | 'set-up', number][] = [['set-up', performance.now()]];
const begin = (part: Part) => runs(part) && marks.push([part, performance.now()]) > 0;
const timeline = () => marks.map(([what, t], i) => `${what} ${(((marks[i + 1]?.[1] ?? performance.now()) - t) / 1000).toFixed(0)} s`).join(', ');

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
  const pinning = cpuPinning();
  console.log(`cores: ${pinning.description}`);
  console.log(`${{ gate: 'the gate', full: 'a full run', parts: 'the parts named' }[mode.name]}: ${[...mode.parts].join(', ')}`);
  const measured: Partial<Measured> = {};
  // Judged by their own modules, not by bench/figures.ts.
  const own: { observability?: ObservabilityResult; opsRetry?: OpsCliRetryResult } = {};
  const failures: string[] = [];
  const runId = randomBytes(4).toString('hex');
  mkdirSync(results, { recursive: true });

  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const queuePrefix = `bench_${runId}`;
  console.log(`run ${runId}: database platform_bench_${runId}, queue prefix ${queuePrefix}`);
  const databaseUrl = await createBenchDatabase(runId, cleanup);
  cleanup.add(`delete the Redis keys ${queuePrefix}:*`, async () => void (await deleteRedisKeys(redisUrl, queuePrefix)));
  signal.throwIfAborted();

  // One connection for the run's own reads and writes (sign-in, the subscribed user, the
  // create-payment checks); closed before the database is dropped.
  const knex = connectDatabase(databaseUrl, { min: 0, max: 1 });
  cleanup.add('close the database connection', () => knex.destroy());
  const jwtSecret = randomBytes(48).toString('base64');
  const payers = settings.createPaymentWarmUp + settings.createPaymentUsers;
  console.log(`signing in ${payers + 2} users`);
  const [meUser, subscriber, ...payingUsers] = await signInBenchUsers(payers + 2, jwtSecret, TOKEN_TTL_SECONDS);
  await giveActiveSubscription(subscriber!.userId);
  signal.throwIfAborted();
  const auth = authHeaders(meUser!);
  const subscriberAuth = authHeaders(subscriber!);

  console.log('starting Temporal, the fake T-Bank, bare Koa and the web process');
  const temporal = await startTemporal(cleanup);
  // Each part's processes on a task queue of their own (named by the part), on the run's server.
  const temporalFor = (part?: string) => ({ address: temporal.address, namespace: temporal.namespace ?? 'default', taskQueue: part ? `bench-${runId}-${part}` : `bench-${runId}` });
  const bank = await startFakeTbank(cleanup);
  signal.throwIfAborted();
  const bareKoa = await startBareKoa(cleanup, signal, pinning.server, new URL('bench-bare-koa.log', results).pathname);
  const bareUrl = bareKoa.url;
  const port = await freePort();
  const profileDir = new URL('bench-profile/', results).pathname;
  const web = await startWeb(cleanup, {
    port,
    logPath: new URL('bench-web.log', results).pathname,
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    readyPath: '/api/auth/me',
    headers: auth,
    signal,
    wrap: pinning.server,
    env: webEnv({
      port,
      databaseUrl,
      redisUrl,
      queuePrefix,
      jwtSecret,
      tokenTtlSeconds: TOKEN_TTL_SECONDS,
      temporal: temporalFor(),
      tbank: bank,
    }),
  });
  const webUrl = web.url;
  const me = `${webUrl}/api/auth/me`;
  const status = `${webUrl}/api/subscription/status`;
  await checkSubscribedStatus(status, subscriberAuth);

  const load: WrkOptions = { threads: settings.threads, connections: settings.connections, pipeline: settings.pipeline, seconds: settings.seconds, signal, wrap: pinning.load };
  const warmUp = { ...load, seconds: settings.warmUpSeconds };
  const us = (r: { cpuPerRequestUs: number }) => `${r.cpuPerRequestUs.toFixed(1)} µs`;
  const share = (r: { cpuPerRequestUs: number }, base: { cpuPerRequestUs: number }) => `${((100 * base.cpuPerRequestUs) / r.cpuPerRequestUs).toFixed(1)}%`;
  if (begin('signed-in-read')) {
    const withStatus = runs('subscription-status');
    console.log(`warm-up ${settings.warmUpSeconds} s each, then ${settings.rounds} rounds of ${settings.seconds} s: bare Koa, GET /api/auth/me${withStatus ? ', GET /api/subscription/status' : ''}`);
    await wrk(bareUrl, warmUp);
    await wrk(me, { ...warmUp, headers: auth });
    if (withStatus) await wrk(status, { ...warmUp, headers: subscriberAuth });
    const rounds: Rounds = { bare: [], me: [], status: [] };
    for (let round = 1; round <= settings.rounds; round++) {
      const baseline = await withServerCpu(bareKoa.pid, () => wrk(bareUrl, load));
      const signedIn = await withServerCpu(web.pid, () => wrk(me, { ...load, headers: auth }));
      const subscribed = withStatus ? await withServerCpu(web.pid, () => wrk(status, { ...load, headers: subscriberAuth })) : undefined;
      for (const [what, r] of [['bare Koa', baseline], ['GET /api/auth/me', signedIn], ['GET /api/subscription/status', subscribed]] as const) {
        if (r && r.failures > 0) throw new Error(`${what}: ${r.failures} of ${r.requests} requests failed in round ${round}`);
      }
      rounds.bare.push(baseline);
      rounds.me.push(signedIn);
      if (subscribed) rounds.status.push(subscribed);
      const statusLine = subscribed ? `, status ${Math.round(subscribed.requestsPerSecond)} req/s ${us(subscribed)} (${share(subscribed, baseline)})` : '';
      console.log(`  round ${round}: bare ${Math.round(baseline.requestsPerSecond)} req/s ${us(baseline)}, me ${Math.round(signedIn.requestsPerSecond)} req/s ${us(signedIn)} (${share(signedIn, baseline)})${statusLine}`);
    }
    measured.rounds = rounds;
  }

  if (begin('observability')) {
    const o = observabilitySettings;
    console.log(`observability: GET /api/auth/me with metrics and request-id propagation on and off, ${o.rounds} interleaved rounds of ${o.seconds} s`);
    const envFor = (port: number) =>
      webEnv({ port, databaseUrl, redisUrl, queuePrefix, jwtSecret, tokenTtlSeconds: TOKEN_TTL_SECONDS, temporal: temporalFor('observability'), tbank: bank });
    const observability = (own.observability = await measureObservabilityOverhead(o, { env: envFor, auth, load: { threads: load.threads, connections: load.connections, pipeline: load.pipeline, wrap: load.wrap }, pinning, logDir: results, cleanup, signal }));
    console.log(`  overhead ${(observability.overhead * 100).toFixed(1)}% (median of the rounds)`);
  }

  // Latency at a steady rate and create-payment are measured with the web process free to use
  // every core, as it runs in production.
  pinning.release(web.pid);
  const steady = { rate: settings.rate, seconds: settings.rateSeconds, maxSockets: settings.rateSockets, signal };
  if (begin('at-rate')) {
    console.log(`fixed rate: ${settings.rate} req/s, ${settings.rateRounds} rounds of ${settings.rateSeconds} s, GET /api/auth/me then bare Koa`);
    // Not counted: the wrk rounds leave the web process with garbage whose collection would
    // otherwise land in the measured seconds; the steady state is what is measured.
    await fixedRate(me, { ...steady, seconds: settings.rateWarmUpSeconds, headers: auth });
    const atRateRounds: AtRateRounds = { me: [], bare: [] };
    for (let round = 1; round <= settings.rateRounds; round++) {
      const signedIn = await fixedRate(me, { ...steady, headers: auth });
      const bare = await fixedRate(bareUrl, steady);
      for (const [what, r] of [['GET /api/auth/me', signedIn], ['bare Koa', bare]] as const) {
        if (r.failures > 0) throw new Error(`${what}: ${r.failures} requests failed at ${settings.rate} req/s in round ${round} (the first: ${r.firstFailure})`);
      }
      atRateRounds.me.push(signedIn);
      atRateRounds.bare.push(bare);
      console.log(`  round ${round}: me p99 ${signedIn.p99Ms.toFixed(1)} ms (max ${signedIn.maxMs.toFixed(1)} ms), bare p99 ${bare.p99Ms.toFixed(1)} ms (max ${bare.maxMs.toFixed(1)} ms)`);
    }
    measured.atRateRounds = atRateRounds;
  }

  if (begin('webhook')) {
    console.log(`Telegram webhook → job enqueued: ${settings.rateRounds} rounds of ${settings.rateSeconds} s at ${settings.rate} updates/s`);
    // Not counted, as for /api/auth/me: the first seconds of a path never taken before (its code
    // compiled, BullMQ's scripts loaded) stalled for 100-300 ms in the probes.
    await measureWebhook(webUrl, { ...steady, seconds: settings.rateWarmUpSeconds, redisUrl, queuePrefix, firstUpdateId: 1, signal });
    const webhookRounds: WebhookResult[] = [];
    for (let round = 1; round <= settings.rateRounds; round++) {
      const r = await measureWebhook(webUrl, { ...steady, redisUrl, queuePrefix, firstUpdateId: round * 1_000_000, signal });
      if (r.failures > 0) throw new Error(`webhook: ${r.failures} updates failed at ${settings.rate}/s in round ${round} (the first: ${r.firstFailure})`);
      if (r.enqueued !== r.sent) throw new Error(`webhook: ${r.sent} updates posted but ${r.enqueued} jobs enqueued in round ${round}`);
      webhookRounds.push(r);
      console.log(`  round ${round}: p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms (max ${r.maxMs.toFixed(1)} ms), ${r.enqueued} of ${r.sent} enqueued`);
    }
    measured.webhookRounds = webhookRounds;
  }

  if (begin('create-payment')) {
    console.log(`create-payment → workflow started: ${settings.createPaymentWarmUp} users of warm-up, then ${settings.createPaymentUsers}, one at a time`);
    const createPayment = await measureCreatePayment(webUrl, payingUsers, { warmUp: settings.createPaymentWarmUp, temporal: temporal.client, bank, signal });
    measured.createPayment = createPayment;
  }

  if (begin('generate-all')) {
    const g = settings.generateAll;
    console.log(`'Generate All': a warm-up batch, then ${g.runs} batches of ${g.comments} comments, c = ${g.concurrency}, the sandbox OpenAI answering after ${g.upstreamMs} ms`);
    // The web process runs as production does, without the sandbox: the fake is served from here,
    // where waiting on its timers costs next to nothing while the batches run.
    const openai = await startSandboxOpenAI({ delayMs: g.upstreamMs });
    cleanup.add('stop the sandbox OpenAI', openai.close);
    const batchPort = await freePort();
    const batchEnv = {
      ...webEnv({
        port: batchPort,
        databaseUrl,
        redisUrl,
        queuePrefix,
        jwtSecret,
        tokenTtlSeconds: TOKEN_TTL_SECONDS,
        temporal: temporalFor('batch'),
        tbank: bank,
      }),
      OPENAI_API_KEY: 'bench-openai-key',
      OPENAI_BASE_URL: openai.url,
      OPENAI_REQUESTS_PER_SECOND: '1000',
      YOUTUBE_BATCH_CONCURRENCY: String(g.concurrency),
    };
    const batchWeb = await startWeb(cleanup, {
      port: batchPort,
      logPath: new URL('bench-batch-web.log', results).pathname,
      nodeArgs: [],
      readyPath: '/api/auth/me',
      headers: subscriberAuth,
      signal,
      wrap: (command, args) => [command, args],
      env: batchEnv,
    });
    startTemporalWorker(cleanup, { env: batchEnv, logPath: new URL('bench-temporal-worker.log', results).pathname });
    const generateAll = await measureGenerateAll(batchWeb.url, subscriber!, g, { calls: () => openai.completions.length }, signal);
    measured.generateAll = generateAll;
  }

  // The worker processes' environment (the sending run's and the calendar bot's).
  const workerEnv = webEnv({
    port: await freePort(),
    databaseUrl,
    redisUrl,
    queuePrefix,
    jwtSecret,
    tokenTtlSeconds: TOKEN_TTL_SECONDS,
    temporal: temporalFor('worker'),
    tbank: bank,
  });

  if (begin('sending')) {
    console.log(`Telegram sending: ${settings.send.messages} messages to ${settings.send.chats} chats through the worker and the fake Bot API`);
    const send = await measureSending(settings.send, { env: workerEnv, redisUrl, queuePrefix, logPath: new URL('bench-worker.log', results).pathname, cleanup, signal });
    console.log(`  ${(send.wallMs / 1000).toFixed(2)} s against a bound of ${(send.boundMs / 1000).toFixed(2)} s, ${send.rateLimited} × 429`);
    measured.send = send;
  }

  if (begin('calendar-bot')) {
    const c = settings.calendar;
    console.log(`Telegram calendar bot: ${c.updates} voice messages from ${c.chats} chats through the worker, the fakes answering after ${c.transcriptionMs}, ${c.extractionMs} and ${c.calendarMs} ms`);
    // A queue prefix of its own under the run's (its keys go with the run's): the sending run's
    // worker, still up and configured for its own fake Bot API, must not take these jobs.
    const calendar = await measureCalendarBot(c, { env: workerEnv, redisUrl, queuePrefix: `${queuePrefix}:calendar`, logPath: new URL('bench-calendar-worker.log', results).pathname, cleanup, signal });
    console.log(
      `  last event ${(calendar.eventsWallMs / 1000).toFixed(2)} s, last answer ${(calendar.answersWallMs / 1000).toFixed(2)} s against a bound of ${(calendar.boundMs / 1000).toFixed(2)} s, ${calendar.rateLimited} × 429, ${calendar.workerCpuMsPerUpdate.toFixed(1)} ms of worker CPU a message`,
    );
    measured.calendar = calendar;
  }

  if (begin('digests')) {
    const d = settings.digests;
    console.log(`channel digests: ${d.schedules.digests} created, ${d.schedules.due} due in one minute, one run over ${d.run.sources} channels × ${d.run.postsPerSource} posts`);
    const digests = await measureDigests(
      d,
      {
        databaseUrl,
        redisUrl,
        queuePrefix: `${queuePrefix}:digest`,
        jwtSecret,
        tokenTtlSeconds: TOKEN_TTL_SECONDS,
        temporal: temporalFor('digest'),
        tbank: bank,
        logDir: results,
        temporalClient: temporal.client,
      },
      cleanup,
      signal,
    );
    console.log(`  p99 lag ${(digests.schedules.lagP99Ms / 1000).toFixed(2)} s against ${(digests.schedules.baselineMs / 1000).toFixed(2)} s for one client; the run ${(digests.run.first.wallMs / 1000).toFixed(2)} s (${digests.run.ratio.toFixed(3)} ×)`);
    measured.digests = digests;
  }

  if (begin('gradebook')) {
    const gb = settings.gradebook;
    console.log(`homework gradebook: ${gb.students} students × ${gb.assignments} assignments at ${gb.rate}/s, its export at ${gb.exportRate}/s, /api/auth/me beside them; SQL statements at ${gb.fewStudents} and ${gb.students} students`);
    // Against the first web process, idle since the create-payment part.
    const gradebook = await measureGradebook(gb, { webUrl, webPid: web.pid, knex, jwtSecret, tokenTtlSeconds: TOKEN_TTL_SECONDS }, signal);
    console.log(`  gradebook p99 ${gradebook.gradebook.p99Ms.toFixed(1)} ms (${gradebook.ratio.toFixed(1)} × /api/auth/me's), export p99 ${gradebook.export.p99Ms.toFixed(1)} ms`);
    measured.gradebook = gradebook;
  }

  if (begin('regrade-all')) {
    const r = settings.homeworkRegrade;
    console.log(`homework Regrade All: ${r.submissions} submissions, c = ${r.concurrency}, OPENAI_REQUESTS_PER_SECOND = ${r.openaiPerSecond}, the sandbox OpenAI grading after ${r.modelMs} ms`);
    // A queue prefix of its own (its keys go with the run's): the sending run's worker must not take its messages.
    const homeworkRegrade = await measureHomeworkRegrade(
      r,
      {
        databaseUrl,
        redisUrl,
        queuePrefix: `${queuePrefix}:regrade`,
        jwtSecret,
        tokenTtlSeconds: TOKEN_TTL_SECONDS,
        temporal: temporalFor('regrade'),
        tbank: bank,
        knex,
        logDir: results,
        temporalClient: temporal.client,
      },
      cleanup,
      signal,
    );
    console.log(`  ${(homeworkRegrade.wallMs / 1000).toFixed(2)} s against a bound of ${(homeworkRegrade.boundMs / 1000).toFixed(2)} s (${homeworkRegrade.ratio.toFixed(3)} ×), ${homeworkRegrade.workerCpuMsPerSubmission.toFixed(1)} ms of worker CPU a submission`);
    measured.homeworkRegrade = homeworkRegrade;
  }

  if (begin('anomaly-detector')) {
    const ad = settings.analyticsDetector;
    console.log(`analytics anomaly detector: ${ad.series} synthetic series, the last ${ad.judgedDays} days of each judged one run a day`);
    const analyticsDetector = measureAnalyticsDetector(ad);
    console.log(`  recall ${analyticsDetector.recall.toFixed(3)}, ${analyticsDetector.falseAlertsPer90.toFixed(3)} false alerts per series per 90 days, ${(analyticsDetector.usPerCall / 1000).toFixed(2)} ms a call`);
    measured.analyticsDetector = analyticsDetector;
  }

  if (begin('monitoring-slot')) {
    const am = settings.analyticsMonitor;
    console.log(`analytics monitoring: one slot of ${am.users} users triggered once, RevenueCat and Amplitude answering after ${am.revenuecatMs} ms, OpenAI after ${am.modelMs} ms`);
    // A queue prefix of its own (its keys go with the run's): the sending run's worker must not take its alerts.
    const analyticsMonitor = await measureAnalyticsMonitor(
      am,
      {
        databaseUrl,
        redisUrl,
        queuePrefix: `${queuePrefix}:analytics`,
        jwtSecret,
        tokenTtlSeconds: TOKEN_TTL_SECONDS,
        temporal: temporalFor('analytics'),
        tbank: bank,
        logDir: results,
        temporalClient: temporal.client,
      },
      cleanup,
      signal,
    );
    console.log(
      `  ${(analyticsMonitor.wallMs / 1000).toFixed(2)} s against a bound of ${(analyticsMonitor.boundMs / 1000).toFixed(2)} s (${analyticsMonitor.ratio.toFixed(3)} ×), p99 start lag ${(analyticsMonitor.lagP99Ms / 1000).toFixed(2)} s (${analyticsMonitor.lagRatio.toFixed(3)} × one client's starts)`,
    );
    measured.analyticsMonitor = analyticsMonitor;
  }

  if (begin('questions')) {
    const aq = settings.analyticsQuestion;
    console.log(`analytics questions: ${aq.questions} asked one at a time through the web process and a worker, the fakes answering after ${aq.upstreamMs} ms (RevenueCat, Amplitude) and ${aq.modelMs} ms (OpenAI)`);
    // A queue prefix of its own (its keys go with the run's): no other run's worker takes its jobs.
    const analyticsQuestion = await measureAnalyticsQuestion(
      aq,
      { databaseUrl, redisUrl, queuePrefix: `${queuePrefix}:question`, jwtSecret, tokenTtlSeconds: TOKEN_TTL_SECONDS, temporal: temporalFor('question'), tbank: bank, logDir: results, knex },
      cleanup,
      signal,
    );
    console.log(`  first progress line p50 ${analyticsQuestion.firstProgress.p50Ms.toFixed(1)} ms, p99 ${analyticsQuestion.firstProgress.p99Ms.toFixed(1)} ms (${analyticsQuestion.ratio.toFixed(2)} × GET /api/auth/me's first byte, ${analyticsQuestion.baseline.p50Ms.toFixed(1)} ms)`);
    measured.analyticsQuestion = analyticsQuestion;
  }

  if (begin('ops-cli-retry')) {
    console.log(`operator CLI: ops:jobs:retry on ${opsCliRetrySettings.jobs} failed jobs, spawned as an operator`);
    // A queue prefix of its own (its keys go with the run's).
    const opsRetry = (own.opsRetry = await measureOpsCliRetry(opsCliRetrySettings, { databaseUrl, redisUrl, queuePrefix: `${queuePrefix}:ops-retry`, knex }));
    console.log(`  ${opsRetry.cliSeconds.toFixed(1)} s, ${Math.round(opsRetry.jobsPerSecond)} jobs/s (bound ${opsRetry.boundSeconds.toFixed(1)} s)`);
  }

  if (mode.name === 'full') {
    if (!own.observability || !own.opsRetry) throw new Error('a full run measures the observability overhead and the operator CLI');
    const { observability, opsRetry } = own;
    const figures = summarise(complete(measured));
    console.log(`\n${fullRunTables(figures, settings, observability)}\n\n${targetLines(figures, settings).join('\n')}\n${observabilityVerdictLine(observability)}\n${opsCliRetryVerdictLine(opsRetry)}`);
    if (mode.writeReadme) {
      writeFileSync(new URL('README.md', import.meta.url), `${readme({ date: new Date(), machine, wrkVersion, pinning: pinning.description, settings, rounds: figures.rounds, figures })}\n${gateSection(settings, gateSettings)}\n${observabilitySection(observability, observabilitySettings)}\n${opsCliRetrySection(opsRetry)}`);
      console.log('\nwrote bench/README.md');
    } else {
      console.log(`\nprofiled run: bench/README.md left as it was; the profile is written to ${profileDir} when the web process exits`);
    }
    console.log(`the parts took: ${timeline()}`);
    for (const [name, verdict] of Object.entries(figures.verdicts)) {
      if (verdict === 'missed') console.warn(`warning: ${verdictLine(figures, name as TargetName, settings)}`);
    }
    if (!figures.passed) failures.push('a benchmark figure crossed its floor: a regression, not noise (see bench/README.md, "The gate")');
  } else {
    const judged = judge(measured);
    const { missed, failed } = gateVerdicts(measured, judged, settings);
    console.log(`\n${gateReport(measured, judged, settings)}\n\n${mode.name === 'gate' ? 'the gate (bench/parts.ts)' : 'the parts named'} in ${((performance.now() - marks[0]![1]) / 1000).toFixed(0)} s: ${timeline()}; load average ${machine.loadAverage} (1 min) when it began; bench/README.md left as it was (npm run bench rewrites it)`);
    for (const line of missed) console.warn(`warning: ${line}`);
    for (const line of failed) console.error(`past its floor: ${line}`);
    if (!judged.passed) failures.push('a benchmark figure crossed its floor: a regression, not noise (see bench/README.md, "The gate")');
  }
  if (own.observability?.verdict === 'missed') console.warn(`warning: ${observabilityVerdictLine(own.observability)}`);
  if (own.observability?.verdict === 'failed') failures.push(`the observability overhead crossed its floor: ${observabilityVerdictLine(own.observability)}`);
  if (own.opsRetry && !own.opsRetry.passed) failures.push(`the operator CLI's retry crossed its bound: ${opsCliRetryVerdictLine(own.opsRetry)}`);
  if (check && failures.length > 0) {
    for (const failure of failures) console.error(failure);
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
