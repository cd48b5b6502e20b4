import { Box, LinearProgress, Typography } from '@mui/material';
import { useLocale } from '../../../i18n/LocaleProvider';
import { formatCount } from '../video/format';
import type { QuotaUsage } from './channel-api';

/** The YouTube API units spent today of Google's daily limit, so a creator sees it coming. */
export function QuotaMeter({ quota }: { quota: QuotaUsage }) {
  const { t, locale } = useLocale();
  const share = quota.limit > 0 ? Math.min(100, (100 * quota.used) / quota.limit) : 100;
  return (
    <Box data-testid="quota-meter">
      <Typography variant="body2" color="text.secondary" id="youtube-quota-label">
        {t('youtube.channel.quota', { used: formatCount(quota.used, locale), limit: formatCount(quota.limit, locale) })}
      </Typography>
      <LinearProgress variant="determinate" value={share} color={share >= 90 ? 'error' : share >= 70 ? 'warning' : 'primary'} aria-labelledby="youtube-quota-label" sx={{ my: 0.75, height: 6, borderRadius: 3 }} />
      <Typography variant="caption" color="text.secondary">
        {t('youtube.channel.quotaReset')}
      </Typography>
    </Box>
  );
}
