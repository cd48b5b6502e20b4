import type { Client } from '@temporalio/client';
import { parseConfig } from '../core/config.ts';
import { createSecretBox, parseKeyring } from '../core/crypto.ts';
import { AnalyticsRun } from '../db/index.ts';
import { analyticsMonitorWorkflowType } from '../workflows/analytics-monitor/definitions.ts';
import { createAnalyticsSchedules } from '../workflows/analytics-slot/client.ts';
import { ANALYTICS_SLOT_SCHEDULE_PREFIX, analyticsSlotWorkflowType, type SlotStartResult } from '../workflows/analytics-slot/definitions.ts';
import { freePort } from '../scripts/test/free-port.ts';
import { eventually } from '../scripts/test/kit/eventually.ts';
import { startMonitorFakes } from './analytics-monitor-fakes.ts';
import { fakeTodayFor, seedMonitoredUsers, type SeededSlot } from './analytics-monitor-seed.ts';
import type { Cleanup } from './cleanup.ts';
import { listed, startIdleWorkflows } from './digest-schedules.ts';
import { percentile } from './fixed-rate.ts';
import { startTemporalWorker } from './processes.ts';
import { cpuSeconds, runQueueWaitSeconds } from './server-cpu.ts';
import { webEnv, type WebRun } from './web-env.ts';

export interface AnalyticsMonitorSettings {
  /** Users in the measured slot, each with both services' keys and the analytics bot linked. */
  users: number;
  /** Users of the warm-up slot, run first and not timed (the worker bundles its workflows on its first task). */
  warmUpUsers: number;
  /** The fakes answer every RevenueCat call, every Amplitude call and every model call after these. */
  revenuecatMs: number;
  amplitudeMs: number;
  modelMs: number;
  /** Starts in flight for the baseline: what the slot's activity keeps in flight (workflows/start-runs.ts). */
  startsInFlight: number;
  /**
   * Activities one temporal-worker runs at once on the monitoring's task queue, as designed
   * (workflows/create-worker.ts, RUN_ACTIVITIES): the bound's concurrency. A setting of the
   * bench, not read from the code: code that ran fewer at once must read slow against it.
   */
  runActivities: number;
}

export interface AnalyticsMonitorResult extends AnalyticsMonitorSettings {
  slot: string;
  /** The fakes' today (bench/analytics-monitor-seed.ts, fakeTodayFor). */
  fakeToday: string;
  /** Calls the fakes served for the measured slot. */
  calls: { revenuecat: number; amplitude: number; model: number };
  /** Every call's delay added up: the time the runs spend waiting on upstreams. */
  upstreamMs: number;
  /** One client of this process starting `users` workflows on the same server, just before the trigger and after the runs; their mean. */
  baselineBeforeMs: number;
  baselineAfterMs: number;
  baselineMs: number;
  /** baselineMs + upstreamMs / runActivities: the starts, then the upstreams' waits spread over every activity slot the design allows. */
  boundMs: number;
  /** From the trigger to the last run's close as Temporal recorded it. */
  wallMs: number;
  ratio: number;
  /** From the trigger to the slot's own workflow start as Temporal recorded it. */
  slotStartMs: number;
  /** What the slot's workflow answered. */
  slotResult: SlotStartResult;
  /**
   * From the trigger to each run's start as Temporal recorded it. Not from the fire time the runs
   * are given (their scheduled_for): for a trigger Temporal records it rounded down to its second.
   */
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  /** lagP99Ms / baselineMs. */
  lagRatio: number;
  /** From the trigger to each run's row (its first activity): when its work began, a slot free. */
  beganP50Ms: number;
  beganP99Ms: number;
  completed: number;
  failed: number;
  insights: number;
  alerts: number;
  /** The temporal-worker's CPU time (every thread) over the measured slot, per run. */
  workerCpuMsPerRun: number;
  /** How long the worker's main thread, and the bench's (serving the fakes), waited for a core while ready to run. */
  workerWaitMs: number;
  benchWaitMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the slot's runs may take before the bench gives up. */
const DEADLINE_MS = 10 * 60_000;

interface SlotRows {
  done: number;
  completed: number;
  failed: number;
  insights: number;
  alerts: number;
  servicesOk: number;
  firstError: string | null;
}

/** The scheduled runs of the slot's users, as their rows say. */
async function slotRows(slot: string): Promise<SlotRows> {
  // The models map the aliases to camelCase as they map columns.
  return (await AnalyticsRun.query()
    .joinRaw('join analytics_settings s on s.user_id = analytics_runs.user_id')
    .where('s.slot', slot)
    .where('analytics_runs.kind', 'scheduled')
    .select(
      AnalyticsRun.raw("count(*) filter (where status <> 'running')::int as done"),
      AnalyticsRun.raw("count(*) filter (where status = 'completed')::int as completed"),
      AnalyticsRun.raw("count(*) filter (where status = 'failed')::int as failed"),
      AnalyticsRun.raw('coalesce(sum(insights_created), 0)::int as insights'),
      AnalyticsRun.raw('coalesce(sum(alerts_sent), 0)::int as alerts'),
      AnalyticsRun.raw("count(*) filter (where services->'revenuecat'->>'state' = 'ok' and services->'amplitude'->>'state' = 'ok')::int as services_ok"),
      AnalyticsRun.raw("min(error) filter (where status = 'failed') as first_error"),
    )
    .first()) as unknown as SlotRows;
}

async function untilDone(seeded: SeededSlot, signal: AbortSignal): Promise<SlotRows> {
  let done = 0;
  return eventually(
    async () => {
      const rows = await slotRows(seeded.slot);
      done = rows.done;
      return rows.done >= seeded.userIds.length && rows;
    },
    () => `the ${seeded.userIds.length} monitoring runs of slot ${seeded.slot} to end (${done} did)`,
    { timeoutMs: DEADLINE_MS, intervalMs: 1000, signal },
  );
}

/** Fires the slot's Schedule now; answers when the bench pressed it (this machine's clock, as Temporal's). */
async function trigger(temporal: Client, slot: string): Promise<number> {
  const at = Date.now();
  await temporal.schedule.getHandle(`${ANALYTICS_SLOT_SCHEDULE_PREFIX}${slot}`).trigger();
  return at;
}

/**
 * Once every run has ended: the runs' rows (when each began, the fire time) and Temporal's record
 * of each run's start and close (listed once they have all closed: listing while they start would
 * load the server being measured), and what the slot's own workflow answered.
 */
async function runTimes(temporal: Client, seeded: SeededSlot, triggeredAt: number, signal: AbortSignal) {
  const rows = await AnalyticsRun.query().whereIn('user_id', seeded.userIds).where('kind', 'scheduled').select('run_key', 'scheduled_for', 'started_at');
  const fires = new Set(rows.map((r) => r.scheduledFor.getTime()));
  if (fires.size !== 1) throw new Error(`the runs of slot ${seeded.slot} stand for ${fires.size} fire times, not one`);
  const keys = new Set(rows.map((r) => r.runKey));
  let closed = 0;
  const runs = await eventually(
    async () => {
      const ours = (await listed(temporal, analyticsMonitorWorkflowType)).filter((run) => keys.has(run.workflowId));
      closed = ours.filter((run) => run.closeTime).length;
      return ours.length >= keys.size && closed === ours.length && ours;
    },
    () => `Temporal to list the ${keys.size} runs of slot ${seeded.slot} closed once their rows ended (it listed ${closed} closed)`,
    { timeoutMs: 60_000, intervalMs: 1000, signal },
  );
  const slotRun = (await listed(temporal, analyticsSlotWorkflowType)).find((run) => run.workflowId.startsWith(`${ANALYTICS_SLOT_SCHEDULE_PREFIX}${seeded.slot}`) && run.startTime.getTime() >= triggeredAt - 1000);
  if (!slotRun) throw new Error(`no workflow of slot ${seeded.slot} was listed after its trigger`);
  const slotResult = await temporal.workflow.getHandle<() => Promise<SlotStartResult>>(slotRun.workflowId).result();
  return {
    lags: runs.map((run) => run.startTime.getTime() - triggeredAt).sort((a, b) => a - b),
    began: rows.map((r) => r.startedAt.getTime() - triggeredAt).sort((a, b) => a - b),
    wallMs: Math.max(...runs.map((run) => run.closeTime!.getTime())) - triggeredAt,
    slotStartMs: slotRun.startTime.getTime() - triggeredAt,
    slotResult,
  };
}

/**
 * One monitoring slot of `users` users, end to end: the slot's Temporal Schedule (made by the
 * product's own sync) triggered once, its workflow starting one run per user, and a temporal-worker
 * as production runs it (`node workflows/worker.ts`, production env, a task queue and Redis prefix
 * of its own) working on the runs a bounded number of activities at a time: each run reads the user's
 * RevenueCat and Amplitude from the sandbox's fakes, judges them, writes the insights, has the
 * sandbox's OpenAI word them and queues the alerts. The fakes are served by this process, each
 * call answered after its fixed delay. A warm-up slot of a few users first, not timed.
 */
export async function measureAnalyticsMonitor(s: AnalyticsMonitorSettings, run: Omit<WebRun, 'port'> & { logDir: URL; temporalClient: Client }, cleanup: Cleanup, signal: AbortSignal): Promise<AnalyticsMonitorResult> {
  const fakeToday = fakeTodayFor(new Date());
  const { revenuecat, amplitude, openai } = await startMonitorFakes(s, fakeToday, cleanup);
  const env = {
    ...webEnv({ ...run, port: await freePort() }),
    REVENUECAT_API_URL: revenuecat.url,
    AMPLITUDE_API_URL: amplitude.url,
    OPENAI_API_KEY: 'bench-openai-key',
    OPENAI_BASE_URL: openai.url,
    // Not what is measured: at the default 10 calls a second the wording of 1,000 users' insights would queue behind it.
    OPENAI_REQUESTS_PER_SECOND: '1000',
  };

  // The keys encrypted with the worker's key, as it parses its environment.
  const cfg = parseConfig(env);
  const box = createSecretBox(parseKeyring(cfg.ENCRYPTION_KEYS), cfg.ENCRYPTION_KEY_ID);
  // Slots half a day away, so neither Schedule fires by itself during the run.
  const hour = (offset: number) => (new Date().getUTCHours() + offset) % 24;
  const warmUp = await seedMonitoredUsers(s.warmUpUsers, { hour: hour(13), timezone: 'UTC' }, box, 71_000_000);
  const measured = await seedMonitoredUsers(s.users, { hour: hour(12), timezone: 'UTC' }, box, 72_000_000);
  const schedules = createAnalyticsSchedules({ client: run.temporalClient, taskQueue: run.temporal.taskQueue, ping: () => Promise.resolve(), close: () => Promise.resolve() });
  await schedules.sync([warmUp.slot, measured.slot]);
  cleanup.add('delete the monitoring bench Schedules', async () => {
    for (const slot of [warmUp.slot, measured.slot]) await run.temporalClient.schedule.getHandle(`${ANALYTICS_SLOT_SCHEDULE_PREFIX}${slot}`).delete();
  });
  signal.throwIfAborted();

  const worker = startTemporalWorker(cleanup, { env, logPath: new URL('bench-analytics-temporal-worker.log', run.logDir).pathname });
  await trigger(run.temporalClient, warmUp.slot);
  await untilDone(warmUp, signal);
  await sleep(2000);

  const baselineBeforeMs = await startIdleWorkflows(run.temporalClient, s.users, s.startsInFlight);
  const before = { revenuecat: revenuecat.requests.length, amplitude: amplitude.requests.length, model: openai.insightExplanations.length };
  const cpuBefore = cpuSeconds(worker.pid);
  const waitBefore = { worker: runQueueWaitSeconds(worker.pid), bench: runQueueWaitSeconds(process.pid) };
  const triggeredAt = await trigger(run.temporalClient, measured.slot);
  const rows = await untilDone(measured, signal);
  const workerCpuMsPerRun = ((cpuSeconds(worker.pid) - cpuBefore) * 1000) / s.users;
  const workerWaitMs = (runQueueWaitSeconds(worker.pid) - waitBefore.worker) * 1000;
  const benchWaitMs = (runQueueWaitSeconds(process.pid) - waitBefore.bench) * 1000;
  const calls = { revenuecat: revenuecat.requests.length - before.revenuecat, amplitude: amplitude.requests.length - before.amplitude, model: openai.insightExplanations.length - before.model };

  const times = await runTimes(run.temporalClient, measured, triggeredAt, signal);
  // Once the runs have ended: a baseline taken while they execute would share the server with them.
  const baselineAfterMs = await startIdleWorkflows(run.temporalClient, s.users, s.startsInFlight);
  if (rows.completed !== s.users) throw new Error(`${rows.completed} of ${s.users} monitoring runs completed, ${rows.failed} failed (the first: ${rows.firstError ?? 'no error recorded'})`);
  if (rows.servicesOk !== s.users) throw new Error(`${s.users - rows.servicesOk} of ${s.users} runs did not read both services`);
  if (times.slotResult.started !== s.users) throw new Error(`the slot's workflow answered ${JSON.stringify(times.slotResult)} for ${s.users} users`);
  // With the OpenAI limit out of the way, every new insight is worded once.
  if (calls.model !== rows.insights) throw new Error(`the fake OpenAI worded ${calls.model} insights of the ${rows.insights} the runs wrote`);

  const upstreamMs = calls.revenuecat * s.revenuecatMs + calls.amplitude * s.amplitudeMs + calls.model * s.modelMs;
  const baselineMs = (baselineBeforeMs + baselineAfterMs) / 2;
  const boundMs = baselineMs + upstreamMs / s.runActivities;
  const lagP99Ms = percentile(times.lags, 99);
  return {
    ...s,
    slot: measured.slot,
    fakeToday,
    calls,
    upstreamMs,
    baselineBeforeMs,
    baselineAfterMs,
    baselineMs,
    boundMs,
    wallMs: times.wallMs,
    ratio: times.wallMs / boundMs,
    slotStartMs: times.slotStartMs,
    slotResult: times.slotResult,
    lagP50Ms: percentile(times.lags, 50),
    lagP99Ms,
    lagMaxMs: times.lags.at(-1)!,
    lagRatio: lagP99Ms / baselineMs,
    beganP50Ms: percentile(times.began, 50),
    beganP99Ms: percentile(times.began, 99),
    completed: rows.completed,
    failed: rows.failed,
    insights: rows.insights,
    alerts: rows.alerts,
    workerCpuMsPerRun,
    workerWaitMs,
    benchWaitMs,
  };
}
