import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import { useT } from '../i18n/LocaleProvider';

export function Footer() {
  const t = useT();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{ py: 3, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Stack direction="row" spacing={3}>
          <Link component={RouterLink} to={paths.terms} variant="body2" color="text.secondary" underline="hover">
            {t('footer.terms')}
          </Link>
          <Link component={RouterLink} to={paths.privacy} variant="body2" color="text.secondary" underline="hover">
            {t('footer.privacy')}
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
