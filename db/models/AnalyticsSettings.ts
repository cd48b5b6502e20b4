import { BaseModel } from './BaseModel.ts';
import { decimalColumns } from './bigint-columns.ts';

/** A service's last check: 'unchecked' | 'ok' | 'unauthorized' | 'rate_limited' | 'error' (contracts/analytics.ts). */
export type AnalyticsServiceState = 'unchecked' | 'ok' | 'unauthorized' | 'rate_limited' | 'error';

/** A user's analytics preferences and what the last check of each service found (the keys are user_secrets). */
export class AnalyticsSettings extends BaseModel {
  static override tableName = 'analytics_settings';
  static override idColumn = 'user_id';

  declare userId: string;
  declare anomalyThreshold: number;
  declare dailyMonitoringEnabled: boolean;
  declare notificationHour: number;
  declare notificationTimezone: string;
  declare criticalOnly: boolean;
  declare slot: string | null;
  declare watchedEvents: string[];
  declare revenuecatState: AnalyticsServiceState;
  declare revenuecatDetail: string | null;
  declare revenuecatProject: string | null;
  declare revenuecatCheckedAt: Date | null;
  declare amplitudeState: AnalyticsServiceState;
  declare amplitudeDetail: string | null;
  declare amplitudeProject: string | null;
  declare amplitudeCheckedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  static override get jsonAttributes() {
    return ['watchedEvents'];
  }

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return decimalColumns(super.$parseDatabaseJson(json), ['anomalyThreshold']);
  }
}
