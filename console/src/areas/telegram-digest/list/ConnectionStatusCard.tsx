import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import type { DigestStatus } from '../shared/digest-api';
import { digestPaths } from '../shared/routes';

/** A badge that says its state in words with an icon, never by colour alone. */
function StateChip({ on, label }: { on: boolean; label: string }) {
  return <Chip size="small" color={on ? 'success' : 'default'} variant={on ? 'filled' : 'outlined'} icon={on ? <CheckCircleIcon /> : <ErrorOutlineIcon />} label={label} />;
}

/**
 * Spec 2: the Connection Status card: the account's API session and the digest bot, who is
 * connected, and 'Manage Connection'. A session Telegram ended is said here too, since no
 * digest can be read until the person signs in again.
 */
export function ConnectionStatusCard({ status }: { status: DigestStatus }) {
  const t = useT();
  const headingId = useId();
  const username = status.username?.replace(/^@/, '') ?? null;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} data-testid="connection-status">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {t('telegramDigest.list.connection.title')}
          </Typography>
          <Button component={RouterLink} to={digestPaths.setup} startIcon={<SettingsIcon />} size="small">
            {t('telegramDigest.list.connection.manage')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <StateChip on={status.apiConnected} label={t(status.apiConnected ? 'telegramDigest.list.connection.apiConnected' : 'telegramDigest.list.connection.apiNotConnected')} />
          <StateChip on={status.hasDigestBot} label={t(status.hasDigestBot ? 'telegramDigest.list.connection.botConnected' : 'telegramDigest.list.connection.botNotConnected')} />
        </Box>
        {username !== null && <Typography color="text.secondary">{t('telegramDigest.list.connection.connectedAs', { username })}</Typography>}
        {status.sessionRevoked ? (
          <Alert severity="error">{t('telegramDigest.list.connection.revoked')}</Alert>
        ) : (
          !status.apiConnected && <Alert severity="warning">{t('telegramDigest.list.connection.notSignedIn')}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
