import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Box, Container, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { planValues } from '../shared/plan-values';
import { premiumServices } from '../shared/services';
import { ServiceCard, ServiceGrid } from '../shared/ServiceCard';
import { SubscribeButton } from '../shared/SubscribeButton';
import { useSubscription } from '../state/use-subscription';

/** Spec 2: the welcome/promo screen, three feature cards and one button; the feature guard's fallback. */
export function WelcomePromo() {
  const { t, locale } = useLocale();
  const { subscription } = useSubscription();
  return (
    <Container maxWidth="lg" component="section" data-testid="welcome-promo" sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 4, md: 6 } }}>
        <Box sx={{ width: 56, height: 56, mx: 'auto', mb: 2, borderRadius: 3, display: 'grid', placeItems: 'center', color: 'primary.contrastText', background: 'linear-gradient(135deg, #4338ca 0%, #7c3aed 100%)' }}>
          <AutoAwesomeIcon />
        </Box>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 28, md: 34 } }}>
          {t('promo.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('promo.subtitle', planValues(locale))}
        </Typography>
        <SubscribeButton subscription={subscription} sx={{ px: 4 }} />
      </Box>
      <ServiceGrid>
        {premiumServices.map((service) => (
          <ServiceCard key={service.feature} service={service} headingLevel="h2" />
        ))}
      </ServiceGrid>
    </Container>
  );
}
