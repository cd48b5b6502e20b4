import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ANALYTICS_LIMITS, ANALYTICS_SERVICES } from '../../../../../contracts/analytics.ts';
import { useT } from '../../../i18n/LocaleProvider';
import type { AnalyticsStatus, InsightStats } from '../shared/analytics-api';

interface Figure {
  id: string;
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
}

/**
 * Spec 2's stat cards: Total Insights (last 30 days), Critical Issues, Active Services (n/2). A
 * list, so a screen reader says how many; each label is read before its value.
 */
export function OverviewStats({ stats, status }: { stats: InsightStats; status: AnalyticsStatus }) {
  const t = useT();
  const active = ANALYTICS_SERVICES.filter((service) => status.services[service]).length;
  const figures: Figure[] = [
    { id: 'total', label: t('analytics.dashboard.stats.totalInsights'), value: stats.total, hint: t('analytics.dashboard.stats.lastDays', { days: ANALYTICS_LIMITS.statsDays }), icon: <InsightsIcon /> },
    { id: 'critical', label: t('analytics.dashboard.stats.critical'), value: stats.critical, icon: <ErrorOutlineIcon /> },
    { id: 'services', label: t('analytics.dashboard.stats.activeServices'), value: `${active}/${ANALYTICS_SERVICES.length}`, icon: <HubOutlinedIcon /> },
  ];
  return (
    <Box component="ul" aria-label={t('analytics.dashboard.stats.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {figures.map((figure) => (
        <Card component="li" key={figure.id} data-testid={`stat-${figure.id}`}>
          <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
              {figure.icon}
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {figure.value}
              </Typography>
              {figure.hint !== undefined && (
                <Typography variant="caption" color="text.secondary">
                  {figure.hint}
                </Typography>
              )}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
