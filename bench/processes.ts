import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { freePort } from '../scripts/test/free-port.ts';
import { eventually, StopWaiting } from '../scripts/test/kit/eventually.ts';
import type { Cleanup } from './cleanup.ts';
import type { WrapCommand } from './cpu-pinning.ts';

const root = new URL('../', import.meta.url);

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** SIGTERM, then SIGKILL when the child has not exited within `graceMs`. */
async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (!running(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Stopped by the cleanup; killed outright if this process exits without it. */
function own(child: ChildProcess, what: string, cleanup: Cleanup): ChildProcess {
  cleanup.add(`stop ${what}`, () => stopChild(child));
  process.once('exit', () => {
    if (running(child)) child.kill('SIGKILL');
  });
  return child;
}

/**
 * Polls `url` until it answers 200. Fails at once when the child exits first or when it
 * answers anything else (a wrong secret would otherwise look like a slow start).
 */
async function waitForOk(child: ChildProcess, what: string, url: string, signal: AbortSignal, headers: Record<string, string> = {}, ms = 30_000): Promise<void> {
  await eventually(
    async () => {
      if (!running(child)) throw new StopWaiting(`${what} exited (code ${child.exitCode ?? child.signalCode}) before answering`);
      // Refused: not listening yet, asked again.
      const answer = await fetch(url, { headers }).catch(() => null);
      if (answer && !answer.ok) throw new StopWaiting(`${what} answered ${answer.status} to GET ${url}: ${await answer.text()}`);
      return answer?.ok;
    },
    `${what} to answer GET ${url}`,
    { timeoutMs: ms, signal },
  );
}

/** The baseline, bench/bare-koa.ts, as a process of its own; answers its URL and pid. */
export async function startBareKoa(cleanup: Cleanup, signal: AbortSignal, wrap: WrapCommand): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const [command, args] = wrap(process.execPath, [new URL('bench/bare-koa.ts', root).pathname, String(port)]);
  const child = own(spawn(command, args, { stdio: 'ignore' }), 'bare Koa', cleanup);
  const url = `http://127.0.0.1:${port}/`;
  await waitForOk(child, 'bare Koa', url, signal);
  return { url, pid: child.pid! };
}

/**
 * The real web process, `node api/server.ts` (see spawnLogged). Ready once `readyPath` answers 200 with `headers`.
 */
export async function startWeb(
  cleanup: Cleanup,
  options: {
    port: number;
    env: Record<string, string>;
    logPath: string;
    nodeArgs: string[];
    readyPath: string;
    headers: Record<string, string>;
    signal: AbortSignal;
    wrap: WrapCommand;
  },
): Promise<{ url: string; pid: number }> {
  const child = own(spawnLogged(options.wrap(process.execPath, [...options.nodeArgs, 'api/server.ts']), options.env, options.logPath), 'the web process', cleanup);
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForOk(child, 'the web process', `${url}${options.readyPath}`, options.signal, options.headers);
  } catch (err) {
    if (options.signal.aborted) throw err;
    throw new Error(`${err instanceof Error ? err.message : String(err)} (its output: ${options.logPath})`, { cause: err });
  }
  return { url, pid: child.pid! };
}

/**
 * The temporal-worker process, `node workflows/worker.ts` (see spawnLogged). It is ready when it has bundled the
 * workflows and polls; the caller's first workflow waits for that. Its pid, for reading the CPU time it spent.
 */
export function startTemporalWorker(cleanup: Cleanup, options: { env: Record<string, string>; logPath: string }): { pid: number } {
  return { pid: own(spawnLogged([process.execPath, ['workflows/worker.ts']], options.env, options.logPath), 'the temporal-worker process', cleanup).pid! };
}

/**
 * The BullMQ worker process, `node workers/index.ts` (see spawnLogged): it takes jobs as soon as it is up.
 * Its pid, for reading the CPU time it spent.
 */
export function startWorker(cleanup: Cleanup, options: { env: Record<string, string>; logPath: string }): { pid: number } {
  return { pid: own(spawnLogged([process.execPath, ['workers/index.ts']], options.env, options.logPath), 'the worker process', cleanup).pid! };
}

/**
 * One of the app's processes with exactly `env` (nothing inherited but PATH), its stdout and
 * stderr written straight to `logPath` (not through this process, which is busy measuring).
 */
function spawnLogged([command, args]: [string, string[]], env: Record<string, string>, logPath: string): ChildProcess {
  const log = openSync(logPath, 'w');
  try {
    return spawn(command, args, { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', log, log] });
  } finally {
    closeSync(log);
  }
}
