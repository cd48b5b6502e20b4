import { Alert, AlertTitle, Box, Chip, CircularProgress, Typography } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { MAX_POLLS, type ActivationPhase } from './use-activation-polling';

/** Where activation stands: waiting with the n/24 counter, activated, or delayed. */
export function ActivationStatus({ phase, attempts }: { phase: ActivationPhase; attempts: number }) {
  const t = useT();
  if (phase === 'active') {
    return (
      <Alert severity="success" data-testid="activation-status" data-phase={phase}>
        <AlertTitle>{t('paymentSuccess.activated')}</AlertTitle>
        {t('paymentSuccess.redirecting')}
      </Alert>
    );
  }
  const counter = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('paymentSuccess.checks')}
      </Typography>
      <Chip size="small" variant="outlined" data-testid="poll-counter" label={`${attempts}/${MAX_POLLS}`} />
    </Box>
  );
  if (phase === 'delayed') {
    return (
      <Box data-testid="activation-status" data-phase={phase}>
        <Alert severity="error" variant="filled" sx={{ mb: 1.5 }}>
          <AlertTitle>{t('paymentSuccess.delayedTitle')}</AlertTitle>
          {t('paymentSuccess.delayedBody')}
        </Alert>
        {counter}
      </Box>
    );
  }
  return (
    <Box data-testid="activation-status" data-phase={phase} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{t('paymentSuccess.activating')}</Typography>
      </Box>
      {counter}
    </Box>
  );
}
