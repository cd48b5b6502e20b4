import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useT } from '../i18n/LocaleProvider';
import { HomeButton, MessageScreen } from './MessageScreen';

/** Any path without a page, including the screens later issues build. */
export default function NotFoundPage() {
  const t = useT();
  return (
    <MessageScreen
      pageTitle
      icon={<SearchOffIcon color="primary" sx={{ fontSize: 56, mb: 2 }} />}
      title={t('errors.notFound.title')}
      description={t('errors.notFound.description')}
      action={<HomeButton />}
    />
  );
}
