import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n/LocaleProvider';
import { MessageScreen } from './MessageScreen';

/** Any path without a page, including the screens later issues build. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <>
      <title>{`${t('errors.notFound.title')} · ${t('app.name')}`}</title>
      <MessageScreen
        icon={<SearchOffIcon color="primary" sx={{ fontSize: 56, mb: 2 }} />}
        title={t('errors.notFound.title')}
        description={t('errors.notFound.description')}
        action={
          <Button component={RouterLink} to="/" variant="contained" size="large">
            {t('errors.notFound.home')}
          </Button>
        }
      />
    </>
  );
}
