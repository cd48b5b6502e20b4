import { Alert, Box, Container, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useAuth } from '../../../auth/AuthContext';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import { PageSpinner } from '../../../shell/PageSpinner';
import { formatDate } from '../../../i18n/format';
import { useStartPayment } from '../shared/use-start-payment';
import { useSubscription } from '../state/use-subscription';
import { LimitedTimeNote } from './LimitedTimeNote';
import { PlanCard } from './PlanCard';
import { PricingFaq } from './PricingFaq';
import { ServicesSection, WhyChooseSection } from './PricingSections';

/** The plan button's words: signed out, reactivating a cancelled plan, or starting one. */
function subscribeLabel(signedIn: boolean, canceled: boolean, busy: boolean): MessageKey {
  if (busy) return 'pricing.creating';
  if (!signedIn) return 'pricing.signInToSubscribe';
  return canceled ? 'pricing.reactivate' : 'pricing.start';
}

/** Spec 2 '/subscription': the public offer. */
export default function PricingPage() {
  const { t, locale } = useLocale();
  const auth = useAuth();
  const { subscription, loading } = useSubscription();
  const { busy, start } = useStartPayment();
  const signedIn = auth.status === 'authenticated';

  // Wait for the status before drawing: an active subscriber is about to be sent elsewhere.
  if (auth.status === 'loading' || (signedIn && loading)) return <PageSpinner />;
  if (subscription?.status === 'ACTIVE') return <Navigate to={paths.manageSubscription} replace />;

  const canceled = subscription?.status === 'CANCELED';
  const subscribe = () => {
    if (!signedIn) {
      auth.signIn();
      return;
    }
    start().catch((error: unknown) => {
      // Spec 8: on this page a failed payment creation is only logged; the button comes back.
      // eslint-disable-next-line no-console
      console.error('Creating the payment failed', error);
    });
  };

  return (
    <>
      <title>{`${t('subscription.planName')} · ${t('app.name')}`}</title>
      <Box component="section" sx={{ background: 'radial-gradient(1200px 400px at 50% -10%, rgba(99,102,241,0.18), transparent), linear-gradient(180deg, #eef2ff 0%, #f7f8fc 100%)' }}>
        <Container maxWidth="sm" sx={{ pt: { xs: 5, md: 8 }, pb: { xs: 5, md: 7 } }}>
          <Box sx={{ textAlign: 'center', mb: 4 }}>
            <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 38, md: 44 }, mb: 1.5 }}>
              {t('pricing.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: { md: 18 } }}>
              {t('pricing.subtitle')}
            </Typography>
          </Box>
          {canceled && subscription.endDate !== null && (
            <Alert severity="info" data-testid="canceled-banner" sx={{ mb: 3 }}>
              {t('pricing.canceledBanner', { date: formatDate(subscription.endDate, locale) })}
            </Alert>
          )}
          <PlanCard label={t(subscribeLabel(signedIn, canceled, busy))} busy={busy} onSubscribe={subscribe} />
        </Container>
      </Box>
      <ServicesSection />
      <WhyChooseSection />
      <PricingFaq />
      <LimitedTimeNote canceled={canceled} busy={busy} onSubscribe={subscribe} />
    </>
  );
}
