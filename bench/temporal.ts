import { TestWorkflowEnvironment } from '@temporalio/testing';
import { temporalCliPath } from '../scripts/test/temporal-cli.ts';
import type { Cleanup } from './cleanup.ts';

/**
 * A Temporal dev server of the run's own (the CLI the tests use, in memory), torn down by the
 * cleanup. No worker polls it: the subscription workflows create-payment starts just wait
 * for their first payment, and the bench only reads their start times.
 */
export async function startTemporal(cleanup: Cleanup): Promise<TestWorkflowEnvironment> {
  const env = await TestWorkflowEnvironment.createLocal({
    server: { executable: { type: 'existing-path', path: temporalCliPath() }, extraArgs: ['--log-level', 'error'] },
  });
  cleanup.add('stop the Temporal dev server', () => env.teardown());
  return env;
}
