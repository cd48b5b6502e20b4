import { startOwned, stopOwned, untilLogged } from '../../test/kit/processes.ts';

/** Starts stack/fakes-server.ts as a child and waits for its origin. */
export async function startFakesProcess(env: Record<string, string>, port: number, logPath: string, root: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const proc = startOwned('fakes', process.execPath, ['scripts/resilience/stack/fakes-server.ts'], {
    cwd: root,
    env: { FAKES_ENV: JSON.stringify(env), FAKES_PORT: String(port), LOG_LEVEL: 'silent' },
    logPath,
  });
  await untilLogged(proc, 'fakes listening on', 30_000);
  return { origin: /fakes listening on (\S+)/.exec(proc.output())![1]!, stop: () => stopOwned(proc) };
}
