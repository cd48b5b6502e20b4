import { workflowInfo } from '@temporalio/workflow';

/** Set by Temporal on every run a Schedule starts: the moment it was due, whatever the start lag. */
const SCHEDULED_START = 'TemporalScheduledStartTime';

/** The moment this Schedule-started run was due (the start time for a run started by hand). Workflow code only. */
export function scheduledStart(): Date {
  const info = workflowInfo();
  const due = info.typedSearchAttributes.getAll().find((pair) => pair.key.name === SCHEDULED_START)?.value;
  return due instanceof Date ? due : new Date(info.startTime);
}
