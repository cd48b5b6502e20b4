import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readSync, fstatSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eventually, StopWaiting } from './eventually.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The product's processes as their Procfile lines run them, and the log line each writes once it is ready. */
export const PRODUCT_PROCESSES = {
  web: { entry: 'api/server.ts', ready: 'web listening on' },
  worker: { entry: 'workers/index.ts', ready: 'workers started' },
  'temporal-worker': { entry: 'workflows/worker.ts', ready: 'temporal worker started' },
} as const;
export type ProductProcess = keyof typeof PRODUCT_PROCESSES;

/** A process a test, a benchmark or the fault run started; nothing it starts outlives it. */
export interface OwnedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** The exit code, or the signal's name, once it has exited ("error: …" when it could not start). */
  readonly exited: Promise<number | string>;
  running(): boolean;
  /** What it has written to stdout and stderr since it started (the last 200,000 characters). */
  output(): string;
}

/** Spawns `command` and what each reads before it prints: the command line may be wrapped (CPU pinning). */
export type WrapCommand = (command: string, args: string[]) => [string, string[]];

export interface StartOptions {
  /**
   * Exactly the environment it gets, with PATH and HOME added: the caller's own env never leaks
   * in unasked. Without it (a server such as Postgres), it has this process's.
   */
  env?: Record<string, string>;
  /** Runs as this user (Postgres refuses root). */
  uid?: number;
  gid?: number;
  cwd?: string;
  /**
   * Its output goes straight to this file (appended), never through this process: a benchmark
   * busy measuring must not spend its CPU copying a child's logs. Without it, output is kept in memory.
   */
  logPath?: string;
  wrap?: WrapCommand;
}

const KEPT = 200_000;
const alive = new Set<ChildProcess>();
// Whatever happens to the harness, nothing it started outlives it.
process.once('exit', () => {
  for (const child of alive) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function fileTail(path: string, from: number): () => string {
  return () => {
    const fd = openSync(path, 'r');
    try {
      const size = fstatSync(fd).size;
      const start = Math.max(from, size - KEPT);
      const buffer = Buffer.alloc(size - start);
      readSync(fd, buffer, 0, buffer.length, start);
      return buffer.toString();
    } finally {
      closeSync(fd);
    }
  };
}

export function startOwned(name: string, command: string, args: string[], options: StartOptions): OwnedProcess {
  const [cmd, cmdArgs] = options.wrap ? options.wrap(command, args) : [command, args];
  const env = options.env ? { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/', ...options.env } : process.env;
  const spawnOptions = { cwd: options.cwd ?? ROOT, env, uid: options.uid, gid: options.gid };
  let child: ChildProcess;
  let output: () => string;
  let note = (_line: string) => undefined as void;
  if (options.logPath) {
    const logPath = options.logPath;
    note = (line) => appendFileSync(logPath, line);
    note(`\n--- ${new Date().toISOString()} start ${name}: ${cmd} ${cmdArgs.join(' ')}\n`);
    const fd = openSync(logPath, 'a');
    try {
      // Read from here on: a log appended across restarts must not show the last run's ready line.
      output = fileTail(logPath, fstatSync(fd).size);
      child = spawn(cmd, cmdArgs, { ...spawnOptions, stdio: ['ignore', fd, fd] });
    } finally {
      closeSync(fd);
    }
  } else {
    let kept = '';
    child = spawn(cmd, cmdArgs, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (d: Buffer) => {
      kept = (kept + d.toString()).slice(-KEPT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    output = () => kept;
  }
  alive.add(child);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      alive.delete(child);
      note(`--- ${new Date().toISOString()} ${name} exited (${signal ?? code})\n`);
      resolve(signal ?? code ?? 'unknown');
    });
    child.once('error', (err) => {
      alive.delete(child);
      note(`--- ${name} could not start: ${err.message}\n`);
      resolve(`error: ${err.message}`);
    });
  });
  return { name, child, exited, running: () => child.exitCode === null && child.signalCode === null, output: () => output() };
}

/** One of the product's own processes, `node <entry>`, with `nodeArgs` (a profiler's) before the entry. */
export function startProduct(process_: ProductProcess, options: StartOptions & { env: Record<string, string>; name?: string; nodeArgs?: string[] }): OwnedProcess {
  return startOwned(options.name ?? process_, process.execPath, [...(options.nodeArgs ?? []), PRODUCT_PROCESSES[process_].entry], options);
}

/** SIGTERM, SIGKILL after `graceMs`; resolves once it has exited. */
export async function stopOwned(proc: OwnedProcess, graceMs = 15_000): Promise<void> {
  if (!proc.running()) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** kill -9, as a crash or the OOM killer does; resolves once it has exited. */
export async function killOwned(proc: OwnedProcess): Promise<void> {
  if (!proc.running()) return;
  proc.child.kill('SIGKILL');
  await proc.exited;
}

/** `eventually`, given up at once when `proc` exits first (it will not start answering then); a failure quotes its last output. */
export async function waitUntil(check: () => Promise<boolean> | boolean, what: string, ms: number, proc?: OwnedProcess, signal?: AbortSignal): Promise<void> {
  try {
    await eventually(
      () => {
        if (proc && !proc.running()) throw new StopWaiting(`${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}) while waiting for ${what}`);
        return check();
      },
      what,
      { timeoutMs: ms, signal },
    );
  } catch (err) {
    if (!proc || signal?.aborted) throw err;
    throw new Error(`${err instanceof Error ? err.message : String(err)}; ${proc.name}'s output ends:\n${proc.output().slice(-2000)}`, { cause: err });
  }
}

/** Until it has written `line` (a product process: the ready line of PRODUCT_PROCESSES). */
export function untilLogged(proc: OwnedProcess, line: string, ms = 120_000, signal?: AbortSignal): Promise<void> {
  return waitUntil(() => proc.output().includes(line), `${proc.name} to log "${line}"`, ms, proc, signal);
}

/** Until a product process has written its ready line. */
export function untilReady(proc: OwnedProcess, process_: ProductProcess, ms = 120_000, signal?: AbortSignal): Promise<void> {
  return untilLogged(proc, PRODUCT_PROCESSES[process_].ready, ms, signal);
}

/**
 * Until `url` answers 200. Fails at once when `proc` exits first or when it answers anything
 * else (a wrong secret would otherwise look like a slow start).
 */
export function untilAnswers(proc: OwnedProcess, url: string, options: { headers?: Record<string, string>; ms?: number; signal?: AbortSignal } = {}): Promise<void> {
  return waitUntil(
    async () => {
      // Refused: not listening yet, asked again.
      const answer = await fetch(url, { headers: options.headers }).catch(() => null);
      if (answer && !answer.ok) throw new StopWaiting(`${proc.name} answered ${answer.status} to GET ${url}: ${await answer.text()}`);
      return answer?.ok ?? false;
    },
    `${proc.name} to answer GET ${url}`,
    options.ms ?? 30_000,
    proc,
    options.signal,
  );
}

/** A server's restart as the faults make it: stopped, `downMs` away (`onDown` marks when it went), started again. */
export async function restartAfter(stop: () => Promise<void>, start: () => Promise<void>, downMs: number, onDown?: () => void): Promise<void> {
  await stop();
  onDown?.();
  await new Promise((resolve) => setTimeout(resolve, downMs));
  await start();
}
