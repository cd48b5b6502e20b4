import { Box, Container, Stack, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { PageSpinner } from '../../../shell/PageSpinner';
import { subscriptionExists } from '../state/subscription';
import { useSubscription } from '../state/use-subscription';
import { BillingInfoCard, IncludedServicesCard } from './InfoCards';
import { SubscriptionCard } from './SubscriptionCard';

/** Spec 2 '/subscription/manage'. */
export function ManageSubscriptionPage() {
  const t = useT();
  const { subscription, loading } = useSubscription();

  if (loading) return <PageSpinner />;
  if (!subscriptionExists(subscription)) return <Navigate to={paths.subscription} replace />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <title>{`${t('manage.title')} · ${t('app.name')}`}</title>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, md: 34 } }}>
        {t('manage.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {t('manage.subtitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <SubscriptionCard subscription={subscription} />
        <Stack spacing={3}>
          <IncludedServicesCard />
          <BillingInfoCard subscription={subscription} />
        </Stack>
      </Box>
    </Container>
  );
}
