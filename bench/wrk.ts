import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import type { WrapCommand } from './cpu-pinning.ts';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx/3xx answers plus socket errors: a run with any is not a measurement. */
  failures: number;
}

export interface WrkOptions {
  seconds: number;
  connections: number;
  threads: number;
  /**
   * Requests each connection sends back to back before reading their answers (HTTP/1.1
   * pipelining, bench/wrk-pipeline.lua); 1 or absent: one at a time.
   */
  pipeline?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Wraps wrk's command line, e.g. to pin it to a core (bench/cpu-pinning.ts). */
  wrap?: WrapCommand;
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** Reads the summary of `wrk --latency`. */
export function parseWrk(out: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\b/m.exec(out);
  const total = /(\d+) requests in /.exec(out);
  if (!rps || !p99 || !total) throw new Error(`could not read wrk's output:\n${out}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(rps[1]),
    p99Ms: Number(p99[1]) * unitMs[p99[2]!]!,
    requests: Number(total[1]),
    failures: (non2xx ? Number(non2xx[1]) : 0) + socketErrors,
  };
}

const pipelineScript = new URL('wrk-pipeline.lua', import.meta.url).pathname;

/** wrk's arguments for `options` (the URL among them). */
export function wrkArgs(url: string, options: Omit<WrkOptions, 'signal' | 'wrap'>): string[] {
  // A request unanswered after wrk's default 2 s counts as a socket timeout, a failure: on this
  // 2-core machine at load average 10-12 (two type checks beside the run) a pinned server's core
  // stalled that long with every answer a 200. 10 s keeps a stall a slow answer, which the CPU
  // figures do not depend on, while a server that stops answering still fails the round.
  const args = [`-t${options.threads}`, `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '--latency'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  const depth = options.pipeline ?? 1;
  return depth > 1 ? [...args, '-s', pipelineScript, url, '--', String(depth)] : [...args, url];
}

/**
 * Runs wrk closed-loop (each connection sends its next request, or its next `pipeline` of
 * them, as soon as it has the answers).
 */
export async function wrk(url: string, options: WrkOptions): Promise<WrkResult> {
  const [command, argv] = (options.wrap ?? ((c, a) => [c, a]))('wrk', wrkArgs(url, options));
  const { stdout } = await run(command, argv, { encoding: 'utf8', signal: options.signal });
  return parseWrk(stdout);
}

/** wrk's version line; installs Debian's wrk when it is missing and we are root. */
export function ensureWrk(): string {
  const version = () => execFileSync('wrk', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const read = () => {
    try {
      return version();
    } catch (err) {
      // wrk --version prints its banner and exits 1.
      if (err && typeof err === 'object' && 'stdout' in err && typeof err.stdout === 'string' && err.stdout.startsWith('wrk ')) return err.stdout;
      if (err && typeof err === 'object' && 'code' in err && err.code === 'ENOENT') return null;
      throw err;
    }
  };
  let banner = read();
  if (banner === null) {
    if (process.getuid?.() !== 0) {
      throw new Error("wrk is not installed: install Debian's 'wrk' package (sudo apt-get install -y wrk) and rerun");
    }
    console.log('wrk is missing: apt-get install -y wrk');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    banner = read();
    if (banner === null) throw new Error('wrk is still missing after apt-get install wrk');
  }
  return banner.split('\n')[0]!.replace(/ Copyright.*$/, '').trim();
}
