import { killOwned, startProduct, stopOwned, type OwnedProcess, type ProductProcess } from './processes.ts';

/** The environment this test process has (the test env of test-env.ts), for a child that runs against the same servers. */
function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export interface ProcessGroup {
  /** One of the product's processes with this test's env, `env` on top, logging at info (tests read its lines). */
  product(process_: ProductProcess, env?: Record<string, string>, name?: string): OwnedProcess;
  /** SIGTERM to each still running, SIGKILL after `graceMs`. */
  stopAll(graceMs?: number): Promise<void>;
  /** SIGKILL to each still running: a failed test must not leave a process polling queues. */
  killAll(): Promise<void>;
}

/** A test file's spawned processes, to be ended together in its afterAll. */
export function processGroup(): ProcessGroup {
  const procs: OwnedProcess[] = [];
  return {
    product(process_, env = {}, name) {
      const proc = startProduct(process_, { env: { ...inheritedEnv(), LOG_LEVEL: 'info', ...env }, name });
      procs.push(proc);
      return proc;
    },
    stopAll: async (graceMs = 15_000) => {
      await Promise.all(procs.map((p) => stopOwned(p, graceMs)));
    },
    killAll: async () => {
      await Promise.all(procs.map(killOwned));
    },
  };
}
