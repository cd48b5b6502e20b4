import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../i18n/LocaleProvider';
import { planValues } from '../shared/plan-values';
import { premiumServices } from '../shared/services';
import type { Subscription } from '../state/subscription';

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <List dense disablePadding>
          {children}
        </List>
      </CardContent>
    </Card>
  );
}

function Line({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start' }} data-testid={testId}>
      <ListItemIcon sx={{ minWidth: 32, mt: 0.75 }}>{icon}</ListItemIcon>
      <ListItemText primary={children} />
    </ListItem>
  );
}

/** Spec 2 'Included Services': video comments, calendar, digest. */
export function IncludedServicesCard() {
  const t = useT();
  return (
    <InfoCard title={t('manage.includedServices')}>
      {premiumServices.map((service) => (
        <Line key={service.feature} icon={<CheckCircleIcon color="success" fontSize="small" />}>
          {t(service.title)}
        </Line>
      ))}
    </InfoCard>
  );
}

/** Spec 2 'Billing Information': monthly billing, the refund window with its days left, retries. */
export function BillingInfoCard({ subscription }: { subscription: Subscription }) {
  const { t, locale } = useLocale();
  const info = <InfoOutlinedIcon color="action" fontSize="small" />;
  return (
    <InfoCard title={t('manage.billingInfo')}>
      <Line icon={info}>{t('manage.billing.monthly')}</Line>
      <Line icon={info}>{t('manage.billing.refund', planValues(locale))}</Line>
      {subscription.refundDaysLeft !== null && (
        <Line icon={<InfoOutlinedIcon color="primary" fontSize="small" />} testId="refund-days-left">
          <strong>{t('manage.billing.refundDaysLeft', { smart_count: subscription.refundDaysLeft })}</strong>
        </Line>
      )}
      <Line icon={info}>{t('manage.billing.retries')}</Line>
    </InfoCard>
  );
}
