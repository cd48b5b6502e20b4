import { startOwned, startProduct, stopOwned, untilAnswers, type OwnedProcess, type WrapCommand } from '../scripts/test/kit/processes.ts';
import { freePort } from '../scripts/test/free-port.ts';
import type { Cleanup } from './cleanup.ts';

/**
 * The benchmark's processes are the test kit's (scripts/test/kit/processes.ts): each gets exactly
 * the env given (nothing inherited but PATH and HOME) and writes its output straight to its log
 * file, never through this process, which is busy measuring. Each is stopped by the cleanup.
 */
function owned(proc: OwnedProcess, cleanup: Cleanup): OwnedProcess {
  cleanup.add(`stop ${proc.name}`, () => stopOwned(proc));
  return proc;
}

/** The baseline, bench/bare-koa.ts, as a process of its own; answers its URL and pid. */
export async function startBareKoa(cleanup: Cleanup, signal: AbortSignal, wrap: WrapCommand, logPath: string): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const proc = owned(startOwned('bare Koa', process.execPath, ['bench/bare-koa.ts', String(port)], { env: {}, wrap, logPath }), cleanup);
  const url = `http://127.0.0.1:${port}/`;
  await untilAnswers(proc, url, { signal });
  return { url, pid: proc.child.pid! };
}

/** The real web process, `node api/server.ts`. Ready once `readyPath` answers 200 with `headers`. */
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
  const proc = owned(startProduct('web', { env: options.env, logPath: options.logPath, nodeArgs: options.nodeArgs, wrap: options.wrap }), cleanup);
  const url = `http://127.0.0.1:${options.port}`;
  await untilAnswers(proc, `${url}${options.readyPath}`, { headers: options.headers, signal: options.signal });
  return { url, pid: proc.child.pid! };
}

/**
 * The temporal-worker process, `node workflows/worker.ts`. It is ready when it has bundled the
 * workflows and polls; the caller's first workflow waits for that. Its pid, for reading the CPU time it spent.
 */
export function startTemporalWorker(cleanup: Cleanup, options: { env: Record<string, string>; logPath: string }): { pid: number } {
  return { pid: owned(startProduct('temporal-worker', options), cleanup).child.pid! };
}

/**
 * The BullMQ worker process, `node workers/index.ts`: it takes jobs as soon as it is up.
 * Its pid, for reading the CPU time it spent.
 */
export function startWorker(cleanup: Cleanup, options: { env: Record<string, string>; logPath: string }): { pid: number } {
  return { pid: owned(startProduct('worker', options), cleanup).child.pid! };
}
