import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { DateTime } from 'luxon';
import { digestPaths, type DigestCreateBody, type DigestUpdateBody } from '../contracts/digest.ts';
import { DigestRun } from '../db/index.ts';
import { digestRunWorkflowType } from '../workflows/digest-run/definitions.ts';
import { DIGEST_SLOT_SCHEDULE_PREFIX, digestSlotWorkflowType } from '../workflows/digest-slot/definitions.ts';
import { eventually } from '../scripts/test/kit/eventually.ts';
import { percentile } from './fixed-rate.ts';
import { authHeaders, signInBenchUsers, type BenchUser } from './sign-in.ts';
import { giveActiveSubscription } from './subscribed-user.ts';

export interface DigestScheduleSettings {
  /** Digests created through the API, spread over `users` subscribers. */
  digests: number;
  users: number;
  /** Requests in flight at once while creating them (people creating digests at the same time). */
  concurrency: number;
  /** Of them, moved to one minute, then measured from that minute to each run's start. */
  due: number;
  /** Workflow starts in flight for the baseline: what the slot's activity keeps in flight (workflows/digest-slot/activities.ts). */
  startsInFlight: number;
}

export interface DigestScheduleResult extends DigestScheduleSettings {
  /** Wall time to create every digest, each with its Schedule synced before its answer. */
  createMs: number;
  createP50Ms: number;
  createP99Ms: number;
  /** Temporal Schedules behind the digests once created: one per slot, not one per digest. */
  schedules: number;
  /**
   * Wall time for one client of this process to start `due` workflows on the same server, just
   * before the due minute and just after its runs started: the in-memory dev server slows as
   * executions accumulate (measured here: 2.3 s for the first thousand, 4.1 s for the third), so
   * the baseline is the mean of the two that bracket the runs.
   */
  baselineBeforeMs: number;
  baselineAfterMs: number;
  baselineMs: number;
  /** From the due minute to the slot's own workflow start (Temporal's scheduler). */
  slotLagMs: number;
  /** From the due minute to each digest run's start as Temporal recorded it. */
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
  /** The first run's: the slot's workflow and its activity's way to the first start. */
  lagMinMs: number;
  /** Runs started for the due minute (should be `due`). */
  started: number;
  /** lagP99Ms / baselineMs: the target. */
  lagRatio: number;
}

/** Zones the subscribers live in; each digest is daily at a time half a day from now there, so none falls due during the run. */
const ZONES = ['Europe/Moscow', 'UTC', 'Europe/Berlin', 'Asia/Almaty', 'America/New_York'];

function farBody(i: number, now: DateTime): DigestCreateBody {
  const timezone = ZONES[i % ZONES.length]!;
  const far = now.setZone(timezone).plus({ hours: 12 });
  return { name: `Bench digest ${i}`, prompt: 'Technology and markets', frequency: 'DAILY', hour: far.hour, minute: i % 2 === 0 ? 0 : 30, timezone, enabled: true };
}

/** Runs `task(i)` for i in [0, count) with `concurrency` in flight; answers each one's wall time. */
async function inLanes(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      const started = performance.now();
      await task(i);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  return times;
}

async function call(webUrl: string, user: BenchUser, method: 'POST' | 'PUT', path: string, body: unknown, signal: AbortSignal): Promise<{ id: string }> {
  const res = await fetch(`${webUrl}/api${path}`, { method, headers: { ...authHeaders(user), 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { preference: { id: string } }).preference;
}

/** The workflows of `type` Temporal lists (visibility lags by a second or so; the caller polls), with their close time once closed. */
export async function listed(client: Client, type: string): Promise<Array<{ workflowId: string; startTime: Date; closeTime?: Date }>> {
  // By id: a record that changes while the list pages (a run closing) may be listed twice.
  const out = new Map<string, { workflowId: string; startTime: Date; closeTime?: Date }>();
  for await (const execution of client.workflow.list({ query: `WorkflowType = '${type}'` })) {
    out.set(execution.workflowId, { workflowId: execution.workflowId, startTime: execution.startTime, ...(execution.closeTime ? { closeTime: execution.closeTime } : {}) });
  }
  return [...out.values()];
}

/**
 * The baseline: `count` workflows no worker runs (a task queue of their own), started from this
 * process with `inFlight` in flight; answers the wall time.
 */
export async function startIdleWorkflows(temporal: Client, count: number, inFlight: number): Promise<number> {
  const idle = `bench-digest-idle-${randomUUID()}`;
  const started = performance.now();
  await inLanes(count, inFlight, async (i) => {
    await temporal.workflow.start(digestRunWorkflowType, { workflowId: `bench-baseline-${i}-${idle}`, taskQueue: idle, args: [] });
  });
  return performance.now() - started;
}

/**
 * Digests as subscribers make them, through the web process (each create syncs its slot's
 * Schedule before answering), then `due` of them moved to the next whole minute far enough
 * ahead, and the lag from that minute to each run's start read from Temporal. Beside it, in
 * the same run on the same server, one client starting as many workflows: the bound the design
 * should stay near, whatever the number due (docs/decisions.md, "Channel digests").
 */
export async function measureDigestSchedules(webUrl: string, temporal: Client, s: DigestScheduleSettings, options: { jwtSecret: string; ttlSeconds: number; signal: AbortSignal }): Promise<DigestScheduleResult> {
  const users = await signInBenchUsers(s.users, options.jwtSecret, options.ttlSeconds);
  for (const user of users) await giveActiveSubscription(user.userId);
  const now = DateTime.utc();
  const ids: string[] = [];
  const createStarted = performance.now();
  const createTimes = await inLanes(s.digests, s.concurrency, async (i) => {
    ids[i] = (await call(webUrl, users[i % users.length]!, 'POST', digestPaths.preferences, farBody(i, now), options.signal)).id;
  });
  const createMs = performance.now() - createStarted;
  let schedules = 0;
  for await (const schedule of temporal.schedule.list()) if (schedule.scheduleId.startsWith(DIGEST_SLOT_SCHEDULE_PREFIX)) schedules += 1;

  const baselineBeforeMs = await startIdleWorkflows(temporal, s.due, s.startsInFlight);

  // The next whole minute at least 40 s ahead: time for the edits and their Schedule syncs.
  const due = DateTime.utc().plus({ seconds: 40 }).endOf('minute').plus({ milliseconds: 1 });
  const moved: DigestUpdateBody = { frequency: 'DAILY', hour: due.hour, minute: due.minute, timezone: 'UTC' };
  await inLanes(s.due, s.concurrency, async (i) => {
    await call(webUrl, users[i % users.length]!, 'PUT', digestPaths.preference(ids[i]!), moved, options.signal);
  });
  if (DateTime.utc() > due.minus({ seconds: 5 })) throw new Error(`moving ${s.due} digests to ${due.toISO()} took past that minute`);

  // Listing the runs while they start would load the server being measured: wait for the slot's
  // own workflow (a short list), read its result, then list the runs once.
  // Each wait below ends 5 minutes after the due minute.
  const deadline = due.plus({ minutes: 5 }).toMillis();
  const untilDeadline = () => ({ timeoutMs: Math.max(0, deadline - Date.now()), intervalMs: 1000, signal: options.signal });
  const slot = await eventually(
    async () => (await listed(temporal, digestSlotWorkflowType)).find((run) => run.startTime.getTime() >= due.toMillis()),
    `a digest slot workflow to start by 5 minutes after ${due.toISO()}`,
    untilDeadline(),
  );
  await temporal.workflow.getHandle(slot.workflowId).result();
  const suffix = `-${due.toUTC().toISO()}`;
  let started = 0;
  const runs = await eventually(
    async () => {
      const ours = (await listed(temporal, digestRunWorkflowType)).filter((run) => run.workflowId.endsWith(suffix));
      started = ours.length;
      return ours.length >= s.due && ours;
    },
    () => `the ${s.due} digest runs to start by 5 minutes after ${due.toISO()} (${started} did)`,
    untilDeadline(),
  );
  // Once the runs have ended: a baseline taken while they execute would share the server with them.
  await eventually(
    async () => (await DigestRun.query().where('scheduled_for', due.toJSDate()).where('kind', 'scheduled').whereNot('status', 'running').resultSize()) >= s.due,
    `the runs due at ${due.toISO()} to end by 5 minutes after`,
    untilDeadline(),
  );
  const baselineAfterMs = await startIdleWorkflows(temporal, s.due, s.startsInFlight);
  const baselineMs = (baselineBeforeMs + baselineAfterMs) / 2;
  const lags = runs.map((run) => run.startTime.getTime() - due.toMillis());
  const sortedLags = [...lags].sort((a, b) => a - b);
  const sortedCreates = [...createTimes].sort((a, b) => a - b);
  const lagP99Ms = percentile(sortedLags, 99);
  return {
    ...s,
    createMs,
    createP50Ms: percentile(sortedCreates, 50),
    createP99Ms: percentile(sortedCreates, 99),
    schedules,
    baselineBeforeMs,
    baselineAfterMs,
    baselineMs,
    slotLagMs: slot.startTime.getTime() - due.toMillis(),
    lagP50Ms: percentile(sortedLags, 50),
    lagP99Ms,
    lagMaxMs: sortedLags.at(-1)!,
    lagMinMs: sortedLags[0]!,
    started: runs.length,
    lagRatio: lagP99Ms / baselineMs,
  };
}
