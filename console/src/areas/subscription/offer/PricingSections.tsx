import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../i18n/LocaleProvider';
import { planValues } from '../shared/plan-values';
import { premiumServices } from '../shared/services';
import { ServiceCard, ServiceGrid } from '../shared/ServiceCard';
import { reasons } from './pricing-content';

/** A titled block of the pricing page. */
export function Section({ id, title, subtitle, children }: { id: string; title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container maxWidth="lg" component="section" aria-labelledby={`${id}-heading`} sx={{ py: { xs: 5, md: 7 } }}>
      <Box sx={{ textAlign: { xs: 'left', md: 'center' }, mb: 4 }}>
        <Typography id={`${id}-heading`} variant="h4" component="h2" sx={{ fontSize: { xs: 26, md: 32 } }}>
          {title}
        </Typography>
        {subtitle !== undefined && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}

/** The services grid: what the subscription unlocks. */
export function ServicesSection() {
  const t = useT();
  return (
    <Section id="services" title={t('pricing.servicesTitle')} subtitle={t('pricing.servicesSubtitle')}>
      <ServiceGrid>
        {premiumServices.map((service) => (
          <ServiceCard key={service.feature} service={service} />
        ))}
      </ServiceGrid>
    </Section>
  );
}

/** 'Why choose us': four short reasons. */
export function WhyChooseSection() {
  const { t, locale } = useLocale();
  const values = planValues(locale);
  return (
    <Section id="why" title={t('pricing.whyTitle')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {reasons.map(({ id, icon: Icon, title, body }) => (
          <Box key={id}>
            <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', mb: 1.5 }}>
              <Icon />
            </Box>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t(title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(body, values)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
