import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type NativeConnection, Worker } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from './activities.ts';

const workflowsPath = fileURLToPath(new URL('./index.ts', import.meta.url));
/** Written by scripts/build-workflow-bundle.ts for production images. */
export const workflowBundlePath = fileURLToPath(new URL('../dist/workflow-bundle.js', import.meta.url));

export interface WorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  deps: ActivityDeps;
  /** Prefer the prebuilt bundle when it exists (production); bundle from source otherwise. */
  usePrebuiltBundle?: boolean;
}

export async function createTemporalWorker({ connection, namespace, taskQueue, deps, usePrebuiltBundle }: WorkerOptions) {
  const bundle = usePrebuiltBundle && existsSync(workflowBundlePath) ? { workflowBundle: { codePath: workflowBundlePath } } : { workflowsPath };
  return Worker.create({
    connection,
    namespace,
    taskQueue,
    ...bundle,
    activities: createActivities(deps),
    // In-flight activities get this long to finish on SIGTERM before they are released.
    shutdownGraceTime: '30 seconds',
  });
}
