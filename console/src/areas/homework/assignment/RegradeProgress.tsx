import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../../i18n/LocaleProvider';
import type { RegradeStats } from '../shared/homework-api';

interface Props {
  stats: RegradeStats | null;
  onDismiss: () => void;
}

/**
 * A Regrade All on its way: a progress bar (its value read out by screen readers) with 'done of
 * total', how many were held for review and how many failed; once it ends, one line saying how
 * it ended, announced as it appears.
 */
export function RegradeProgress({ stats, onDismiss }: Props) {
  const t = useT();
  const titleId = useId();
  if (stats === null || stats.status === 'none') return null;
  const { done, total, heldForReview, failed } = stats;
  const counts = { done, total };
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const running = stats.status === 'running';

  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} data-testid="regrade-progress" sx={{ mt: 3 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2" id={titleId}>
          {t('homework.assignment.run.title')}
        </Typography>
        {running && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('homework.assignment.run.running')}
            </Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={t('homework.assignment.run.progressLabel')} aria-valuetext={t('homework.assignment.run.progress', counts)} />
          </>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="regrade-done">
            {t('homework.assignment.run.progress', counts)}
          </Typography>
          <Typography variant="body2" data-testid="regrade-held">
            {t('homework.assignment.run.held', { count: heldForReview })}
          </Typography>
          <Typography variant="body2" data-testid="regrade-failed">
            {t('homework.assignment.run.failed', { count: failed })}
          </Typography>
        </Box>
        <Box role="status">
          {!running && (
            <Alert severity={stats.status === 'completed' ? 'success' : 'error'} onClose={onDismiss} closeText={t('homework.assignment.run.dismiss')} role="none">
              {t(stats.status === 'completed' ? 'homework.assignment.run.completed' : 'homework.assignment.run.stopped', counts)}
            </Alert>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
