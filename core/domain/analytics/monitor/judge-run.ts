import { AnalyticsMetricSnapshot, AnalyticsRun, AnalyticsSettings, UserSettings } from '../../../../db/index.ts';
import { metricInfo } from '../catalogue.ts';
import { readAnalyticsKeys } from '../keys.ts';
import type { DailySeries } from '../metric-source.ts';
import type { InsightCandidate } from './candidates.ts';
import { createCorrelator } from './correlate.ts';
import { formatDays, formatValue, insightTexts, type Locale } from './insight-text.ts';
import { judgeSeries, silentReason, type Episode } from './judge-series.ts';
import { judgeWindow } from './judge-window.ts';
import type { MonitorDeps } from './monitor-deps.ts';
import { readRunSeries } from './read-series.ts';
import { loadRunningRun, reportProgress } from './run-row.ts';
import { metricSensitivities } from './sensitivity.ts';
import { writeInsights } from './write-insights.ts';

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** An episode of anomalous days as an insight; the alert goes out unless the user asked for critical ones only. */
function anomalyCandidate(series: DailySeries, episode: Episode, locale: Locale, criticalOnly: boolean): InsightCandidate {
  const info = metricInfo(series.metric);
  const label = info.label[locale];
  const actual = mean(episode.days.map((d) => d.actual));
  const expected = mean(episode.days.map((d) => d.expected));
  const change = expected === 0 ? episode.worst.change : ((actual - expected) / expected) * 100;
  const days = formatDays(episode.first, episode.last, locale);
  return {
    key: `anomaly:${series.metric}:${episode.first}`,
    type: 'ANOMALY',
    severity: episode.worst.severity,
    confidence: episode.worst.confidence,
    metric: series.metric,
    source: series.service,
    change: Math.round(change * 100) / 100,
    observedDate: episode.first,
    title: insightTexts.anomalyTitle(locale, label, change, days),
    description: insightTexts.anomalyFacts(locale, label, formatValue(actual, info, series.currency, locale), formatValue(expected, info, series.currency, locale), change, days),
    details: { first: episode.first, last: episode.last, actual, expected, days: episode.days, request: series.request, unit: info.unit, currency: series.currency },
    alert: !criticalOnly || episode.worst.severity === 'CRITICAL',
  };
}

/**
 * One run's judgement: read every connected metric, judge the complete days the run covers
 * against each metric's baseline, keep the chart's series, find the Amplitude segment that moved
 * with revenue, and write the insights (each once, by key). Metrics too short or too small to
 * judge are listed with the reason instead of raising an alarm.
 */
export async function judgeMonitorRun(deps: MonitorDeps, runId: string, heartbeat: () => void): Promise<{ insights: number }> {
  const run = await loadRunningRun(runId);
  if (!run) return { insights: 0 };
  const settings = (await AnalyticsSettings.query().findById(run.userId))!;
  const locale: Locale = (await UserSettings.query().findById(run.userId))?.locale === 'ru' ? 'ru' : 'en';
  const keys = await readAnalyticsKeys(deps.secrets, run.userId);
  const readers = deps.readers(run.userId, keys);
  const previous = await AnalyticsRun.query().where({ user_id: run.userId, kind: 'scheduled', status: 'completed' }).whereNotNull('judged_through').orderBy('scheduled_for', 'desc').first();
  const window = judgeWindow(run.scheduledFor, settings.notificationTimezone, run.kind, run.kind === 'scheduled' ? (previous?.judgedThrough ?? null) : null);

  await reportProgress(runId, 5, 'Reading your metrics');
  const read = await readRunSeries(readers, settings, window, deps.now(), async (done, total) => {
    heartbeat();
    await reportProgress(runId, 5 + (done / total) * 55, `Reading your metrics (${done} of ${total})`);
  });

  await reportProgress(runId, 65, 'Comparing with the baseline');
  const sensitivities = await metricSensitivities(run.userId, deps.now());
  const candidates: InsightCandidate[] = [];
  const skipped: Array<{ metric: string; reason: string }> = [];
  const watched = read.series.filter((s) => s.metric.startsWith('amplitude.event:'));
  const correlate = readers.amplitude && watched.length > 0 ? createCorrelator(readers.amplitude, watched, window) : null;
  for (const series of read.series) {
    const info = metricInfo(series.metric);
    // The chart ends at the last complete day: today's part of a day would read as a collapse.
    const judged = judgeSeries(series, info, { threshold: settings.anomalyThreshold, sensitivity: sensitivities.get(series.metric) ?? 1, judgeThrough: window.judgeThrough, judgeDays: window.judgeDays });
    await AnalyticsMetricSnapshot.query()
      .insert({ userId: run.userId, metric: series.metric, source: series.service, label: info.label[locale], unit: info.unit, currency: series.currency, judgedThrough: window.judgeThrough, points: judged.points.filter((point) => point.date <= window.judgeThrough), computedAt: new Date() })
      .onConflict(['user_id', 'metric'])
      .merge();
    if (judged.silent) {
      skipped.push({ metric: series.metric, reason: silentReason(judged.silent) });
      continue;
    }
    for (const episode of judged.episodes) {
      const anomaly = anomalyCandidate(series, episode, locale, settings.criticalOnly);
      const shift = info.revenue && correlate ? await correlate(episode.days.map((d) => d.date), episode.worst.change) : null;
      heartbeat();
      if (shift) {
        const days = formatDays(episode.first, episode.last, locale);
        anomaly.description = [anomaly.description, insightTexts.shift(locale, shift), shift.funnel ? insightTexts.funnel(locale, shift.funnel) : ''].filter(Boolean).join(' ');
        anomaly.details = { ...anomaly.details, shift };
        candidates.push({
          key: `recommendation:${series.metric}:${episode.first}`,
          type: 'RECOMMENDATION',
          severity: anomaly.severity === 'CRITICAL' ? 'HIGH' : anomaly.severity,
          confidence: Math.min(anomaly.confidence, shift.share),
          metric: `amplitude.event:${shift.eventType}`,
          source: 'amplitude',
          change: Math.round(shift.change * 100) / 100,
          observedDate: episode.first,
          title: insightTexts.recommendationTitle(locale, shift),
          description: insightTexts.recommendationFacts(locale, info.label[locale], shift, days),
          details: { shift, because: anomaly.key },
          alert: false,
        });
      }
      candidates.push(anomaly);
    }
    if (judged.trend) {
      const { trend } = judged;
      candidates.push({
        // One trend insight per metric, direction and four-week window: judged daily, it is not repeated daily.
        key: `trend:${series.metric}:${trend.change < 0 ? 'down' : 'up'}:${trend.from}`,
        type: 'TREND',
        severity: trend.severity,
        confidence: trend.confidence,
        metric: series.metric,
        source: series.service,
        change: Math.round(trend.change * 100) / 100,
        observedDate: trend.to,
        title: insightTexts.trendTitle(locale, info.label[locale], trend.change, trend.days),
        description: insightTexts.trendFacts(locale, info.label[locale], trend.change, trend.days, trend.from, trend.to),
        details: { ...trend, request: series.request },
        alert: false,
      });
    }
  }

  await reportProgress(runId, 80, 'Writing insights');
  const written = await writeInsights(run.userId, runId, candidates);
  await AnalyticsRun.query().findById(runId).patch({ services: read.services, skipped, judgedThrough: window.judgeThrough, insightsCreated: written });
  return { insights: written };
}
