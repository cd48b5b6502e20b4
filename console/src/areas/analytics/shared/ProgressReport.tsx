import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../../i18n/LocaleProvider';

interface Props {
  /** What is progressing, the bar's name for screen readers ('Analysis progress'). */
  label: string;
  /** 0-100; null before the first report. */
  percent: number | null;
  message: string | null;
  testId?: string;
}

const clamp = (percent: number) => Math.round(Math.min(100, Math.max(0, percent)));

/**
 * A long task's progress: a bar with its percent (aria-valuenow) and the task's words in a
 * polite live region, so a screen reader hears each step without moving focus.
 */
export function ProgressReport({ label, percent, message, testId }: Props) {
  const t = useT();
  const labelId = useId();
  const value = percent === null ? null : clamp(percent);
  return (
    <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <LinearProgress
        variant={value === null ? 'indeterminate' : 'determinate'}
        {...(value === null ? {} : { value })}
        aria-labelledby={labelId}
        {...(value === null ? {} : { 'aria-valuetext': t('analytics.progress.valueText', { percent: value }) })}
      />
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {value === null
          ? (message ?? t('analytics.progress.starting'))
          : message
            ? t('analytics.progress.report', { percent: value, message })
            : t('analytics.progress.valueText', { percent: value })}
      </Typography>
    </Box>
  );
}
