import { Context } from '@temporalio/activity';
import { AnalyticsSettings } from '../../db/index.ts';
import { monitorRunKey, type MonitorRunInput } from '../../core/domain/analytics/monitor/run-input.ts';
import { analyticsMonitorWorkflowType, analyticsRunTaskQueue } from '../analytics-monitor/definitions.ts';
import type { SlotStartResult } from '../slot-definitions.ts';
import { startRunsByPage } from '../start-runs.ts';

const PAGE = 1000;

export function createAnalyticsSlotActivities() {
  return {
    /** Starts the monitoring run of every user in the slot with monitoring on (a run already started is not started again). */
    async startSlotMonitoring(input: { slot: string; scheduledFor: string }): Promise<SlotStartResult> {
      const taskQueue = analyticsRunTaskQueue(Context.current().info.taskQueue);
      return startRunsByPage(
        async (after) => (await AnalyticsSettings.query().where({ slot: input.slot, daily_monitoring_enabled: true }).where('user_id', '>', after).orderBy('user_id').limit(PAGE).select('user_id')).map((row) => row.userId),
        (userId) => {
          const args: MonitorRunInput = { userId, runKey: monitorRunKey(userId, input.scheduledFor), kind: 'scheduled', scheduledFor: input.scheduledFor };
          return { workflowType: analyticsMonitorWorkflowType, workflowId: args.runKey, taskQueue, args: [args] };
        },
      );
    },
  };
}
