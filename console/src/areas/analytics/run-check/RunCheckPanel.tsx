import { Alert, AlertTitle, Box } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { ProgressReport } from '../shared/ProgressReport';
import type { MonitoringRun } from '../shared/analytics-api';
import type { RunCheckState } from './use-run-check';

/** What a finished run found beyond its counts: services it could not read, metrics it left silent. */
function RunDetails({ run }: { run: MonitoringRun }) {
  const t = useT();
  const problems = Object.entries(run.services).filter(([, service]) => service.state !== 'ok' && service.detail !== null);
  if (problems.length === 0 && run.skipped.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
      {problems.map(([service, { detail }]) => (
        <li key={service}>{detail}</li>
      ))}
      {run.skipped.map((skip) => (
        <li key={skip.metric}>{t('analytics.run.skipped', { metric: skip.metric, reason: skip.reason })}</li>
      ))}
    </Box>
  );
}

/** 'Run check now' as it goes: the progress bar and message, then what the check found. */
export function RunCheckPanel({ state, onDismiss }: { state: RunCheckState; onDismiss: () => void }) {
  const t = useT();
  if (state.kind === 'idle') return null;
  if (state.kind === 'starting' || state.kind === 'running') {
    const run = state.kind === 'running' ? state.run : null;
    return <ProgressReport testId="run-progress" label={t('analytics.run.progressLabel')} percent={run?.progress ?? null} message={run?.message ?? null} />;
  }
  const { run } = state;
  if (state.kind === 'timed-out') {
    return (
      <Alert severity="info" onClose={onDismiss} data-testid="run-outcome">
        {t('analytics.run.timedOut')}
      </Alert>
    );
  }
  if (run.status === 'failed') {
    return (
      <Alert severity="error" onClose={onDismiss} data-testid="run-outcome">
        <AlertTitle>{t('analytics.run.failed')}</AlertTitle>
        {run.message}
        <RunDetails run={run} />
      </Alert>
    );
  }
  return (
    <Alert severity="success" onClose={onDismiss} data-testid="run-outcome">
      <AlertTitle>{t('analytics.run.completed')}</AlertTitle>
      {t('analytics.run.found', { smart_count: run.insightsCreated, alerts: run.alertsSent })}
      <RunDetails run={run} />
    </Alert>
  );
}
