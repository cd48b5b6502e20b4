import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { planValues } from '../shared/plan-values';
import { faq } from './pricing-content';
import { Section } from './PricingSections';

export function PricingFaq() {
  const { t, locale } = useLocale();
  const values = planValues(locale);
  return (
    <Section id="faq" title={t('pricing.faqTitle')}>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        {faq.map((item) => (
          <Accordion key={item.id} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${item.id}-content`} id={`faq-${item.id}-header`}>
              <Typography component="h3" sx={{ fontWeight: 650 }}>
                {t(item.question)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{t(item.answer, values)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}
