import { describe, expect, it } from 'vitest';
import { cpuSeconds, parseProcStat, runQueueWaitSeconds, withServerCpu } from './server-cpu.ts';

// /proc/<pid>/stat of a node process: pid (comm) state ppid ... utime (14) stime (15) ...
const stat = (comm: string, utime: number, stime: number) =>
  `4242 (${comm}) S 1 4242 4242 0 -1 4194560 12345 0 3 0 ${utime} ${stime} 0 0 20 0 11 0 12345 1234567890 45678 18446744073709551615 1 1 0 0 0 0 0 4096 134234626 0 0 0 17 1 0 0 0 0 0`;

describe('a process CPU time from /proc/<pid>/stat', () => {
  it('adds utime and stime', () => {
    expect(parseProcStat(stat('node', 1500, 250))).toBe(1750);
  });

  it('reads past a command name holding spaces and parentheses', () => {
    expect(parseProcStat(stat('we (ird) name', 7, 3))).toBe(10);
  });

  it('refuses a line it cannot read', () => {
    expect(() => parseProcStat('4242 (node) S')).toThrow(/could not read/);
  });

  it('reads this process, and charges a round the CPU it burnt per request', async () => {
    expect(cpuSeconds(process.pid)).toBeGreaterThan(0);
    const round = await withServerCpu(process.pid, () => {
      // 200 ms of this process's CPU, however long a loaded machine takes to give it.
      const cpuMs = () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1000;
      };
      const until = cpuMs() + 200;
      while (cpuMs() < until);
      return Promise.resolve({ requests: 1000 });
    });
    // About 200 µs a request: clock ticks are 10 ms, and the process's other threads add a little.
    expect(round.cpuPerRequestUs).toBeGreaterThan(180);
    expect(round.cpuPerRequestUs).toBeLessThan(300);
  });

  it("reads how long this process's main thread waited for a core, which only grows", () => {
    const before = runQueueWaitSeconds(process.pid);
    expect(before).toBeGreaterThanOrEqual(0);
    expect(runQueueWaitSeconds(process.pid)).toBeGreaterThanOrEqual(before);
  });
});
