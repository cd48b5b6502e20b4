import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { analyticsApi, type Insight } from '../shared/analytics-api';
import { reportFailure, showSuccess } from '../shared/notify';
import { InsightCard } from './InsightCard';

interface Props {
  insights: readonly Insight[];
  /** The insight as the server returned it after 'Mark Resolved'. */
  onResolved: (insight: Insight) => void;
}

/** Spec 2 'Recent Insights': up to 20, each with 'Mark Resolved' (one way: spec 4). */
export function RecentInsights({ insights, onResolved }: Props) {
  const t = useT();
  const api = useApi();
  const [resolving, setResolving] = useState<ReadonlySet<string>>(new Set());

  const resolve = (id: string) => {
    setResolving((current) => new Set(current).add(id));
    analyticsApi
      .resolve(api, id)
      .then(
        (insight) => {
          onResolved(insight);
          showSuccess('analytics.insights.resolvedToast');
        },
        (error: unknown) => reportFailure(error, 'analytics.insights.resolveFailed'),
      )
      .finally(() =>
        setResolving((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        }),
      );
  };

  if (insights.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('analytics.insights.empty')}</Typography>
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={t('analytics.insights.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {insights.map((insight) => (
        <InsightCard key={insight.id} insight={insight} resolving={resolving.has(insight.id)} onResolve={() => resolve(insight.id)} />
      ))}
    </Box>
  );
}
