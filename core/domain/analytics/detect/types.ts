import type { DailyPoint } from '../metric-source.ts';

/** How a series is judged: the user's threshold, the metric's tuning from 👍/👎, the last complete day. */
export interface DetectOptions {
  /** The user's anomaly threshold (0.05-0.50): the relative deviation below which nothing is said. */
  threshold: number;
  /** The metric's sensitivity from the user's feedback: >1 asks for larger deviations (after 👎), <1 smaller. */
  sensitivity: number;
  /** The last day that is complete in the user's zone: later days are never judged. */
  judgeThrough: string;
  /** Days to judge, ending at judgeThrough (monitoring: the few days since the last run; at least 1). */
  judgeDays: number;
  /** Values below this (the baseline's level) are too small to judge: the metric stays silent. */
  minVolume: number;
}

export type Severity = 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';

export interface BandPoint {
  date: string;
  value: number | null;
  expected: number | null;
  lower: number | null;
  upper: number | null;
  anomaly: boolean;
}

export interface DetectedAnomaly {
  date: string;
  actual: number;
  expected: number;
  /** Signed percent against the baseline (-32.5 for a drop of a third). */
  change: number;
  /** The robust z-score of the deviation (MAD-scaled residual). */
  score: number;
  severity: Severity;
  /** 0-1: how sure the detector is (history, residual noise, size of the deviation). */
  confidence: number;
}

export type SilentReason = { kind: 'too_little_history'; days: number; needed: number } | { kind: 'low_volume'; level: number; needed: number } | { kind: 'no_data' };

export interface DetectResult {
  band: BandPoint[];
  anomalies: DetectedAnomaly[];
  /** Set when the series was not judged at all: the run says why instead of raising an alarm. */
  silent: SilentReason | null;
}

export interface DetectedTrend {
  /** The window compared: the last `days` complete days against the `days` before them. */
  from: string;
  to: string;
  days: number;
  /** Signed percent of the recent window's total (or mean level) against the previous one. */
  change: number;
  severity: Severity;
  confidence: number;
}

export type { DailyPoint };
