import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, Chip, Divider, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { planValues } from '../shared/plan-values';
import { planFeatures } from './pricing-content';

interface Props {
  label: string;
  busy: boolean;
  onSubscribe: () => void;
}

/** The one plan: Professional Plan, ₽2,100 a month, its features and the subscribe button. */
export function PlanCard({ label, busy, onSubscribe }: Props) {
  const { t, locale } = useLocale();
  const values = planValues(locale);
  return (
    <Card variant="elevation" elevation={0} data-testid="plan-card" sx={{ border: 2, borderColor: 'primary.main', borderRadius: 4, boxShadow: '0 20px 50px -20px rgba(67,56,202,0.35)' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Chip label={t('pricing.badge')} color="primary" size="small" sx={{ mb: 2, fontWeight: 600 }} />
        <Typography variant="h5" component="h2">
          {t('subscription.planName')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 2 }}>
          <Typography component="p" sx={{ fontSize: { xs: 40, sm: 48 }, fontWeight: 800, lineHeight: 1.1 }}>
            {t('pricing.price', values)}
          </Typography>
          <Typography color="text.secondary">{t('pricing.perMonth')}</Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('pricing.vat')}
        </Typography>
        <Divider sx={{ my: 3 }} />
        <List dense disablePadding>
          {planFeatures.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 34 }}>
                <CheckCircleIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(feature)} />
            </ListItem>
          ))}
        </List>
        <Button variant="contained" size="large" fullWidth disabled={busy} onClick={onSubscribe} data-testid="subscribe-button" sx={{ mt: 3, py: 1.5 }}>
          {label}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
          {t('pricing.guarantee', values)}
        </Typography>
      </CardContent>
    </Card>
  );
}
