import type { WorkflowExecutionStatusName } from '@temporalio/client';
import type { AdminWorkflow } from '../../../../contracts/operations.ts';
import { signalsOf } from './workflow-signals.ts';

type Status = AdminWorkflow['status'];
type Action = AdminWorkflow['actions'][number];

/** The SDK's status names, in visibility's spelling (the one `ExecutionStatus = '...'` queries take). */
const STATUS: Partial<Record<WorkflowExecutionStatusName, Status>> = {
  RUNNING: 'Running',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Canceled',
  TERMINATED: 'Terminated',
  CONTINUED_AS_NEW: 'ContinuedAsNew',
  TIMED_OUT: 'TimedOut',
};

// A paused or unknown run is shown as running: it has not closed.
export const statusOf = (name: WorkflowExecutionStatusName): Status => STATUS[name] ?? 'Running';

/** Closed runs that ended badly: reset replays them from a workflow task. */
const RESETTABLE_CLOSED: readonly Status[] = ['Failed', 'TimedOut', 'Terminated', 'Canceled'];

/**
 * What an operator may do to a run now. A running one can be stopped, signalled (when its type
 * has signals) or reset; a run that ended badly can only be reset; a completed run, or one that
 * continued as new (its successor is the live run), takes nothing.
 */
export function actionsFor(status: Status, workflowType: string): Action[] {
  if (status === 'Running') return ['cancel', 'terminate', ...(signalsOf(workflowType).length > 0 ? (['signal'] as const) : []), 'reset'];
  return RESETTABLE_CLOSED.includes(status) ? ['reset'] : [];
}
