import { Chip, type ChipProps } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';

const known: Record<string, { label: MessageKey; color: ChipProps['color'] }> = {
  NONE: { label: 'subscription.statuses.NONE', color: 'default' },
  PENDING: { label: 'subscription.statuses.PENDING', color: 'info' },
  ACTIVE: { label: 'subscription.statuses.ACTIVE', color: 'success' },
  CANCELED: { label: 'subscription.statuses.CANCELED', color: 'warning' },
  PAST_DUE: { label: 'subscription.statuses.PAST_DUE', color: 'error' },
  EXPIRED: { label: 'subscription.statuses.EXPIRED', color: 'default' },
};

/** A subscription's status; one the console does not know is shown as it comes (spec 3). */
export function StatusBadge({ status, size = 'medium' }: { status: string; size?: ChipProps['size'] }) {
  const t = useT();
  const style = Object.hasOwn(known, status) ? known[status] : undefined;
  return <Chip data-testid="subscription-status" size={size} label={style ? t(style.label) : status} color={style?.color ?? 'default'} sx={{ fontWeight: 600 }} />;
}
