import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Button, Card, CardContent, Container, Tab, Tabs } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { PageSpinner } from '../../../shell/PageSpinner';
import { digestApi } from '../shared/digest-api';
import { reportDigestFailure, showSuccess } from '../shared/digest-errors';
import { PageHeader } from '../shared/PageHeader';
import { digestPaths } from '../shared/routes';
import { AuthenticationStep } from './AuthenticationStep';
import { CredentialsStep } from './CredentialsStep';
import { SecurityInfo } from './SecurityInfo';
import { useSetupConnection } from './use-setup-connection';

type TabName = 'credentials' | 'auth';

/**
 * Spec 2 '/telegram-digest/setup': the tabs '1. API Credentials' and '2. Authentication' (spec
 * 4: credentials first, then the sign-in), the security panels, and Disconnect once credentials
 * exist, which resets everything to the credentials step.
 */
export function DigestSetupPage() {
  const t = useT();
  const api = useApi();
  const id = useId();
  const { connection, reload, setHasCredentials } = useSetupConnection();
  const [chosenTab, setChosenTab] = useState<TabName | null>(null);
  // A new round of the steps after credentials are saved or removed: their fields and state start over.
  const [round, setRound] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [disconnected, setDisconnected] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);

  const hasCredentials = connection.kind === 'ready' && connection.hasCredentials;
  const tab: TabName = chosenTab ?? (hasCredentials ? 'auth' : 'credentials');
  const tabId = (name: TabName) => `${id}-tab-${name}`;
  const panelId = (name: TabName) => `${id}-panel-${name}`;

  const disconnect = async () => {
    try {
      await digestApi.disconnect(api);
    } catch (error) {
      reportDigestFailure(error, 'telegramDigest.setup.disconnect.failed');
      return false;
    }
    showSuccess('telegramDigest.setup.disconnect.done');
    setHasCredentials(false);
    setChosenTab('credentials');
    setRound((current) => current + 1);
    setDisconnected(true);
    return true;
  };

  let content;
  if (connection.kind === 'loading') content = <PageSpinner />;
  else if (connection.kind === 'failed') {
    content = (
      <ActionAlert severity="error" actionLabel={t('telegramDigest.retry')} onAction={reload}>
        {t('telegramDigest.setup.loadFailed')}
      </ActionAlert>
    );
  } else {
    content = (
      <Card variant="outlined">
        <Tabs value={tab} onChange={(_event, next: TabName) => setChosenTab(next)} aria-label={t('telegramDigest.setup.tabs')} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          <Tab value="credentials" label={t('telegramDigest.setup.credentialsTab')} id={tabId('credentials')} aria-controls={panelId('credentials')} ref={tabsRef} />
          <Tab value="auth" label={t('telegramDigest.setup.authTab')} id={tabId('auth')} aria-controls={panelId('auth')} />
        </Tabs>
        <CardContent>
          {/* Both panels exist so each tab's aria-controls names one; only the shown one has its step. */}
          <div role="tabpanel" id={panelId('credentials')} aria-labelledby={tabId('credentials')} hidden={tab !== 'credentials'}>
            {tab === 'credentials' && (
              <CredentialsStep
                key={`credentials-${round}`}
                saved={hasCredentials}
                onSaved={() => {
                  setHasCredentials(true);
                  setRound((current) => current + 1);
                  setChosenTab('auth');
                }}
              />
            )}
          </div>
          <div role="tabpanel" id={panelId('auth')} aria-labelledby={tabId('auth')} hidden={tab !== 'auth'}>
            {tab === 'auth' && <AuthenticationStep key={`auth-${round}`} hasCredentials={hasCredentials} onGoToCredentials={() => setChosenTab('credentials')} />}
          </div>
        </CardContent>
      </Card>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('telegramDigest.setup.title')} · ${t('app.name')}`}</title>
      <Button component={RouterLink} to={digestPaths.list} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {t('telegramDigest.back')}
      </Button>
      <PageHeader
        title={t('telegramDigest.setup.title')}
        subtitle={t('telegramDigest.setup.subtitle')}
        action={
          hasCredentials && (
            <Button variant="outlined" color="error" startIcon={<LinkOffIcon />} onClick={() => setConfirming(true)} sx={{ flexShrink: 0 }}>
              {t('telegramDigest.setup.disconnect.button')}
            </Button>
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        {content}
        <SecurityInfo />
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('telegramDigest.setup.disconnect.title')}
        body={t('telegramDigest.setup.disconnect.body')}
        confirmLabel={t('telegramDigest.setup.disconnect.confirm')}
        busyLabel={t('telegramDigest.setup.disconnect.disconnecting')}
        cancelLabel={t('telegramDigest.cancel')}
        onConfirm={disconnect}
        onClose={() => setConfirming(false)}
        onExited={() => {
          // The Disconnect button is gone: focus goes to the credentials tab, where the set-up starts again.
          if (disconnected) tabsRef.current?.focus();
          setDisconnected(false);
        }}
      />
    </Container>
  );
}
