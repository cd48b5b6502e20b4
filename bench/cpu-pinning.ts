import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * On a machine of two or more cores, wrk runs on core 0 and each server under test on core 1
 * (taskset), so a round measures one server on one core of its own instead of wherever the
 * scheduler put it beside wrk. Unpinned, the rounds' ratios spread from 25% to 53% on the
 * 2-core machine the figures come from; the other processes (Postgres, Redis, Temporal) stay
 * unpinned and are idle while wrk runs.
 */
export type { WrapCommand } from '../scripts/test/kit/processes.ts';
import type { WrapCommand } from '../scripts/test/kit/processes.ts';

export interface CpuPinning {
  /** The load generator's command line, under `taskset -c 0`. */
  load: WrapCommand;
  /** A server's command line, under `taskset -c 1`: the process and every thread it starts. */
  server: WrapCommand;
  /** Lets a pinned server use every core again (for the parts measured as production runs). */
  release: (pid: number) => void;
  description: string;
}

const LOAD_CORE = '0';
const SERVER_CORE = '1';

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function cpuPinning(): CpuPinning {
  if (availableParallelism() < 2 || !hasTaskset()) {
    const asIs: WrapCommand = (command, args) => [command, args];
    return { load: asIs, server: asIs, release: () => undefined, description: 'not pinned (fewer than 2 cores or no taskset)' };
  }
  return {
    load: (command, args) => ['taskset', ['-c', LOAD_CORE, command, ...args]],
    server: (command, args) => ['taskset', ['-c', SERVER_CORE, command, ...args]],
    release: (pid) => void execFileSync('taskset', ['-a', '-pc', `0-${availableParallelism() - 1}`, String(pid)], { stdio: 'ignore' }),
    description: `wrk on core ${LOAD_CORE}, the server under test on core ${SERVER_CORE} (taskset)`,
  };
}
