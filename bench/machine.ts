import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

export interface Machine {
  cores: number;
  cpu: string;
  memory: string;
  node: string;
  /** The 1-minute load average when the run began: others' work on the machine moves the figures. */
  loadAverage: string;
}

/** What the figures were measured on: `nproc`, the summary of `free -h`, the CPU, Node and the load. */
export function describeMachine(): Machine {
  const nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  // free -h: "Mem:  23Gi  1.3Gi  20Gi  91Mi  2.1Gi  22Gi" (total used free shared buff/cache available)
  const mem = execFileSync('free', ['-h'], { encoding: 'utf8' })
    .split('\n')
    .find((line) => line.startsWith('Mem:'))
    ?.split(/\s+/);
  const memory = mem ? `${mem[1]} total, ${mem[6] ?? '?'} available (free -h)` : 'unknown';
  return { cores: nproc, cpu: cpus()[0]?.model.trim() ?? 'unknown', memory, node: process.version, loadAverage: loadavg()[0]!.toFixed(2) };
}
