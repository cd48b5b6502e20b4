import YouTubeIcon from '@mui/icons-material/YouTube';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { leaveTo } from '../../../app/leave';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText } from '../../../i18n/types';
import { ActionAlert } from '../../../shell/ActionAlert';
import { getAuthUrl } from './channel-api';
import type { Connection } from './use-connection';

interface Props {
  connection: Exclude<Connection, { kind: 'authorized' }>;
  onOpenSettings: () => void;
  onRetry: () => void;
}

/** Every state of spec 4 'YouTube connection' before a channel is connected. */
export function ConnectionPanel({ connection, onOpenSettings, onRetry }: Props) {
  const t = useT();
  if (connection.kind === 'checking') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }} role="status">
        <CircularProgress size={28} />
        <Typography color="text.secondary">{t('youtube.channel.checking')}</Typography>
      </Box>
    );
  }
  if (connection.kind === 'failed') {
    return (
      <ActionAlert severity="error" actionLabel={t('youtube.video.retry')} onAction={onRetry}>
        {renderText(t, connection.message)}
      </ActionAlert>
    );
  }
  if (connection.kind === 'no-credentials') {
    return (
      <Card variant="outlined" sx={{ textAlign: 'center', py: 4 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('youtube.channel.noCredentials')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('youtube.channel.noCredentialsHelp')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" onClick={onOpenSettings}>
              {t('youtube.channel.apiSettings')}
            </Button>
            <Link component={RouterLink} to={paths.youtubeApiGuide}>
              {t('youtube.channel.guide')}
            </Link>
          </Box>
        </CardContent>
      </Card>
    );
  }
  return <ConnectCard message={connection.message} />;
}

/** Credentials are there, the channel is not: 'Connect YouTube Account' opens Google's consent. */
function ConnectCard({ message }: { message: Extract<Connection, { kind: 'not-authorized' }>['message'] }) {
  const t = useT();
  const api = useApi();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  const connect = async () => {
    setStarting(true);
    setFailed(false);
    try {
      leaveTo(await getAuthUrl(api));
    } catch {
      setFailed(true);
      setStarting(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ textAlign: 'center', py: 4 }}>
      <CardContent>
        {message && (
          <Alert severity="warning" sx={{ mb: 3, textAlign: 'left' }}>
            {renderText(t, message)}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('youtube.channel.notConnected')}
        </Typography>
        <Button variant="contained" color="error" size="large" startIcon={<YouTubeIcon />} onClick={() => void connect()} disabled={starting}>
          {starting ? t('youtube.channel.connecting') : t('youtube.channel.connect')}
        </Button>
        {failed && (
          <Alert severity="error" sx={{ mt: 3, textAlign: 'left' }}>
            {t('youtube.channel.errors.authorize')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
