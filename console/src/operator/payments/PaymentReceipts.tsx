import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import type { AdminPaymentReceipt, ReceiptStatus } from '../../../../contracts/fiscal-receipt.ts';
import type { AdminPayment } from '../../../../contracts/subscription.ts';
import { useLocale } from '../../i18n/LocaleProvider';
import { taxationLabel, vatRateLabel } from '../../i18n/receipt-labels';
import { formatDateTime, formatNumber } from '../shared/format';
import { Section } from '../shared/Section';
import { useDateLocale } from '../users/date-locale';

const statusColors: Record<ReceiptStatus, 'default' | 'success' | 'error'> = {
  sent: 'default',
  refused: 'error',
  issued: 'success',
  failed: 'error',
};

/** Kopecks as the locale writes roubles, kopecks kept when there are any: '₽2,100', '₽1,050.50'. */
const formatKopecks = (kopecks: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB', currencyDisplay: 'narrowSymbol', minimumFractionDigits: kopecks % 100 === 0 ? 0 : 2 }).format(kopecks / 100);

/** Only a web address is offered as a link: whatever else the bank might send is not followed. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function ReceiptCard({ entry }: { entry: AdminPaymentReceipt }) {
  const { t, locale } = useLocale();
  const formatLocale = useDateLocale();
  const headingId = useId();
  const { receipt } = entry;
  const vat = [...new Set(receipt.Items.map((item) => vatRateLabel(item.Tax, locale)))].join(', ');
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} data-testid="payment-receipt" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 700 }}>
          {t(`operator.payments.receipts.operations.${entry.operation}`)}
        </Typography>
        <Chip
          size="small"
          label={t(`operator.payments.receipts.statuses.${entry.status}`)}
          color={statusColors[entry.status]}
          sx={{ fontWeight: 600 }}
          data-testid="payment-receipt-status"
        />
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
        <Row term={t('operator.payments.receipts.amount')}>{formatKopecks(Math.round(entry.amount * 100), formatLocale)}</Row>
        <Row term={t('operator.payments.receipts.email')}>{receipt.Email}</Row>
        {receipt.Items.map((item, index) => (
          // The items of a receipt have no id of their own; their order is the receipt's.
          <Row key={index} term={t('operator.payments.receipts.item')}>
            {t('operator.payments.receipts.itemLine', {
              name: item.Name,
              quantity: item.MeasurementUnit ? `${formatNumber(item.Quantity, formatLocale)} ${item.MeasurementUnit}` : formatNumber(item.Quantity, formatLocale),
              price: formatKopecks(item.Price, formatLocale),
            })}
          </Row>
        ))}
        <Row term={t('operator.payments.receipts.vat')}>{vat}</Row>
        <Row term={t('operator.payments.receipts.taxation')}>{taxationLabel(receipt.Taxation, locale)}</Row>
        <Row term={t('operator.payments.receipts.ffdVersion')}>{receipt.FfdVersion}</Row>
        {entry.errorCode !== null && <Row term={t('operator.payments.receipts.errorCode')}>{entry.errorCode}</Row>}
        {entry.errorMessage !== null && <Row term={t('operator.payments.receipts.errorMessage')}>{entry.errorMessage}</Row>}
        {entry.fiscalDocumentNumber !== null && <Row term={t('operator.payments.receipts.fiscalDocumentNumber')}>{entry.fiscalDocumentNumber}</Row>}
        <Row term={t('operator.payments.receipts.sentAt')}>{formatDateTime(entry.sentAt, formatLocale, t('operator.none'))}</Row>
        <Row term={t('operator.payments.receipts.updatedAt')}>{formatDateTime(entry.updatedAt, formatLocale, t('operator.none'))}</Row>
      </Box>
      {entry.receiptUrl !== null && isWebAddress(entry.receiptUrl) && (
        <Link href={entry.receiptUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}>
          {t('operator.payments.receipts.openReceipt')}
          <OpenInNewIcon fontSize="inherit" aria-hidden />
        </Link>
      )}
    </Paper>
  );
}

/**
 * The fiscal receipts (54-FZ) sent with this payment and its refund, oldest first: what the
 * bank was given and what became of it. No card data: the record holds none.
 */
export function PaymentReceipts() {
  const { t } = useLocale();
  const record = useRecordContext<AdminPayment>();
  if (!record) return null;
  const receipts = record.receipts ?? [];
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <Section title={t('operator.payments.receipts.title')} testId="payment-receipts">
        {() =>
          receipts.length === 0 ? (
            <Typography variant="body2">{t('operator.payments.receipts.none')}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {receipts.map((entry, index) => (
                <ReceiptCard key={`${entry.operation}-${entry.sentAt}-${index}`} entry={entry} />
              ))}
            </Stack>
          )
        }
      </Section>
    </Box>
  );
}
