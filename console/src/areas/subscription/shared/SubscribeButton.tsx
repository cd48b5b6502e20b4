import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { reportActionError } from '../../../api/report-error';
import { NO_PAYMENT_URL } from '../state/subscription-api';
import { subscriptionExists, type Subscription } from '../state/subscription';
import { useStartPayment } from './use-start-payment';

/**
 * The promo's call to action (spec 2 'Landing page'). Someone who never subscribed gets
 * 'Начать бесплатно' / 'Start for free', which opens the offer: looking costs nothing, and the
 * first week is refundable. Anyone who had a subscription knows the offer: 'Оформить подписку' /
 * 'Subscribe now' goes straight to payment.
 */
export const promoAction = (subscription: Subscription | null): 'startFree' | 'subscribe' => (subscriptionExists(subscription) ? 'subscribe' : 'startFree');

type Props = { subscription: Subscription | null } & Pick<ButtonProps, 'size' | 'fullWidth' | 'sx'>;

export function SubscribeButton({ subscription, size = 'large', fullWidth, sx }: Props) {
  const t = useT();
  const { busy, start } = useStartPayment();

  if (promoAction(subscription) === 'startFree') {
    return (
      <Button variant="contained" size={size} fullWidth={fullWidth} sx={sx} component={RouterLink} to={paths.subscription}>
        {t('promo.startFree')}
      </Button>
    );
  }
  const subscribe = () =>
    start().catch((error: unknown) =>
      // Spec 8: a missing payment link and any other failure have their own texts.
      reportActionError(error, error instanceof Error && error.message === NO_PAYMENT_URL ? 'subscription.payment.linkMissing' : 'subscription.payment.failed'),
    );
  return (
    <Button variant="contained" size={size} fullWidth={fullWidth} sx={sx} disabled={busy} onClick={() => void subscribe()}>
      {busy ? t('pricing.creating') : t('promo.subscribe')}
    </Button>
  );
}
