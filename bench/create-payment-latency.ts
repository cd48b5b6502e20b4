import type { Client } from '@temporalio/client';
import type { Timestamp } from '@temporalio/common';
import { createPaymentResponseSchema } from '../contracts/subscription.ts';
import { Subscription } from '../db/index.ts';
import type { FakeTbank } from './fake-tbank.ts';
import { percentile } from './fixed-rate.ts';
import { authHeaders, type BenchUser } from './sign-in.ts';

export interface Latencies {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface CreatePaymentResult {
  /** Users measured (each one create-payment), after `warmUp` users that were not. */
  count: number;
  warmUp: number;
  /** From sending the request to having the whole HTTP answer. */
  answered: Latencies;
  /** From sending the request to the workflow's start time as Temporal recorded it. */
  started: Latencies;
}

/**
 * Wall-clock time with sub-millisecond resolution: Temporal records the start with the
 * machine's clock in nanoseconds, and Date.now() would round ours to whole milliseconds.
 */
const wallClockMs = () => performance.timeOrigin + performance.now();

const timestampMs = (ts: Timestamp | null | undefined): number => {
  if (!ts?.seconds) throw new Error('the workflow description has no start time');
  return ts.seconds.toNumber() * 1000 + (ts.nanos ?? 0) / 1e6;
};

const summary = (xs: number[]): Latencies => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? NaN };
};

/**
 * One person's click on "subscribe": POST /api/subscription/create-payment with an empty
 * body, then, outside the timed part, checks that it did what it should (the checkout URL
 * the bank issued for this payment, a PENDING subscription, its workflow running) and reads
 * the workflow's start time from Temporal.
 */
async function createOne(webUrl: string, user: BenchUser, temporal: Client, bank: FakeTbank, signal: AbortSignal) {
  const sentAt = wallClockMs();
  const res = await fetch(`${webUrl}/api/subscription/create-payment`, { method: 'POST', headers: authHeaders(user), signal });
  const text = await res.text();
  const answeredMs = wallClockMs() - sentAt;

  if (res.status !== 200) throw new Error(`POST /api/subscription/create-payment answered ${res.status}: ${text}`);
  const body = createPaymentResponseSchema.parse(JSON.parse(text));
  if (!body.paymentId || bank.issued.get(body.paymentId) !== body.paymentUrl) {
    throw new Error(`create-payment answered a checkout the fake bank did not issue for its payment: ${text}`);
  }
  const subscription = await Subscription.query().where({ user_id: user.userId }).first();
  if (subscription?.status !== 'PENDING') throw new Error(`after create-payment, user ${user.userId} has ${subscription ? `a ${subscription.status}` : 'no'} subscription, not a PENDING one`);
  const workflow = await temporal.workflow.getHandle(subscription.workflowId).describe();
  if (workflow.status.name !== 'RUNNING') throw new Error(`workflow ${subscription.workflowId} is ${workflow.status.name}, not RUNNING`);
  const startedMs = timestampMs(workflow.raw.workflowExecutionInfo?.startTime) - sentAt;
  // Both clocks are this machine's; a start before the request left means they are not.
  if (startedMs < -1) throw new Error(`workflow ${subscription.workflowId} started ${(-startedMs).toFixed(1)} ms before its request was sent: the clocks disagree`);
  return { answeredMs, startedMs };
}

/**
 * create-payment → workflow started, one user at a time (a person clicking, not a load):
 * `warmUp` users first, not counted, then the rest. A user can have one pending subscription,
 * so every request is another user's first.
 */
export async function measureCreatePayment(
  webUrl: string,
  users: BenchUser[],
  options: { warmUp: number; temporal: Client; bank: FakeTbank; signal: AbortSignal },
): Promise<CreatePaymentResult> {
  const answered: number[] = [];
  const started: number[] = [];
  for (const [i, user] of users.entries()) {
    options.signal.throwIfAborted();
    const one = await createOne(webUrl, user, options.temporal, options.bank, options.signal);
    if (i < options.warmUp) continue;
    answered.push(one.answeredMs);
    started.push(one.startedMs);
  }
  if (options.bank.refused.length) throw new Error(`the fake T-Bank refused ${options.bank.refused.length} requests, first: ${options.bank.refused[0]}`);
  return { count: answered.length, warmUp: Math.min(options.warmUp, users.length), answered: summary(answered), started: summary(started) };
}
