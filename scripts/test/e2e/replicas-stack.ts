import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Client } from '@temporalio/client';
import { TELEGRAM_BOTS, type TelegramBot } from '../../../contracts/telegram.ts';
import type { BotSettings } from '../../../core/clients/telegram/bots.ts';
import type { ProcessGroup } from '../kit/process-group.ts';
import { untilReady, type OwnedProcess, type ProductProcess } from '../kit/processes.ts';

/** The four bots with made-up tokens, as the worker reads them from its env (SANDBOX=0). */
export const replicaBots = Object.fromEntries(
  TELEGRAM_BOTS.map((bot, i) => [bot, { bot, token: `${7_200_000_001 + i}:REPLICA-${bot}-token-0123456789abcdef`, username: `replica_${bot}_bot`, webhookSecret: `${bot}-secret-${randomUUID()}` }]),
) as Record<TelegramBot, BotSettings>;

export const replicaBotEnv: Record<string, string> = Object.fromEntries(
  TELEGRAM_BOTS.flatMap((bot) => {
    const stem = `TELEGRAM_${bot.toUpperCase()}_BOT`;
    const settings = replicaBots[bot];
    return [[`${stem}_TOKEN`, settings.token], [`${stem}_USERNAME`, settings.username], [`${stem}_WEBHOOK_SECRET`, settings.webhookSecret]];
  }),
);

/** One replica of a process, and the identity Temporal records for it (the SDK's default, pid@host). */
export interface Replica extends OwnedProcess {
  identity: string;
  /** Resolves once its start line is logged. */
  ready(): Promise<void>;
}

/**
 * A replica as compose runs it: the same entry point and env as its siblings, but a free
 * metrics port (METRICS_PORT=0): on one host two replicas would both ask for the default one,
 * which compose's one network namespace per container allows.
 */
export function startReplica(name: string, process_: ProductProcess, env: Record<string, string>, processes: ProcessGroup): Replica {
  const proc = processes.product(process_, { ...env, METRICS_PORT: '0' }, name);
  return { ...proc, identity: `${proc.child.pid}@${hostname()}`, ready: () => untilReady(proc, process_, 90_000) };
}

/** What Temporal's history says of one run: who started it, and each activity's worker and attempt. */
export interface RunHistory {
  startedBy: string;
  scheduled: number;
  activities: { identity: string; attempt: number }[];
  completed: number;
}

export async function runHistory(client: Client, workflowId: string): Promise<RunHistory> {
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  const events = history.events ?? [];
  const started = events.find((e) => e.workflowExecutionStartedEventAttributes)?.workflowExecutionStartedEventAttributes;
  return {
    startedBy: started?.identity ?? '',
    scheduled: events.filter((e) => e.activityTaskScheduledEventAttributes).length,
    activities: events.flatMap((e) => (e.activityTaskStartedEventAttributes ? [{ identity: e.activityTaskStartedEventAttributes.identity ?? '', attempt: e.activityTaskStartedEventAttributes.attempt ?? 0 }] : [])),
    completed: events.filter((e) => e.activityTaskCompletedEventAttributes).length,
  };
}

/** How many items each name got, in the order of `names`. */
export function countBy<T>(items: readonly T[], nameOf: (item: T) => string, names: readonly string[]): number[] {
  return names.map((name) => items.filter((item) => nameOf(item) === name).length);
}

/** Clock ticks of CPU: the machine's busy and total (/proc/stat), and per process (/proc/<pid>/stat) by command name. */
export interface CpuSnapshot {
  busy: number;
  total: number;
  ticks: Map<number, { command: string; ticks: number }>;
}

function processTicks(pid: number): { command: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // The fields after the command; utime and stime are the 12th and 13th of them.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { command, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // gone between the listing and the read
  }
}

/** The machine's CPU, the given processes' and every Postgres and Redis server process's. */
export function cpuSnapshot(pids: readonly number[]): CpuSnapshot {
  const machine = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are the idle part.
  const total = machine.slice(0, 8).reduce((a, b) => a + b, 0);
  const ticks = new Map<number, { command: string; ticks: number }>();
  const servers = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  for (const pid of new Set([...pids, ...servers])) {
    const found = processTicks(pid);
    if (found && (pids.includes(pid) || /^(postgres|redis-server)$/.test(found.command))) ticks.set(pid, found);
  }
  return { busy: total - machine[3]! - machine[4]!, total, ticks };
}

/**
 * Between two snapshots: how busy the machine was (%), each given process's CPU in ms, and
 * Postgres's and Redis's (their processes summed; 100 ticks a second).
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot, pids: readonly number[]) {
  const delta = (pid: number) => ((after.ticks.get(pid)?.ticks ?? 0) - (before.ticks.get(pid)?.ticks ?? 0)) * 10;
  const byCommand = (command: RegExp) => [...after.ticks].filter(([, p]) => command.test(p.command)).reduce((sum, [pid]) => sum + delta(pid), 0);
  return {
    machineBusyPercent: Math.round((100 * (after.busy - before.busy)) / Math.max(1, after.total - before.total)),
    processMs: pids.map(delta),
    postgresMs: byCommand(/^postgres$/),
    redisMs: byCommand(/^redis-server$/),
  };
}
