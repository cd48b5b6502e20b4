import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n/LocaleProvider';

/** Any path without a page, including the screens later issues build. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <title>{`${t('errors.notFound.title')} · ${t('app.name')}`}</title>
      <SearchOffIcon color="primary" sx={{ fontSize: 56, mb: 2 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('errors.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('errors.notFound.description')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('errors.notFound.home')}
      </Button>
    </Container>
  );
}
