import BlockIcon from '@mui/icons-material/Block';
import { useT } from '../i18n/LocaleProvider';
import { HomeButton, MessageScreen } from './MessageScreen';

/** A page this account may not open: the operator area for everyone but operators and admins. */
export default function ForbiddenPage() {
  const t = useT();
  return (
    <MessageScreen
      pageTitle
      icon={<BlockIcon color="error" sx={{ fontSize: 56, mb: 2 }} />}
      title={t('errors.forbidden.title')}
      description={t('errors.forbidden.description')}
      action={<HomeButton />}
    />
  );
}
