import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n/LocaleProvider';
import type { Tool } from './tools';

export function ToolCard({ tool }: { tool: Tool }) {
  const t = useT();
  const Icon = tool.icon;
  return (
    <Card sx={{ height: '100%', transition: 'box-shadow .2s, transform .2s', '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' } }}>
      <CardActionArea component={RouterLink} to={tool.to} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ width: 48, height: 48, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: `${tool.color}14`, color: tool.color }}>
            <Icon />
          </Box>
          <Typography variant="h6" component="h3">
            {t(tool.title)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t(tool.description)}
          </Typography>
          <Typography variant="body2" color="primary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
            {t('common.open')} <ArrowForwardIcon fontSize="inherit" />
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
