import { Box, Paper, Typography } from '@mui/material';
import type { Dashboard } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/types';
import { formatMoney, formatNumber } from '../shared/format';
import { useDateLocale } from '../users/date-locale';

/** The dashboard's figures: subscriptions, MRR in roubles as the locale writes them, and sign-ups. */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const locale = useDateLocale();
  const { subscriptions, signUps } = dashboard;
  const cards: { key: MessageKey; value: string }[] = [
    { key: 'operator.dashboard.activeSubscriptions', value: formatNumber(subscriptions.active, locale) },
    { key: 'operator.dashboard.mrr', value: formatMoney(subscriptions.mrrMinor, subscriptions.currency, locale) },
    { key: 'operator.dashboard.pastDue', value: formatNumber(subscriptions.pastDue, locale) },
    { key: 'operator.dashboard.signUpsToday', value: formatNumber(signUps.today, locale) },
    { key: 'operator.dashboard.signUps7', value: formatNumber(signUps.last7Days, locale) },
    { key: 'operator.dashboard.signUps30', value: formatNumber(signUps.last30Days, locale) },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('operator.dashboard.cards')}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}
    >
      {cards.map((card) => (
        <Paper component="li" variant="outlined" key={card.key} sx={{ p: 2 }} data-testid="stat-card">
          <Typography variant="body2" color="text.secondary">
            {t(card.key)}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {card.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
