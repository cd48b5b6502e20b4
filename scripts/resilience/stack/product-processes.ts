import { killOwned, PRODUCT_PROCESSES, startProduct, stopOwned, untilReady, type OwnedProcess, type ProductProcess } from '../../test/kit/processes.ts';

/** An exit nobody asked for, and when the supervisor started it again (compose's `restart: unless-stopped`). */
export interface UnplannedExit {
  process: ProductProcess;
  at: number;
  how: string;
  lastLines: string;
}

export interface ProductProcesses {
  /** kill -9 `name`, wait `downMs`, start it again; resolves once it is ready again. */
  crash(name: ProductProcess, downMs: number, onDown?: () => void): Promise<void>;
  /** Exits that were not the harness's doing (each was restarted). */
  unplanned: UnplannedExit[];
  stop(): Promise<void>;
}

/**
 * The product's three processes, each as its Procfile line runs it, supervised as compose does
 * with `restart: unless-stopped`: one that exits by itself (a dependency gone too long, a crash)
 * is started again after a second, and the exit is recorded for the report.
 */
export async function startProductProcesses(env: Record<string, string>, logDir: string, root: string): Promise<ProductProcesses> {
  const procs = new Map<ProductProcess, OwnedProcess>();
  const planned = new Set<ProductProcess>();
  let stopping = false;
  const unplanned: UnplannedExit[] = [];

  const start = async (name: ProductProcess): Promise<void> => {
    // Only the product's env, never the harness's own (a DATABASE_URL there must not leak in).
    const proc = startProduct(name, { cwd: root, env, logPath: `${logDir}/${name}.log` });
    procs.set(name, proc);
    void proc.exited.then((how) => {
      if (stopping || planned.has(name) || procs.get(name) !== proc) return;
      unplanned.push({ process: name, at: Date.now(), how: String(how), lastLines: proc.output().split('\n').slice(-15).join('\n') });
      setTimeout(() => void start(name).catch(() => undefined), 1000);
    });
    await untilReady(proc, name, 120_000);
  };

  for (const name of Object.keys(PRODUCT_PROCESSES) as ProductProcess[]) await start(name);
  return {
    unplanned,
    async crash(name, downMs, onDown) {
      planned.add(name);
      await killOwned(procs.get(name)!);
      onDown?.();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      planned.delete(name);
      await start(name);
    },
    async stop() {
      stopping = true;
      await Promise.all([...procs.values()].map((p) => stopOwned(p, 20_000)));
    },
  };
}
