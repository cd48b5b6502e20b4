import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { MessageScreen } from '../../../shell/MessageScreen';

/** Spec 2 'Digest not found' (the edit screens and the history), with the way back to the list. */
export function DigestNotFound() {
  const t = useT();
  return (
    <MessageScreen
      pageTitle
      icon={<SearchOffIcon color="primary" sx={{ fontSize: 56, mb: 2 }} />}
      title={t('telegramDigest.edit.notFound')}
      description={t('telegramDigest.edit.notFoundBody')}
      action={
        <Button component={RouterLink} to={paths.telegramDigest} variant="contained" startIcon={<ArrowBackIcon />}>
          {t('telegramDigest.back')}
        </Button>
      }
    />
  );
}
