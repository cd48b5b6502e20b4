import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Fragment, useId, type ReactNode } from 'react';
import type { FiscalReceipt } from '../../../../../contracts/fiscal-receipt.ts';
import { formatRub, intlLocale } from '../../../i18n/format';
import { useLocale } from '../../../i18n/LocaleProvider';
import { kopecksToRub, paymentMethodLabel, paymentObjectLabel, taxationLabel, vatRateLabel } from '../../../i18n/receipt-labels';
import type { Locale } from '../../../i18n/types';
import type { CheckoutReceipt } from './use-checkout-receipt';

/** One term of the receipt and its value: a group (div) of the definition list, laid out by the list's grid. */
function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

const formatQuantity = (quantity: number, locale: Locale) => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 3 }).format(quantity);

function ReceiptDetails({ receipt }: { receipt: FiscalReceipt }) {
  const { t, locale } = useLocale();
  const rub = (kopecks: number) => t('pricing.price', { price: formatRub(kopecksToRub(kopecks), locale) });
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
        {receipt.Items.map((item, index) => {
          const quantity = formatQuantity(item.Quantity, locale);
          return (
            // The items of a receipt have no id of their own; their order is the receipt's.
            <Fragment key={index}>
              <Row term={t('testPayment.receipt.item')} testId="receipt-item-name">
                {item.Name}
              </Row>
              <Row term={t('testPayment.receipt.quantityPrice')}>
                {t('testPayment.receipt.quantityTimesPrice', {
                  quantity: item.MeasurementUnit ? `${quantity} ${item.MeasurementUnit}` : quantity,
                  price: formatRub(kopecksToRub(item.Price), locale),
                })}
              </Row>
              <Row term={t('testPayment.receipt.amount')} testId="receipt-item-amount">
                {rub(item.Amount)}
              </Row>
              <Row term={t('testPayment.receipt.vat')} testId="receipt-item-vat">
                {vatRateLabel(item.Tax, locale)}
              </Row>
              <Row term={t('testPayment.receipt.paymentMethod')}>{paymentMethodLabel(item.PaymentMethod, locale)}</Row>
              <Row term={t('testPayment.receipt.paymentObject')}>{paymentObjectLabel(item.PaymentObject, locale)}</Row>
            </Fragment>
          );
        })}
        <Row term={t('testPayment.receipt.taxation')} testId="receipt-taxation">
          {taxationLabel(receipt.Taxation, locale)}
        </Row>
        <Row term={t('testPayment.receipt.ffdVersion')} testId="receipt-ffd">
          {receipt.FfdVersion}
        </Row>
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }} data-testid="receipt-email">
        {t('testPayment.receipt.email', { email: receipt.Email })}
      </Typography>
    </>
  );
}

/**
 * The fiscal receipt (54-FZ) the bank was given with this payment, as the sandbox bank holds it:
 * what the customer will get by e-mail. A region named by its h2.
 */
export function ReceiptSection({ checkout }: { checkout: CheckoutReceipt }) {
  const { t } = useLocale();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="receipt" sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', mb: 3 }}>
      <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 700, mb: 1 }}>
        {t('testPayment.receipt.title')}
      </Typography>
      {checkout.state === 'loading' && <CircularProgress size={20} aria-label={t('testPayment.receipt.loading')} data-testid="receipt-loading" />}
      {checkout.state === 'failed' && (
        <Alert severity="warning" data-testid="receipt-failed">
          {t('testPayment.receipt.loadFailed')}
        </Alert>
      )}
      {checkout.state === 'loaded' &&
        (checkout.receipt === null ? (
          <Typography variant="body2" color="text.secondary" data-testid="receipt-none">
            {t('testPayment.receipt.none')}
          </Typography>
        ) : (
          <ReceiptDetails receipt={checkout.receipt} />
        ))}
    </Box>
  );
}
