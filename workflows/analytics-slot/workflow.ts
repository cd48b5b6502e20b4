import { proxyActivities } from '@temporalio/workflow';
import { scheduledStart } from '../workflow-scheduled-start.ts';
import type { createAnalyticsSlotActivities } from './activities.ts';
import type { AnalyticsSlotInput, SlotStartResult } from './definitions.ts';

const { startSlotMonitoring } = proxyActivities<ReturnType<typeof createAnalyticsSlotActivities>>({
  startToCloseTimeout: '15 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

/** A monitoring slot's Schedule fired: start the run of every user due at this hour of this zone. */
export async function analyticsSlotWorkflow(input: AnalyticsSlotInput): Promise<SlotStartResult> {
  return startSlotMonitoring({ slot: input.slot, scheduledFor: scheduledStart().toISOString() });
}
