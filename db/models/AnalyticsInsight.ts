import { BaseModel } from './BaseModel.ts';
import { decimalColumns } from './bigint-columns.ts';

/** What a monitoring run found; one per (user, insight_key). */
export class AnalyticsInsight extends BaseModel {
  static override tableName = 'analytics_insights';

  declare id: string;
  declare userId: string;
  declare runId: string | null;
  declare insightKey: string;
  declare type: 'ANOMALY' | 'TREND' | 'RECOMMENDATION';
  declare severity: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';
  declare title: string;
  declare description: string;
  declare confidence: number;
  declare metric: string;
  declare change: number | null;
  /** YYYY-MM-DD (kept as text: a calendar day, not an instant). */
  declare observedDate: string | null;
  declare source: 'revenuecat' | 'amplitude' | null;
  declare details: Record<string, unknown>;
  declare isResolved: boolean;
  declare resolvedAt: Date | null;
  declare alertState: 'none' | 'pending' | 'sent' | 'suppressed';
  declare alertedAt: Date | null;
  declare feedback: 'up' | 'down' | null;
  declare feedbackAt: Date | null;
  declare createdAt: Date;

  static override get jsonAttributes() {
    return ['details'];
  }

  override $parseDatabaseJson(json: Record<string, unknown>) {
    return decimalColumns(super.$parseDatabaseJson(json), ['confidence', 'change']);
  }
}
