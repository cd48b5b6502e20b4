import { execFileSync } from 'node:child_process';

export interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? NaN);

/** Runs wrk (closed-loop, as fast as the server answers) and reads its summary. */
export function wrk(url: string, options: { seconds: number; connections: number; headers?: Record<string, string> }): WrkResult {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}: ${v}`);
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  if (!rps || !p99) throw new Error(`could not read wrk's output:\n${out}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  return { requestsPerSecond: Number(rps[1]), p99Ms: toMs(p99[1]!, p99[2]!), non2xx: non2xx ? Number(non2xx[1]) : 0 };
}
