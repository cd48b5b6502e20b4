import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import type { TestState } from './use-settings-form';

/** Test Connection's answer: its message and what it could read (the project, the metrics); a refusal says why. */
export function TestResult({ test }: { test: TestState | undefined }) {
  const t = useT();
  if (test === undefined) return null;
  if (test.kind === 'testing') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">{t('analytics.settings.testing')}</Typography>
      </Box>
    );
  }
  const { result } = test;
  return (
    <Alert severity={result.success ? 'success' : 'error'} data-testid="test-result">
      {result.message}
      {result.success && result.project !== null && <Box>{t('analytics.settings.project', { project: result.project })}</Box>}
      {result.success && <Box>{result.metrics.length === 0 ? t('analytics.settings.noMetrics') : t('analytics.settings.metrics', { metrics: result.metrics.join(', ') })}</Box>}
    </Alert>
  );
}
