import { detectAnomalies } from '../core/domain/analytics/detect/detect-anomalies.ts';
import type { DetectOptions, DetectResult } from '../core/domain/analytics/detect/types.ts';
import type { DailyPoint } from '../core/domain/analytics/metric-source.ts';
import { seededRandom } from '../core/domain/analytics/detect/testing/seeded-random.ts';
import { generateSeries, type PlantedEvent, type SyntheticSeries } from './analytics-detector-series.ts';

export interface AnalyticsDetectorSettings {
  series: number;
  seed: number;
  /** Days judged at the end of each series, one monitoring run a day. */
  judgedDays: number;
  /** The monitoring's minimum volume (the baseline's level) below which a metric is silent. */
  minVolume: number;
}

export type Detector = (points: DailyPoint[], options: DetectOptions) => DetectResult;

interface Found {
  planted: number;
  found: number;
}

export interface AnalyticsDetectorResult {
  series: number;
  lowVolumeSeries: number;
  /** Low-volume series silent ('low_volume') on every judged day. */
  lowVolumeSilent: number;
  judgedDays: number;
  calls: number;
  /** Events in the judged days, by size against the threshold; level shifts apart. */
  events: { above: Found; around: Found; shifts: Found; quietAbove: Found; noisyAbove: Found };
  /** Found of the planted anomalies above the threshold (dips, spikes 1.5-4 × it, and shifts). */
  recall: number;
  alerts: number;
  trueAlerts: number;
  precision: number;
  falseAlerts: number;
  /** False alerts per judged (not low-volume) series per 90 judged days. */
  falseAlertsPer90: number;
  seriesWithFalseAlerts: number;
  maxFalseAlertsInSeries: number;
  falseOnWeekends: number;
  falseOnHolidays: number;
  /** Alerts on a day after judgeThrough (the incomplete day) or on another day than the one judged: must be none. */
  offDayAlerts: number;
  lowVolumeAlerts: number;
  /** Detector time per call (one series up to one day, ~120-150 points), and in all. */
  usPerCall: number;
  totalMs: number;
}

/** The days on which an alert counts as true (a shift: its first two weeks, while the baseline moves). */
function trueDays(e: PlantedEvent): [number, number] {
  return e.kind === 'shift' ? [e.start, e.start + 13] : [e.start, e.start + e.days - 1];
}
/** The days on which an alert counts as finding it (a shift: its first three days). */
function findDays(e: PlantedEvent): [number, number] {
  return e.kind === 'shift' ? [e.start, e.start + 2] : [e.start, e.start + e.days - 1];
}
const within = (i: number, [from, to]: [number, number]) => i >= from && i <= to;

/**
 * The monitoring's use of the detector on every synthetic series: one run a day for the last
 * `judgedDays` days, each run handed the series up to that morning (the day before complete,
 * today partial: 10-90% of its value) and asked to judge the one day before it (judgeDays 1).
 */
export function measureAnalyticsDetector(s: AnalyticsDetectorSettings, detect: Detector = detectAnomalies): AnalyticsDetectorResult {
  const all = generateSeries({ count: s.series, seed: s.seed, judgedDays: s.judgedDays });
  const empty = (): Found => ({ planted: 0, found: 0 });
  const events = { above: empty(), around: empty(), shifts: empty(), quietAbove: empty(), noisyAbove: empty() };
  const r = { calls: 0, alerts: 0, trueAlerts: 0, falseAlerts: 0, falseOnWeekends: 0, falseOnHolidays: 0, offDayAlerts: 0, lowVolumeAlerts: 0, lowVolumeSilent: 0 };
  let seriesWithFalse = 0;
  let maxFalse = 0;
  let detectMs = 0;

  for (const series of all) {
    const length = series.points.length;
    const firstJudged = length - 1 - s.judgedDays;
    const alerted = new Set<number>();
    let falseHere = 0;
    let silentThroughout = true;
    for (let d = firstJudged; d <= length - 2; d++) {
      const points = runInput(series, d);
      const options: DetectOptions = { threshold: series.threshold, sensitivity: 1, judgeThrough: series.points[d]!.date, judgeDays: 1, minVolume: s.minVolume };
      const started = performance.now();
      const result = detect(points, options);
      detectMs += performance.now() - started;
      r.calls++;
      if (result.silent?.kind !== 'low_volume') silentThroughout = false;
      for (const a of result.anomalies) {
        r.alerts++;
        if (a.date !== options.judgeThrough) {
          r.offDayAlerts++;
          r.falseAlerts++;
          falseHere++;
          continue;
        }
        if (series.lowVolume) r.lowVolumeAlerts++;
        alerted.add(d);
        if (series.events.some((e) => within(d, trueDays(e)))) {
          r.trueAlerts++;
        } else {
          r.falseAlerts++;
          falseHere++;
          if (series.weekdays[d] === 0 || series.weekdays[d] === 6) r.falseOnWeekends++;
          if (series.holidays.includes(d)) r.falseOnHolidays++;
        }
      }
    }
    if (series.lowVolume) {
      if (silentThroughout) r.lowVolumeSilent++;
      // Below the minimum volume the right answer is silence: its events are not counted.
      continue;
    }
    if (falseHere > 0) seriesWithFalse++;
    maxFalse = Math.max(maxFalse, falseHere);
    for (const e of series.events) {
      if (e.start < firstJudged) continue;
      const found = [...alerted].some((d) => within(d, findDays(e))) ? 1 : 0;
      const groups = e.kind === 'shift' ? [events.shifts, events.above] : e.group === 'above' ? [events.above, series.noisy ? events.noisyAbove : events.quietAbove] : [events.around];
      for (const g of groups) {
        g.planted++;
        g.found += found;
      }
    }
  }
  const judgedSeries = all.filter((x) => !x.lowVolume).length;
  return {
    series: all.length,
    lowVolumeSeries: all.length - judgedSeries,
    lowVolumeSilent: r.lowVolumeSilent,
    judgedDays: s.judgedDays,
    calls: r.calls,
    events,
    recall: events.above.found / events.above.planted,
    alerts: r.alerts,
    trueAlerts: r.trueAlerts,
    precision: r.alerts ? r.trueAlerts / r.alerts : 1,
    falseAlerts: r.falseAlerts,
    falseAlertsPer90: (r.falseAlerts / judgedSeries) * (90 / s.judgedDays),
    seriesWithFalseAlerts: seriesWithFalse,
    maxFalseAlertsInSeries: maxFalse,
    falseOnWeekends: r.falseOnWeekends,
    falseOnHolidays: r.falseOnHolidays,
    offDayAlerts: r.offDayAlerts,
    lowVolumeAlerts: r.lowVolumeAlerts,
    usPerCall: (detectMs * 1000) / r.calls,
    totalMs: detectMs,
  };
}

/** The series as a run on the morning after day `d` reads it: up to d complete, d + 1 partial. */
function runInput(series: SyntheticSeries, d: number): DailyPoint[] {
  const points = series.points.slice(0, d + 2);
  const today = points[d + 1];
  if (today && today.value !== null) {
    const share = 0.1 + 0.8 * seededRandom(series.id * 1000 + d)();
    points[d + 1] = { date: today.date, value: series.unit === 'count' ? Math.round(today.value * share) : Math.round(today.value * share * 100) / 100 };
  }
  return points;
}

if (import.meta.main) {
  const result = measureAnalyticsDetector({ series: 240, seed: 16, judgedDays: 90, minVolume: 20 });
  console.log(JSON.stringify(result, null, 2));
}
