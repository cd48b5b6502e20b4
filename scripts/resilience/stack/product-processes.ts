import { startOwned, killOwned, stopOwned, waitUntil, type OwnedProcess } from './owned-process.ts';

export const PRODUCT_PROCESSES = ['web', 'worker', 'temporal-worker'] as const;
export type ProductProcess = (typeof PRODUCT_PROCESSES)[number];

const ENTRY: Record<ProductProcess, { entry: string; ready: string }> = {
  web: { entry: 'api/server.ts', ready: 'web listening on' },
  worker: { entry: 'workers/index.ts', ready: 'workers started' },
  'temporal-worker': { entry: 'workflows/worker.ts', ready: 'temporal worker started' },
};

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
  const outputs = new Map<ProductProcess, string>();
  const planned = new Set<ProductProcess>();
  let stopping = false;
  const unplanned: UnplannedExit[] = [];

  const start = async (name: ProductProcess): Promise<void> => {
    const { entry, ready } = ENTRY[name];
    // Only the product's env, never the harness's own (a DATABASE_URL there must not leak in).
    const proc = startOwned(name, process.execPath, [entry], { cwd: root, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/', ...env }, logPath: `${logDir}/${name}.log` });
    procs.set(name, proc);
    outputs.set(name, '');
    proc.child.stdout?.on('data', (d: Buffer) => outputs.set(name, (outputs.get(name)! + d.toString()).slice(-20_000)));
    proc.child.stderr?.on('data', (d: Buffer) => outputs.set(name, (outputs.get(name)! + d.toString()).slice(-20_000)));
    void proc.exited.then((how) => {
      if (stopping || planned.has(name) || procs.get(name) !== proc) return;
      unplanned.push({ process: name, at: Date.now(), how, lastLines: outputs.get(name)!.split('\n').slice(-15).join('\n') });
      setTimeout(() => void start(name).catch(() => undefined), 1000);
    });
    await waitUntil(() => outputs.get(name)!.includes(ready), `${name} to start (see ${logDir}/${name}.log)`, 120_000, proc);
  };

  for (const name of PRODUCT_PROCESSES) await start(name);
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
