import { eventually } from '../test/kit/eventually.ts';
import { assertOurs } from './guard.ts';
import { probeHealth, type ProbeFigures } from './health-probe.ts';
import type { Stack } from './stack/start-stack.ts';

export interface Fault {
  /** What failed, as the report names it. */
  name: string;
  act(stack: Stack, downMs: number, onDown: () => void): Promise<void>;
}

/** One at a time, in this order: the three servers restarted, then each product process killed. */
export const FAULTS: readonly Fault[] = [
  {
    name: 'Redis restarted',
    act: async (stack, downMs, onDown) => {
      await assertOurs('Redis', stack.redis.url, stack.token);
      await stack.redis.restart(downMs, onDown);
    },
  },
  {
    name: 'Postgres restarted',
    act: async (stack, downMs, onDown) => {
      await assertOurs('Postgres', stack.postgres.url, stack.token);
      await stack.postgres.restart(downMs, onDown);
    },
  },
  { name: 'Temporal restarted', act: (stack, downMs, onDown) => stack.temporal.restart(downMs, onDown) },
  { name: 'web killed (-9)', act: (stack, downMs, onDown) => stack.processes.crash('web', downMs, onDown) },
  { name: 'worker killed (-9)', act: (stack, downMs, onDown) => stack.processes.crash('worker', downMs, onDown) },
  { name: 'temporal-worker killed (-9)', act: (stack, downMs, onDown) => stack.processes.crash('temporal-worker', downMs, onDown) },
];

/** When a fault began, when its part was down, when it was back, and when the platform was ready again. */
export interface FaultWindow {
  name: string;
  start: number;
  down: number;
  back: number;
  /** /api/health answered 200 again (every dependency answering the web process). */
  ready: number;
  /** The end of the settle time after `ready`: the window's refusals are counted up to here. */
  end: number;
  probes: ProbeFigures;
}

async function healthy(baseUrl: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) }).catch(() => null);
  return res?.status === 200;
}

/** Runs one fault under the load and waits for the platform to answer healthy, then `settleMs` more. */
export async function runFault(stack: Stack, fault: Fault, downMs: number, settleMs: number): Promise<FaultWindow> {
  const start = Date.now();
  let down = start;
  const probe = probeHealth(stack.ctx.baseUrl);
  await fault.act(stack, downMs, () => (down = Date.now()));
  const back = Date.now();
  await eventually(() => healthy(stack.ctx.baseUrl), `the platform to be healthy after "${fault.name}" (see the logs in ${stack.dir}/logs)`, { timeoutMs: 120_000, intervalMs: 200 });
  const ready = Date.now();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return { name: fault.name, start, down, back, ready, end: Date.now(), probes: await probe.stop() };
}
