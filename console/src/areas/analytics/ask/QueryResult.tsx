import ClearIcon from '@mui/icons-material/Clear';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { SERVICE_NAMES } from '../../../../../contracts/analytics.ts';
import { intlLocale } from '../../../i18n/format';
import { useLocale } from '../../../i18n/LocaleProvider';
import { LineFigure } from '../charts/LineFigure';
import { formatDateTime, formatDay } from '../shared/format';
import type { SavedResult } from './saved-query';

type Chart = SavedResult['result']['charts'][number];

/** A small chart of an answer, its days as a table for screen readers. */
function AnswerChart({ chart }: { chart: Chart }) {
  const { t, locale } = useLocale();
  const plain = (value: number) => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(value);
  const points = chart.points.map((point) => ({ label: formatDay(point.date, locale), value: point.value }));
  return (
    <LineFigure
      headingLevel="h4"
      height={180}
      title={chart.label}
      description={t('analytics.ask.chartDescription', { label: chart.label, smart_count: points.length })}
      points={points}
      labels={{ value: chart.label, band: t('analytics.charts.expectedRange'), lower: t('analytics.charts.lower'), anomaly: t('analytics.charts.anomaly') }}
      format={plain}
      none={t('analytics.none')}
      summary={
        <table>
          <caption>{chart.label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('analytics.charts.date')}</th>
              <th scope="col">{t('analytics.charts.value')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={`${point.label}-${index}`}>
                <th scope="row">{point.label}</th>
                <td>{point.value === null ? t('analytics.none') : plain(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/**
 * The answer (spec 2 'result panel'): what was asked, the answer in its language, the facts it
 * used and where each number came from (the upstream request, as an operator could repeat it),
 * a chart when the answer has one, when it was answered, and 'Clear'.
 */
export function QueryResult({ saved, onClear }: { saved: SavedResult; onClear: () => void }) {
  const { t, locale } = useLocale();
  const titleId = useId();
  const { result } = saved;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="query-result">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" id={titleId} sx={{ mr: 'auto' }}>
            {t('analytics.ask.result')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('analytics.ask.answeredAt', { time: formatDateTime(new Date(saved.timestamp).toISOString(), locale) })}
          </Typography>
          <Button size="small" startIcon={<ClearIcon />} onClick={onClear}>
            {t('analytics.ask.clear')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('analytics.ask.askedQuestion', { query: saved.query })}
        </Typography>
        <Typography lang={result.language} sx={{ whiteSpace: 'pre-wrap' }} data-testid="query-answer">
          {result.answer}
        </Typography>
        {result.noData && <Alert severity="info">{t('analytics.ask.noData')}</Alert>}
        {result.facts.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              {t('analytics.ask.facts')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="query-facts">
              {result.facts.map((fact) => (
                <li key={fact.id}>{t('analytics.ask.fact', { label: fact.label, value: fact.display })}</li>
              ))}
            </Box>
          </Box>
        )}
        {result.sources.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              {t('analytics.ask.sources')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid="query-sources">
              {result.sources.map((source, index) => (
                <li key={`${source.request}-${index}`}>
                  {t('analytics.ask.source', { service: SERVICE_NAMES[source.service], metric: source.metric, from: formatDay(source.from, locale), to: formatDay(source.to, locale) })}
                  <Box component="code" sx={{ display: 'block', fontSize: 12, wordBreak: 'break-all', color: 'text.secondary' }}>
                    {source.request}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        )}
        {result.charts.map((chart) => (
          <AnswerChart key={chart.metric} chart={chart} />
        ))}
      </CardContent>
    </Card>
  );
}
