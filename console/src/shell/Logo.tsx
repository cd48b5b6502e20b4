import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n/LocaleProvider';

/**
 * `compact`: the signed-in header carries the tool links (and the operator menu), so on
 * desktops narrower than 1536 px the name gives way to them and only the mark stays.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <Box
      component={RouterLink}
      to="/"
      // Its name starts with the words it shows (WCAG 2.5.3), then says where it leads.
      aria-label={`${t('app.name')}, ${t('app.home')}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', mr: 2, flexShrink: 0 }}
    >
      <Box
        sx={{
          width: 34,
          height: 34,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #4338ca 0%, #7c3aed 100%)',
        }}
      >
        <AutoAwesomeIcon fontSize="small" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 17, display: compact ? { xs: 'none', sm: 'inline', lg: 'none', xl: 'inline' } : { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}>
        {t('app.name')}
      </Typography>
    </Box>
  );
}
