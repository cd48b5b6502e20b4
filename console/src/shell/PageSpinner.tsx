import { Box, CircularProgress } from '@mui/material';
import { useT } from '../i18n/LocaleProvider';

export function PageSpinner() {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320, flex: 1 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
