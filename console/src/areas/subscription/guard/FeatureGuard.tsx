import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthorizedError } from '../../../api/api-error';
import { paths } from '../../../app/paths';
import { useAuth } from '../../../auth/AuthContext';
import { useMessages, useT } from '../../../i18n/LocaleProvider';
import { MessageScreen } from '../../../shell/MessageScreen';
import { PageSpinner } from '../../../shell/PageSpinner';
import type { PremiumFeature } from '../../../../../contracts/plan.ts';
import { subscriptionMessages } from '../i18n';
import { canUseFeature } from './features';
import { PaywallDialog } from './PaywallDialog';
import { useSubscription } from '../state/use-subscription';
import { WelcomePromo } from './WelcomePromo';

/**
 * Spec 2 'Feature guard': renders a premium tool only for a subscription that unlocks it.
 * While the status loads, a spinner; when the session was lost, a prompt to log in again;
 * without access, the promo under a paywall dialog whose closing leads to /subscription.
 * areas/signed-in-routes.tsx puts it around every area with a premium feature.
 */
export function FeatureGuard({ feature, children }: { feature: PremiumFeature; children: ReactNode }) {
  // The promo, paywall and log-in texts are this area's, whichever area the guard stands before.
  useMessages(subscriptionMessages);
  const { subscription, loading, error } = useSubscription();
  const navigate = useNavigate();

  if (loading) return <PageSpinner />;
  if (error !== null && isUnauthorizedError(error)) return <LogInAgain />;
  if (!canUseFeature(subscription, feature)) {
    return (
      <>
        <WelcomePromo />
        <PaywallDialog feature={feature} onClose={() => void navigate(paths.subscription, { replace: true })} />
      </>
    );
  }
  return children;
}

function LogInAgain() {
  const t = useT();
  const { signIn } = useAuth();
  return (
    <MessageScreen
      role="alert"
      icon={<LockClockOutlinedIcon color="warning" sx={{ fontSize: 56, mb: 2 }} />}
      title={t('featureGuard.sessionTitle')}
      description={t('auth.sessionExpired.description')}
      action={
        <Button variant="contained" size="large" onClick={signIn}>
          {t('featureGuard.logInAgain')}
        </Button>
      }
    />
  );
}
