import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminPayment, AdminSubscription } from '../../../../contracts/subscription.ts';
import { useT } from '../../i18n/LocaleProvider';
import { StatusBadge } from '../../areas/subscription/shared/StatusBadge';

/** The subscriber's name over their e-mail, as the list's first column. */
export function SubscriberField() {
  const record = useRecordContext<AdminSubscription>();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.userName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {record.userEmail}
      </Typography>
    </Box>
  );
}

/** Show layouts label a field by its `source`; the fields below draw the record themselves. */
interface FieldProps {
  source?: string;
}

/** The same status badge the subscriber sees. */
export function SubscriptionStatusField(_props: FieldProps) {
  const record = useRecordContext<AdminSubscription>();
  return record ? <StatusBadge status={record.status} size="small" /> : null;
}

const paymentColors: Record<AdminPayment['status'], 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  NEW: 'default',
  PENDING: 'info',
  CONFIRMED: 'success',
  REJECTED: 'error',
  REFUNDED: 'warning',
  EXPIRED: 'default',
};

export function PaymentStatusField(_props: FieldProps) {
  const t = useT();
  const record = useRecordContext<AdminPayment>();
  if (!record) return null;
  return <Chip size="small" label={t(`paymentStatuses.${record.status}`)} color={paymentColors[record.status]} sx={{ fontWeight: 600 }} />;
}
