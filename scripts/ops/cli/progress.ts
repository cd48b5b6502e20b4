import cliProgress from 'cli-progress';

export interface Progress {
  tick(by?: number): void;
  stop(): void;
}

/**
 * A progress bar on stderr, so stdout stays the command's output (a table, JSON). It draws only
 * on a terminal; in a pipe or a test it stays silent and the summary says what happened.
 */
export function startProgress(total: number, label: string): Progress {
  if (!process.stderr.isTTY || total === 0) return { tick: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: `${label} [{bar}] {value}/{total} {percentage}% | {eta_formatted} left`, hideCursor: true, etaBuffer: 200 },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { tick: (by = 1) => bar.increment(by), stop: () => bar.stop() };
}
