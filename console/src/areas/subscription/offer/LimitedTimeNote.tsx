import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Button, Container, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { planValues } from '../shared/plan-values';

interface Props {
  canceled: boolean;
  busy: boolean;
  onSubscribe: () => void;
}

/** Spec 2: the limited-time note (the price is locked for early subscribers) with a second button. */
export function LimitedTimeNote({ canceled, busy, onSubscribe }: Props) {
  const { t, locale } = useLocale();
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="offer-heading" sx={{ pb: { xs: 6, md: 9 } }}>
      <Box
        sx={{
          borderRadius: 4,
          p: { xs: 3, sm: 5 },
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #4338ca 0%, #7c3aed 100%)',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          gap: 3,
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id="offer-heading" variant="h5" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <BoltIcon /> {t('pricing.offer.title')}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>{t('pricing.offer.body')}</Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={onSubscribe}
          data-testid="offer-button"
          sx={{ bgcolor: 'common.white', color: 'primary.main', flexShrink: 0, px: 4, '&:hover': { bgcolor: 'grey.100' } }}
        >
          {busy ? t('pricing.creating') : t(canceled ? 'pricing.offer.reactivate' : 'pricing.offer.getStarted', planValues(locale))}
        </Button>
      </Box>
    </Container>
  );
}
