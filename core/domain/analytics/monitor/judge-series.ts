import type { SnapshotPoint } from '../../../../db/index.ts';
import type { MetricInfo } from '../catalogue.ts';
import { detectAnomalies } from '../detect/detect-anomalies.ts';
import { detectTrend } from '../detect/detect-trend.ts';
import type { DetectedAnomaly, DetectedTrend, SilentReason } from '../detect/types.ts';
import type { DailySeries } from '../metric-source.ts';

/** Days a trend compares: the last four weeks against the four before (whole weeks, so weekends cancel out). */
export const TREND_DAYS = 28;

/** Consecutive anomalous days of one direction: one insight, one alert. */
export interface Episode {
  first: string;
  last: string;
  days: DetectedAnomaly[];
  /** The deepest day's change, severity and confidence stand for the episode. */
  worst: DetectedAnomaly;
}

export interface SeriesJudgement {
  points: SnapshotPoint[];
  episodes: Episode[];
  trend: DetectedTrend | null;
  silent: SilentReason | null;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function episodesOf(anomalies: DetectedAnomaly[]): Episode[] {
  const episodes: Episode[] = [];
  for (const anomaly of [...anomalies].sort((a, b) => a.date.localeCompare(b.date))) {
    const open = episodes.at(-1);
    if (open && nextDay(open.last) === anomaly.date && Math.sign(open.worst.change) === Math.sign(anomaly.change)) {
      open.days.push(anomaly);
      open.last = anomaly.date;
      if (Math.abs(anomaly.change) > Math.abs(open.worst.change)) open.worst = anomaly;
    } else {
      episodes.push({ first: anomaly.date, last: anomaly.date, days: [anomaly], worst: anomaly });
    }
  }
  return episodes;
}

export function judgeSeries(series: DailySeries, info: MetricInfo, options: { threshold: number; sensitivity: number; judgeThrough: string; judgeDays: number }): SeriesJudgement {
  const result = detectAnomalies(series.points, { ...options, minVolume: info.minVolume });
  const trend = result.silent ? null : detectTrend(series.points, { judgeThrough: options.judgeThrough, days: TREND_DAYS, threshold: options.threshold * options.sensitivity, minVolume: info.minVolume });
  return { points: result.band, episodes: episodesOf(result.anomalies), trend, silent: result.silent };
}

export function silentReason(reason: SilentReason): string {
  if (reason.kind === 'too_little_history') return `too little history: ${reason.days} of ${reason.needed} days`;
  if (reason.kind === 'low_volume') return `too little volume to judge (${reason.level.toFixed(1)} a day, needs ${reason.needed})`;
  return 'no data in the period';
}
