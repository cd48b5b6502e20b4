import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, Container, Divider, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { PremiumFeature } from '../../../../../contracts/plan.ts';
import { formatDate } from '../../../i18n/format';
import { premiumServices } from '../shared/services';
import { ServiceCard, ServiceGrid } from '../shared/ServiceCard';
import { ActivationStatus } from './ActivationStatus';
import { useActivationPolling } from './use-activation-polling';

/** Spec 2: the shortcut cards go to these paths (the calendar and digest ones redirect to the tools). */
const shortcuts: Record<PremiumFeature, string> = {
  'youtube-commenter': paths.youtubeCommenter,
  'telegram-calendar': paths.telegramCalendarShortcut,
  'telegram-digest': paths.telegramDigestShortcut,
};

/** Spec 2 'Payment success page' (/subscription/success), where the bank returns the payer. */
export function PaymentSuccessPage() {
  const { t, locale } = useLocale();
  const { phase, attempts, checking, checkNow, subscription } = useActivationPolling();
  const endDate = subscription?.endDate ?? null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <title>{`${t('paymentSuccess.title')} · ${t('app.name')}`}</title>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Box sx={{ width: 72, height: 72, mx: 'auto', mb: 2, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'success.main', color: 'common.white' }}>
          <CheckCircleIcon sx={{ fontSize: 44 }} />
        </Box>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 28, md: 34 } }}>
          {t('paymentSuccess.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          {t('paymentSuccess.subtitle')}
        </Typography>
      </Box>

      <Card sx={{ mb: 5 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <ActivationStatus phase={phase} attempts={attempts} />
          <Divider sx={{ my: 2.5 }} />
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('paymentSuccess.plan')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {t('paymentSuccess.monthlySubscription')}
              </Typography>
            </Box>
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('paymentSuccess.validUntil')}
              </Typography>
              <Typography component="dd" data-testid="valid-until" sx={{ m: 0, fontWeight: 600 }}>
                {endDate !== null ? formatDate(endDate, locale) : t('common.notAvailable')}
              </Typography>
            </Box>
          </Box>
        </CardContent>
      </Card>

      <Typography variant="h5" component="h2" sx={{ mb: 2.5 }}>
        {t('paymentSuccess.shortcutsTitle')}
      </Typography>
      <ServiceGrid>
        {premiumServices.map((service) => (
          <ServiceCard key={service.feature} service={service} to={shortcuts[service.feature]} />
        ))}
      </ServiceGrid>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 5, justifyContent: 'center' }}>
        <Button variant="outlined" size="large" onClick={checkNow} disabled={checking || phase === 'active'}>
          {t('paymentSuccess.checkNow')}
        </Button>
        <Button component={RouterLink} to={paths.home} variant="outlined" size="large">
          {t('paymentSuccess.home')}
        </Button>
        <Button component={RouterLink} to={paths.manageSubscription} variant="contained" size="large">
          {t('paymentSuccess.manage')}
        </Button>
      </Stack>
    </Container>
  );
}
