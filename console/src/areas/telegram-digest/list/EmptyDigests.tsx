import AddIcon from '@mui/icons-material/Add';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { Button, Card, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { digestPaths } from '../shared/routes';

/** Spec 2 'Empty state: No digests configured yet... with a Create Your First Digest button'. */
export function EmptyDigests() {
  const t = useT();
  return (
    <Card variant="outlined" sx={{ textAlign: 'center', py: { xs: 5, md: 8 }, px: 3, borderStyle: 'dashed' }} data-testid="digests-empty">
      <NewspaperIcon color="disabled" sx={{ fontSize: 48, mb: 1.5 }} aria-hidden />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('telegramDigest.list.empty')}
      </Typography>
      <Button component={RouterLink} to={digestPaths.create} variant="contained" startIcon={<AddIcon />}>
        {t('telegramDigest.list.createFirst')}
      </Button>
    </Card>
  );
}
