import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, type InjectedSinks, type NativeConnection, Worker } from '@temporalio/worker';
import { requestIdClientInterceptors } from '../core/clients/temporal-request-id.ts';
import { countWorkflowOutcome } from '../core/metrics/temporal-metrics.ts';
import { createActivities, type ActivityDeps } from './activities.ts';
import { activityInterceptors } from './activity-interceptors.ts';
import { analyticsRunTaskQueue } from './analytics-monitor/definitions.ts';
import { digestRunTaskQueue } from './digest-run/definitions.ts';
import type { WorkflowMetricsSinks } from './workflow-interceptors.ts';

const workflowsPath = fileURLToPath(new URL('./index.ts', import.meta.url));
/**
 * The workflow interceptors (request id on every activity, outcomes counted). A bundle carries
 * them (the worker's own `workflowModules` is ignored when given a bundle): every bundle of the
 * workflows is built with these, here and in scripts/build-workflow-bundle.ts.
 */
export const workflowInterceptorModules = [fileURLToPath(new URL('./workflow-interceptors.ts', import.meta.url))];
/** Written by scripts/build-workflow-bundle.ts for production images. */
export const workflowBundlePath = fileURLToPath(new URL('../dist/workflow-bundle.js', import.meta.url));

/**
 * Scheduled runs (digests, analytics monitoring) one process works on at once, per kind: their
 * steps wait on Telegram, OpenAI, RevenueCat and Amplitude, so a few dozen keep those busy, and
 * the rest wait in Temporal rather than load it while a slot is still starting its runs
 * (bench/README.md, "Channel digests").
 */
const RUN_ACTIVITIES = 20;
const RUN_WORKFLOW_TASKS = 4;

export interface WorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  deps: ActivityDeps;
  /** Prefer the prebuilt bundle when it exists (production); bundle from source otherwise. */
  usePrebuiltBundle?: boolean;
  /** Count workflow and activity outcomes (temporal_*); METRICS_ENABLED. */
  metrics?: boolean;
}

/** The workflows' outcomes reach this process's metrics through a sink, never during replay (that would count a run twice). */
function metricsSinks(metrics: boolean): InjectedSinks<WorkflowMetricsSinks> {
  return { workflowMetrics: { outcome: { fn: (info, outcome) => (metrics ? countWorkflowOutcome(info.workflowType, outcome) : undefined), callDuringReplay: false } } };
}

/** The process's workers: the platform's task queue, and the digests' and the monitoring's runs beside it. */
export interface TemporalWorkers {
  /** Resolves when both have stopped. */
  run(): Promise<void>;
  shutdown(): void;
}

export async function createTemporalWorker({ connection, namespace, taskQueue, deps, usePrebuiltBundle, metrics = true }: WorkerOptions): Promise<TemporalWorkers> {
  // One bundle for both workers: webpack runs once.
  const workflowBundle = usePrebuiltBundle && existsSync(workflowBundlePath) ? { codePath: workflowBundlePath } : { code: (await bundleWorkflowCode({ workflowsPath, workflowInterceptorModules })).code };
  const activities = createActivities(deps);
  // Activities run inside their workflow's request id; the workflows they start (ctx.client) carry it on.
  // The workflow interceptors are in the bundle (workflowInterceptorModules above): naming them
  // here too only makes the SDK log at every start that it ignores them.
  const interceptors = { activity: [activityInterceptors(metrics)], client: requestIdClientInterceptors() };
  // In-flight activities get this long to finish on SIGTERM before they are released.
  const common = { connection, namespace, workflowBundle, activities, interceptors, sinks: metricsSinks(metrics), shutdownGraceTime: '30 seconds' } as const;
  const platform = await Worker.create({ ...common, taskQueue });
  const bounded = { maxConcurrentActivityTaskExecutions: RUN_ACTIVITIES, maxConcurrentWorkflowTaskExecutions: RUN_WORKFLOW_TASKS } as const;
  const workers = [platform, await Worker.create({ ...common, ...bounded, taskQueue: digestRunTaskQueue(taskQueue) }), await Worker.create({ ...common, ...bounded, taskQueue: analyticsRunTaskQueue(taskQueue) })];
  return {
    async run() {
      await Promise.all(workers.map((worker) => worker.run()));
    },
    shutdown() {
      for (const worker of workers) worker.shutdown();
    },
  };
}
