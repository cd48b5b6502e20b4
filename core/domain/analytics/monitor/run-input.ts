/** One monitoring run of one user: started by the slot's Schedule, or by 'Run check now'. */
export interface MonitorRunInput {
  userId: string;
  /** The workflow id and analytics_runs.run_key: a run started twice finds its row. */
  runKey: string;
  kind: 'scheduled' | 'manual';
  /** ISO time the run stands for: the slot's fire time, or the moment the button was pressed. */
  scheduledFor: string;
}

export const monitorRunKey = (userId: string, scheduledFor: string) => `analytics-run-${userId}-${scheduledFor}`;
export const manualRunKey = (userId: string, requestId: string) => `analytics-check-${userId}-${requestId}`;
