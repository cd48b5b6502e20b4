import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** utime and stime of a /proc/<pid>/stat line, in clock ticks (fields 14 and 15). */
export function parseProcStat(line: string): number {
  // The second field is the command in parentheses and may itself hold spaces or ')'.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`could not read utime and stime of: ${line}`);
  return utime + stime;
}

/**
 * The CPU time a process has used so far, in seconds, every thread of it counted (its
 * JavaScript, libuv's pool, V8's garbage collector threads, the kernel on its behalf):
 * utime + stime of /proc/<pid>/stat over the clock's ticks per second (getconf CLK_TCK).
 */
export function cpuSeconds(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) / ticksPerSecond;
}

/**
 * How long the main thread of process `pid` has waited so far for a core while it was ready to
 * run, in seconds (the second field of /proc/<pid>/task/<pid>/schedstat, the scheduler's
 * run-queue delay): what other load on the machine cost it, whatever the process itself did.
 */
export function runQueueWaitSeconds(pid: number): number {
  const line = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8');
  const waited = Number(line.trim().split(' ')[1]);
  if (!Number.isFinite(waited)) throw new Error(`could not read the run-queue delay of: ${line}`);
  return waited / 1e9;
}

/**
 * Runs one load round against the server `pid` and adds what it cost the server: the CPU
 * time the process used from just before to just after the round, per request completed.
 */
export async function withServerCpu<T extends { requests: number }>(pid: number, round: () => Promise<T>): Promise<T & { cpuPerRequestUs: number }> {
  const before = cpuSeconds(pid);
  const result = await round();
  const used = cpuSeconds(pid) - before;
  return { ...result, cpuPerRequestUs: (used * 1e6) / result.requests };
}
