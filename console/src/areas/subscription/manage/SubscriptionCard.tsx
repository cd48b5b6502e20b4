import { Alert, Box, Card, CardContent, Divider, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatDate } from '../../../i18n/format';
import { StatusBadge } from '../shared/StatusBadge';
import type { Subscription } from '../state/subscription';
import { SubscriptionActions } from './SubscriptionActions';
import { SubscriptionDetails } from './SubscriptionDetails';

/** The main card of /subscription/manage: status, details, the notice of the status, actions. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { t, locale } = useLocale();
  const { status, endDate } = subscription;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h6" component="h2">
              {t('manage.cardTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('subscription.planName')}
            </Typography>
          </Box>
          <StatusBadge status={status} />
        </Box>
        <Divider />
        <SubscriptionDetails subscription={subscription} />
        {status === 'CANCELED' && endDate !== null && <Alert severity="info">{t('manage.canceledNotice', { date: formatDate(endDate, locale) })}</Alert>}
        {status === 'PAST_DUE' && <Alert severity="error">{t('manage.pastDue')}</Alert>}
        <SubscriptionActions subscription={subscription} />
      </CardContent>
    </Card>
  );
}
