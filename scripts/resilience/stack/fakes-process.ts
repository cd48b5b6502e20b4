import { startOwned, stopOwned, waitUntil } from './owned-process.ts';

/** Starts stack/fakes-server.ts as a child and waits for its origin. */
export async function startFakesProcess(env: Record<string, string>, port: number, logPath: string, root: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const proc = startOwned('fakes', process.execPath, ['scripts/resilience/stack/fakes-server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/', FAKES_ENV: JSON.stringify(env), FAKES_PORT: String(port), LOG_LEVEL: 'silent' },
    logPath,
  });
  let output = '';
  proc.child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  proc.child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitUntil(() => output.includes('fakes listening on'), 'the fakes process to listen', 30_000, proc).catch((err: unknown) => {
    throw new Error(`${err instanceof Error ? err.message : String(err)}: ${output.slice(-2000)}`);
  });
  return { origin: /fakes listening on (\S+)/.exec(output)![1]!, stop: () => stopOwned(proc) };
}
