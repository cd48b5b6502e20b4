import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Container, Divider, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { Locale } from '../../../i18n/types';
import { formatRub } from '../../../i18n/format';
import { isCardFilled } from './card-format';
import { CardFields, type CardValues } from './CardFields';
import { ReceiptSection } from './ReceiptSection';
import { useCheckoutReceipt } from './use-checkout-receipt';
import { useTestCheckout } from './use-test-checkout';

const empty: CardValues = { cardNumber: '', expiry: '', cvv: '', cardholder: '' };
/** The test bank's cards (docs/decisions.md 'The test bank'): one approved, one declined at checkout. */
const APPROVED_TEST_CARD = '4242 4242 4242 4242';
const DECLINED_TEST_CARD = '4000 0000 0000 0002';
// Non-breaking spaces: a card number should not wrap across lines.
const unbroken = (card: string) => card.replaceAll(' ', '\u00a0');

/** The amount from the link, formatted when it is a number; shown as it came otherwise. */
function displayAmount(raw: string | null, locale: Locale): string | null {
  if (raw === null || raw.trim() === '') return null;
  const amount = Number(raw);
  return Number.isFinite(amount) ? formatRub(amount, locale) : raw;
}

/**
 * Spec 2 '/test-payment': the sandbox bank's checkout. The test bank's payment links land here
 * with payment_id, amount and success_url. Below the amount, the fiscal receipt the bank was
 * given with the payment (GET /api/test-payment/:paymentId); the amount stays the link's.
 */
export default function TestPaymentPage() {
  const { t, locale } = useLocale();
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id');
  const { processing, pay } = useTestCheckout(params.get('success_url'));
  const [card, setCard] = useState(empty);
  const receipt = useCheckoutReceipt(paymentId);

  if (!paymentId) return <Navigate to={paths.subscription} replace />;

  const amount = displayAmount(params.get('amount'), locale) ?? t('common.notAvailable');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (processing || !isCardFilled(card)) return;
    void pay({ paymentId, ...card, cardholder: card.cardholder.trim() });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <title>{`${t('testPayment.title')} · ${t('app.name')}`}</title>
      <Card sx={{ borderRadius: 4 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3, flexWrap: 'wrap' }}>
            <CreditCardIcon color="primary" />
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
              {t('testPayment.title')}
            </Typography>
            <Chip label={t('testPayment.testMode')} color="warning" size="small" variant="outlined" />
          </Box>

          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover', mb: 3 }}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {t('testPayment.amount')}
              </Typography>
              <Typography data-testid="payment-amount" sx={{ fontSize: 28, fontWeight: 800, lineHeight: 1.2 }}>
                {t('pricing.price', { price: amount })}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {t('testPayment.payment')}
              </Typography>
              <Typography data-testid="payment-ref" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                …{paymentId.slice(-8)}
              </Typography>
            </Box>
          </Box>

          <ReceiptSection checkout={receipt} />

          <Box component="form" onSubmit={submit} noValidate>
            <CardFields values={card} onChange={setCard} disabled={processing} />
            <Alert severity="info" sx={{ mt: 2 }} data-testid="test-card-hint">
              {t('testPayment.hint', { card: unbroken(APPROVED_TEST_CARD) })} {t('testPayment.declineHint', { card: unbroken(DECLINED_TEST_CARD) })}
            </Alert>
            <Divider sx={{ my: 3 }} />
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={paths.subscription} variant="outlined" size="large" disabled={processing}>
                {t('testPayment.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={processing || !isCardFilled(card)}
                startIcon={processing ? <CircularProgress size={18} color="inherit" /> : undefined}
                data-testid="pay-button"
                sx={{ minWidth: 180 }}
              >
                {processing ? t('testPayment.processing') : t('testPayment.pay', { amount })}
              </Button>
            </Stack>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            {t('testPayment.noCharge')}
          </Typography>
        </CardContent>
      </Card>
    </Container>
  );
}
