import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import type { Subscription } from '../state/subscription';
import { CancelDialog } from './CancelDialog';
import { RefundDialog } from './RefundDialog';

/** Statuses whose way forward is the offer page (spec 2: resume, pay now; and starting anew). */
const toOffer: Record<string, MessageKey> = {
  CANCELED: 'manage.resume',
  PAST_DUE: 'manage.payNow',
  EXPIRED: 'manage.subscribeAgain',
};

/**
 * Spec 2: ACTIVE may cancel, and ask for a refund while the window is open (refundDaysLeft is
 * null outside it); CANCELED resumes and PAST_DUE pays on /subscription.
 */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const t = useT();
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);
  const close = () => setDialog(null);

  if (subscription.status !== 'ACTIVE') {
    const label = Object.hasOwn(toOffer, subscription.status) ? toOffer[subscription.status] : undefined;
    if (label === undefined) return null;
    return (
      <Button component={RouterLink} to={paths.subscription} variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
        {t(label)}
      </Button>
    );
  }
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {subscription.refundDaysLeft !== null && (
          <Button variant="outlined" onClick={() => setDialog('refund')}>
            {t('manage.requestRefund')}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
          {t('manage.cancel')}
        </Button>
      </Stack>
      <CancelDialog open={dialog === 'cancel'} endDate={subscription.endDate} onClose={close} />
      <RefundDialog open={dialog === 'refund'} amount={subscription.amount} onClose={close} />
    </>
  );
}
