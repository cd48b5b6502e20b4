import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { MetricChart } from '../shared/analytics-api';
import { formatDay, formatMetricValue } from '../shared/format';
import { LineFigure } from './LineFigure';

/** The flagged days of one metric, as a table screen readers read instead of the drawing. */
function AnomalyTable({ chart, format }: { chart: MetricChart; format: (value: number | null) => string }) {
  const { t, locale } = useLocale();
  const anomalies = chart.points.filter((point) => point.anomaly);
  if (anomalies.length === 0) return <p>{t('analytics.charts.noAnomalies', { label: chart.label })}</p>;
  return (
    <table>
      <caption>{t('analytics.charts.anomaliesCaption', { label: chart.label })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analytics.charts.date')}</th>
          <th scope="col">{t('analytics.charts.value')}</th>
          <th scope="col">{t('analytics.charts.expectedRange')}</th>
        </tr>
      </thead>
      <tbody>
        {anomalies.map((point) => (
          <tr key={point.date}>
            <th scope="row">{formatDay(point.date, locale)}</th>
            <td>{format(point.value)}</td>
            <td>{point.lower === null || point.upper === null ? t('analytics.none') : `${format(point.lower)} – ${format(point.upper)}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MetricFigure({ chart }: { chart: MetricChart }) {
  const { t, locale } = useLocale();
  const format = (value: number) => formatMetricValue(value, chart, locale);
  const orNone = (value: number | null) => (value === null ? t('analytics.none') : format(value));
  const first = chart.points[0];
  const last = chart.points.at(-1);
  const flagged = chart.points.filter((point) => point.anomaly).length;
  const description =
    first === undefined || last === undefined
      ? t('analytics.charts.noPoints')
      : t('analytics.charts.description', { label: chart.label, from: formatDay(first.date, locale), to: formatDay(last.date, locale), smart_count: flagged });
  return (
    <Card variant="outlined" component="li" data-testid="metric-chart">
      <CardContent>
        <LineFigure
          title={`${chart.label} · ${t(`analytics.services.${chart.source}`)}`}
          description={description}
          points={chart.points.map((point) => ({ ...point, label: formatDay(point.date, locale) }))}
          labels={{ value: chart.label, band: t('analytics.charts.expectedRange'), lower: t('analytics.charts.lower'), anomaly: t('analytics.charts.anomaly') }}
          format={format}
          none={t('analytics.none')}
          summary={<AnomalyTable chart={chart} format={orNone} />}
        />
        {chart.judgedThrough !== null && (
          <Typography variant="caption" color="text.secondary">
            {t('analytics.charts.judgedThrough', { date: formatDay(chart.judgedThrough, locale) })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Each watched metric over its days, with the baseline band and the anomalies marked (GET /api/analytics/metrics). */
export function MetricCharts({ charts }: { charts: readonly MetricChart[] }) {
  const { t } = useLocale();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2" id={titleId}>
        {t('analytics.charts.title')}
      </Typography>
      {charts.length === 0 ? (
        <Typography color="text.secondary">{t('analytics.charts.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {charts.map((chart) => (
            <MetricFigure key={`${chart.source}:${chart.metric}`} chart={chart} />
          ))}
        </Box>
      )}
    </Box>
  );
}
