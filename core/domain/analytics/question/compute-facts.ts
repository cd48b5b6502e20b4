import type { QueryLanguage, QueryResponse } from '../../../../contracts/analytics.ts';
import { eventMetricId } from '../catalogue.ts';
import type { DailyPoint } from '../metric-source.ts';
import { factLabels } from './fact-labels.ts';
import type { Fetched, FetchedSegments, FetchedSeries } from './fetch-series.ts';
import { formatChange, formatPercentChange, formatRange, formatShare, formatValue } from './format-figures.ts';
import { lengthOf, type DayRange, type Windows } from './periods.ts';

export type Fact = QueryResponse['facts'][number];
type Source = QueryResponse['sources'][number];
type Chart = QueryResponse['charts'][number];

/** The figures an answer may cite, where each came from, and the series to draw. */
export interface Facts {
  facts: Fact[];
  sources: Source[];
  charts: Chart[];
  /** Some figure was read for the period asked about. */
  hasData: boolean;
  /** What was asked and had no value in the period (its label). */
  empty: string[];
}

/** Segments listed as facts at most (the largest in the period asked about). */
const SEGMENTS_LISTED = 8;

const round = (value: number, decimals = 4) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const within = (points: DailyPoint[], range: DayRange) => points.filter((p) => p.date >= range.from && p.date <= range.to);
const valuesOf = (points: DailyPoint[]) => points.flatMap((p) => (p.value === null || !Number.isFinite(p.value) ? [] : [p.value]));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const relative = (now: number, before: number) => (before === 0 ? null : ((now - before) / Math.abs(before)) * 100);

/**
 * How a period of a metric is summed up: a total for what happens on days (revenue, new users,
 * events), the daily average for a level read each day (MRR, subscriptions, a rate) and for
 * daily active users, whose days overlap in people, so their sum counts no one.
 */
const summaryOf = (read: FetchedSeries): 'total' | 'average' => (read.metric.id === 'revenuecat.revenue' || read.metric.id === 'amplitude.new_users' || read.metric.id.startsWith('amplitude.event:') ? 'total' : 'average');

function summarise(values: number[], how: 'total' | 'average'): number | null {
  if (values.length === 0) return null;
  return how === 'total' ? sum(values) : sum(values) / values.length;
}

/** The facts of one series: its figure for the period, the compared one and the change, its lowest and highest days. */
function seriesFacts(read: FetchedSeries, windows: Windows, language: QueryLanguage, out: Facts): void {
  const t = factLabels[language];
  const { metric, series } = read;
  const id = metric.id;
  const source = id;
  const show = (value: number) => formatValue(value, series.unit, series.currency, language);
  const current = within(series.points, windows.current);
  const values = valuesOf(current);
  const range = formatRange(windows.current);
  if (values.length === 0) {
    out.empty.push(metric.label);
    out.facts.push({ id: `${id}:current`, label: t.noData(metric.label, range), value: null, display: t.noDataFigure, source });
    return;
  }
  out.hasData = true;
  const how = summaryOf(read);
  const now = summarise(values, how)!;
  out.facts.push({ id: `${id}:current`, label: (how === 'total' ? t.total : t.average)(metric.label, range), value: round(now), display: show(now), source });
  if (how === 'total' && current.length > 1) out.facts.push({ id: `${id}:daily_average`, label: t.average(metric.label, range), value: round(now / values.length), display: show(now / values.length), source });
  if (values.length < lengthOf(windows.current)) {
    out.facts.push({ id: `${id}:days_with_data`, label: t.daysWithData(metric.label, range), value: values.length, display: t.ofDays(values.length, lengthOf(windows.current)), source });
  }
  if (how === 'average') {
    const last = current.filter((p) => p.value !== null).at(-1)!;
    out.facts.push({ id: `${id}:last`, label: t.last(metric.label, last.date), value: round(last.value!), display: show(last.value!), source });
  }
  if (values.length > 1) {
    const days = current.filter((p) => p.value !== null);
    const lowest = days.reduce((a, b) => (b.value! < a.value! ? b : a));
    const highest = days.reduce((a, b) => (b.value! > a.value! ? b : a));
    out.facts.push({ id: `${id}:lowest_day`, label: t.lowest(metric.label, range), value: round(lowest.value!), display: t.onDay(show(lowest.value!), lowest.date), source });
    out.facts.push({ id: `${id}:highest_day`, label: t.highest(metric.label, range), value: round(highest.value!), display: t.onDay(show(highest.value!), highest.date), source });
  }
  if (!windows.previous) return;
  const before = summarise(valuesOf(within(series.points, windows.previous)), how);
  if (before === null) return;
  const previousRange = formatRange(windows.previous);
  out.facts.push({ id: `${id}:previous`, label: (how === 'total' ? t.total : t.average)(metric.label, previousRange), value: round(before), display: show(before), source });
  out.facts.push({ id: `${id}:change`, label: t.change(metric.label, previousRange), value: round(now - before), display: formatChange(now - before, series.unit, series.currency, language), source });
  const percent = relative(now, before);
  if (percent !== null) out.facts.push({ id: `${id}:change_percent`, label: t.changePercent(metric.label, previousRange), value: round(percent, 2), display: formatPercentChange(percent, language), source });
}

/** The split of an event: each segment's total and change, the one that moved most and its share of the whole change. */
function segmentFacts(split: FetchedSegments, windows: Windows, language: QueryLanguage, out: Facts): void {
  const t = factLabels[language];
  const { event, property } = split;
  const source = `${eventMetricId(event)} by ${property}`;
  const count = (value: number) => formatValue(value, 'count', null, language);
  const range = formatRange(windows.current);
  const rows = split.segments
    .map((segment) => {
      const now = sum(valuesOf(within(segment.points, windows.current)));
      const before = windows.previous ? sum(valuesOf(within(segment.points, windows.previous))) : null;
      return { segment, now, before, hasData: valuesOf(within(segment.points, windows.current)).length > 0 };
    })
    .filter((row) => row.hasData)
    .sort((a, b) => b.now - a.now)
    .slice(0, SEGMENTS_LISTED);
  if (rows.length === 0) {
    out.empty.push(t.breakdownStep(event, property));
    return;
  }
  out.hasData = true;
  const previousRange = windows.previous ? formatRange(windows.previous) : '';
  for (const row of rows) {
    const name = row.segment.segment;
    out.facts.push({ id: `segment:${name}:current`, label: t.segmentTotal(event, property, name, range), value: row.now, display: count(row.now), source });
    if (row.before !== null) {
      out.facts.push({ id: `segment:${name}:previous`, label: t.segmentTotal(event, property, name, previousRange), value: row.before, display: count(row.before), source });
      const percent = relative(row.now, row.before);
      if (percent !== null) out.facts.push({ id: `segment:${name}:change_percent`, label: t.segmentChange(event, property, name, previousRange), value: round(percent, 2), display: formatPercentChange(percent, language), source });
    }
  }
  if (!windows.previous) return;
  const moved = rows.reduce((a, b) => (Math.abs(b.now - b.before!) > Math.abs(a.now - a.before!) ? b : a));
  const change = moved.now - moved.before!;
  if (change === 0) return;
  const name = moved.segment.segment;
  const percent = relative(moved.now, moved.before!);
  const movedDisplay = `${name}: ${count(moved.before!)} → ${count(moved.now)}${percent === null ? '' : ` (${formatPercentChange(percent, language)})`}`;
  out.facts.push({ id: 'breakdown:most_moved', label: t.mostMoved(event, property), value: change, display: movedDisplay, source });
  const whole = sum(rows.map((row) => row.now - row.before!));
  // A share of the whole change means something only when the segment moved the same way as the whole.
  if (whole !== 0 && Math.sign(whole) === Math.sign(change)) {
    const share = Math.min(100, (change / whole) * 100);
    out.facts.push({ id: `segment:${name}:share_of_change`, label: t.shareOfChange(event, property, name), value: round(share, 2), display: formatShare(share, language), source });
  }
  out.charts.push({ metric: `${source} = ${name}`, label: t.segmentChart(event, property, name), points: moved.segment.points.map((p) => ({ date: p.date, value: p.value })) });
}

/**
 * Every figure an answer may cite, computed here and never by the model: per series its figure
 * for the period asked about, the compared period's, the change, the lowest and highest days;
 * per segment of the split its total and change, and the segment that moved most.
 */
export function computeFacts(fetched: Fetched, windows: Windows, language: QueryLanguage): Facts {
  const t = factLabels[language];
  const out: Facts = { facts: [], sources: [], charts: [], hasData: false, empty: [] };
  out.facts.push({ id: 'period:current', label: t.period, value: null, display: formatRange(windows.current), source: null });
  out.facts.push({ id: 'period:days', label: t.periodDays, value: lengthOf(windows.current), display: String(lengthOf(windows.current)), source: null });
  if (windows.previous) out.facts.push({ id: 'period:previous', label: t.previousPeriod, value: null, display: formatRange(windows.previous), source: null });
  for (const read of fetched.series) {
    seriesFacts(read, windows, language, out);
    out.sources.push({ service: read.metric.service, metric: read.metric.id, from: fetched.range.from, to: fetched.range.to, request: read.series.request });
    out.charts.push({ metric: read.metric.id, label: read.metric.label, points: read.series.points.map((p) => ({ date: p.date, value: p.value })) });
  }
  if (fetched.segments) {
    segmentFacts(fetched.segments, windows, language, out);
    const { event, property, request } = fetched.segments;
    if (request) out.sources.push({ service: 'amplitude', metric: `${eventMetricId(event)} by ${property}`, from: fetched.range.from, to: fetched.range.to, request });
  }
  return out;
}
