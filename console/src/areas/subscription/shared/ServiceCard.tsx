import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import type { PremiumService } from './services';

/** One service as a card; with `to` the whole card is a link. */
export function ServiceCard({ service, to, headingLevel = 'h3' }: { service: PremiumService; to?: string; headingLevel?: 'h2' | 'h3' }) {
  const t = useT();
  const Icon = service.icon;
  const body: ReactNode = (
    <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ width: 48, height: 48, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: `${service.color}14`, color: service.color }}>
        <Icon />
      </Box>
      <Typography variant="h6" component={headingLevel}>
        {t(service.title)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {t(service.description)}
      </Typography>
      {to !== undefined && (
        <Typography variant="body2" color="primary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
          {t('common.open')} <ArrowForwardIcon fontSize="inherit" />
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%', transition: 'box-shadow .2s, transform .2s', ...(to !== undefined ? { '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' } } : {}) }}>
      {to === undefined ? (
        body
      ) : (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}

/** Three cards side by side on wide screens, stacked on phones. */
export function ServiceGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>{children}</Box>;
}
