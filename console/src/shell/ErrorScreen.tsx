import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { Button, Container, Typography } from '@mui/material';
import { useT } from '../i18n/LocaleProvider';

/** Spec 2: the generic error screen. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Container maxWidth="sm" role="alert" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <ReportProblemOutlinedIcon color="error" sx={{ fontSize: 56, mb: 2 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('errors.generic.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('errors.generic.description')}
      </Typography>
      <Button variant="contained" size="large" onClick={onRetry}>
        {t('errors.generic.retry')}
      </Button>
    </Container>
  );
}
