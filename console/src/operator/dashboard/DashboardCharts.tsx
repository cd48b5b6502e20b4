import { Box } from '@mui/material';
import type { ComponentProps } from 'react';
import type { Dashboard } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import { formatClock, formatDay, formatMoney, formatNumber } from '../shared/format';
import { SeriesFigure } from '../shared/SeriesFigure';
import { useDateLocale } from '../users/date-locale';
import { perMinute, telegramUpdates, workflowFailures, type Timeline } from './dashboard-series';

type Chart = Omit<ComponentProps<typeof SeriesFigure>, 'empty'> & { id: string };

/** The dashboard's charts over time, two to a row on wide screens. */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const locale = useDateLocale();
  const count = (value: number) => formatNumber(value, locale);
  const daily = { categories: dashboard.daily.map((point) => formatDay(point.date, locale)), categoryHeader: t('operator.dashboard.day') };
  const overTime = (timeline: Timeline, header: string) => ({
    categories: timeline.times.map((time) => formatClock(time, locale)),
    categoryHeader: header,
    series: timeline.series,
  });
  const minutes = (outcome: 'completed' | 'failed') => overTime(perMinute(dashboard.queues, outcome), t('operator.dashboard.minute'));

  const charts: Chart[] = [
    {
      id: 'active',
      kind: 'line',
      title: t('operator.dashboard.activeChart'),
      description: t('operator.dashboard.activeChartDesc'),
      ...daily,
      series: [{ id: 'active', label: t('operator.dashboard.activeSubscriptions'), data: dashboard.daily.map((point) => point.activeSubscriptions) }],
      format: count,
    },
    {
      id: 'mrr',
      kind: 'line',
      title: t('operator.dashboard.mrrChart'),
      description: t('operator.dashboard.mrrChartDesc'),
      ...daily,
      // Drawn in roubles, so the axis reads as money rather than kopecks.
      series: [{ id: 'mrr', label: t('operator.dashboard.mrr'), data: dashboard.daily.map((point) => point.mrrMinor / 100) }],
      format: (roubles) => formatMoney(roubles * 100, dashboard.subscriptions.currency, locale),
    },
    {
      id: 'signUps',
      kind: 'bar',
      title: t('operator.dashboard.signUpsChart'),
      description: t('operator.dashboard.signUpsChartDesc'),
      ...daily,
      series: [{ id: 'signUps', label: t('operator.dashboard.signUpsChart'), data: dashboard.daily.map((point) => point.signUps) }],
      format: count,
    },
    { id: 'completed', kind: 'line', title: t('operator.dashboard.completedChart'), description: t('operator.dashboard.completedChartDesc'), ...minutes('completed'), format: count },
    { id: 'failed', kind: 'line', title: t('operator.dashboard.failedChart'), description: t('operator.dashboard.failedChartDesc'), ...minutes('failed'), format: count },
    {
      id: 'workflowFailures',
      kind: 'bar',
      stacked: true,
      title: t('operator.dashboard.workflowFailuresChart'),
      description: t('operator.dashboard.workflowFailuresChartDesc'),
      ...overTime(workflowFailures(dashboard.workflowFailuresHourly), t('operator.dashboard.hour')),
      format: count,
    },
    {
      id: 'telegram',
      kind: 'bar',
      stacked: true,
      title: t('operator.dashboard.telegramChart'),
      description: t('operator.dashboard.telegramChartDesc'),
      ...overTime(telegramUpdates(dashboard.telegramHourly), t('operator.dashboard.hour')),
      format: count,
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {charts.map(({ id, ...chart }) => (
        <SeriesFigure key={id} {...chart} empty={t('operator.dashboard.noData')} />
      ))}
    </Box>
  );
}
