import { BaseModel } from './BaseModel.ts';

export interface SnapshotPoint {
  date: string;
  value: number | null;
  expected: number | null;
  lower: number | null;
  upper: number | null;
  anomaly: boolean;
}

/** A watched metric's series as the last run saw it, with its baseline band: the console's chart. */
export class AnalyticsMetricSnapshot extends BaseModel {
  static override tableName = 'analytics_metric_snapshots';
  static override idColumn = ['user_id', 'metric'];

  declare userId: string;
  declare metric: string;
  declare source: 'revenuecat' | 'amplitude';
  declare label: string;
  declare unit: 'count' | 'money' | 'percent';
  declare currency: string | null;
  declare judgedThrough: string | null;
  declare points: SnapshotPoint[];
  declare computedAt: Date;

  static override get jsonAttributes() {
    return ['points'];
  }
}
