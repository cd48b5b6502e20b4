import { BaseModel } from './BaseModel.ts';

export type AnalyticsRunStatus = 'running' | 'completed' | 'failed';

/** One monitoring run of a user (scheduled by the slot, or 'Run check now'). */
export class AnalyticsRun extends BaseModel {
  static override tableName = 'analytics_runs';

  declare id: string;
  declare userId: string;
  declare runKey: string;
  declare kind: 'scheduled' | 'manual';
  declare status: AnalyticsRunStatus;
  declare progress: number;
  declare message: string | null;
  declare scheduledFor: Date;
  declare judgedThrough: string | null;
  declare services: Record<string, { state: string; detail: string | null }>;
  declare skipped: Array<{ metric: string; reason: string }>;
  declare insightsCreated: number;
  declare alertsSent: number;
  declare error: string | null;
  declare startedAt: Date;
  declare finishedAt: Date | null;

  static override get jsonAttributes() {
    return ['services', 'skipped'];
  }
}
