import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { eventually, StopWaiting } from '../../test/kit/eventually.ts';

/** A server or product process the harness started, with its output appended to a log file. */
export interface OwnedProcess {
  readonly name: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal name once it exits. */
  exited: Promise<string>;
  running(): boolean;
}

const alive = new Set<ChildProcess>();
// Whatever happens to the harness, nothing it started outlives it.
process.once('exit', () => {
  for (const child of alive) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

export function startOwned(name: string, command: string, args: string[], options: SpawnOptions & { logPath: string }): OwnedProcess {
  const log: WriteStream = createWriteStream(options.logPath, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} start ${name}: ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  alive.add(child);
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      alive.delete(child);
      log.write(`--- ${new Date().toISOString()} ${name} exited (${signal ?? code})\n`);
      log.end();
      resolve(signal ?? String(code));
    });
    child.once('error', (err) => {
      alive.delete(child);
      log.write(`--- ${name} could not start: ${err.message}\n`);
      log.end();
      resolve(`error: ${err.message}`);
    });
  });
  return { name, child, exited, running: () => child.exitCode === null && child.signalCode === null };
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

/** `eventually`, given up at once when `proc` exits first (it will not start answering then). */
export async function waitUntil(check: () => Promise<boolean> | boolean, what: string, ms: number, proc?: OwnedProcess): Promise<void> {
  await eventually(
    () => {
      if (proc && !proc.running()) throw new StopWaiting(`${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}) while waiting for ${what}`);
      return check();
    },
    what,
    { timeoutMs: ms },
  );
}

/** A server's restart as the faults make it: stopped, `downMs` away (`onDown` marks when it went), started again. */
export async function restartAfter(stop: () => Promise<void>, start: () => Promise<void>, downMs: number, onDown?: () => void): Promise<void> {
  await stop();
  onDown?.();
  await new Promise((resolve) => setTimeout(resolve, downMs));
  await start();
}
