import LoginIcon from '@mui/icons-material/Login';
import { Button } from '@mui/material';
import { useAuth } from '../auth/AuthContext';
import { useT } from '../i18n/LocaleProvider';
import { ErrorScreen } from '../shell/ErrorScreen';
import ForbiddenPage from '../shell/ForbiddenPage';
import { MessageScreen } from '../shell/MessageScreen';
import { isOperatorRole } from '../shell/nav-links';
import { PageSpinner } from '../shell/PageSpinner';
import { leaveTo } from './leave';

/**
 * Bull Board and the Temporal UI are pages of the web process, for operators. Anyone else's
 * navigation there is answered with the console (403, or 401 when signed out), which says why:
 * a sign-in prompt, or the forbidden page. An operator reaches this only when the server did
 * not see their session (a link followed from another site carries no SameSite=Strict cookie):
 * 'Try again' loads the page once more from here, which does.
 */
export default function OperatorServerPage() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'unauthenticated') return <SignInRequired onSignIn={auth.signIn} />;
  if (!isOperatorRole(auth.user.role)) return <ForbiddenPage />;
  return <ErrorScreen onRetry={() => leaveTo(window.location.href)} />;
}

function SignInRequired({ onSignIn }: { onSignIn: () => void }) {
  const t = useT();
  return (
    <MessageScreen
      pageTitle
      icon={<LoginIcon color="primary" sx={{ fontSize: 56, mb: 2 }} />}
      title={t('errors.signInRequired.title')}
      description={t('errors.signInRequired.description')}
      action={
        <Button variant="contained" size="large" onClick={onSignIn}>
          {t('auth.signInWithGoogle')}
        </Button>
      }
    />
  );
}
