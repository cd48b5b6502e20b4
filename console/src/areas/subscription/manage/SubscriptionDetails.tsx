import { Box, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import { formatDate, formatRub } from '../../../i18n/format';
import type { Subscription } from '../state/subscription';

/** 'Next billing date', or 'Active until' once cancelled (spec 2), or when it ended. */
function endLabel(status: string): MessageKey {
  if (status === 'CANCELED') return 'manage.activeUntil';
  if (status === 'EXPIRED') return 'manage.endedOn';
  return 'manage.nextBilling';
}

/** Plan, price, start and end of a subscription, as a definition list. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t, locale } = useLocale();
  const date = (iso: string | null) => (iso === null ? t('common.notAvailable') : formatDate(iso, locale));
  const rows: { id: string; label: MessageKey; value: string }[] = [
    { id: 'plan', label: 'manage.plan', value: t('manage.monthly') },
    { id: 'price', label: 'manage.price', value: t('manage.priceValue', { amount: formatRub(subscription.amount, locale) }) },
    { id: 'start', label: 'manage.startDate', value: date(subscription.startDate) },
    { id: 'end', label: endLabel(subscription.status), value: date(subscription.endDate) },
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
      {rows.map((row) => (
        <Box key={row.id}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(row.label)}
          </Typography>
          <Typography component="dd" data-testid={`subscription-${row.id}`} sx={{ m: 0, fontWeight: 600 }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
