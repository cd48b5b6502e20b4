import TelegramIcon from '@mui/icons-material/Telegram';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { digestApi, type LinkStatusBody } from '../shared/digest-api';
import { showSuccess } from '../shared/digest-errors';
import { CodePanel } from './CodePanel';

type LinkLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; link: LinkStatusBody };

/**
 * Spec 2 'Digest bot not linked': the bot-connect screen, in Russian whatever the interface
 * language (spec 2 says so; `lang="ru"` tells screen readers). The bot's @username comes from the
 * link status; the code and the wait are use-bot-connect's.
 */
export function BotConnectScreen({ onConnected }: { onConnected: () => void }) {
  const t = useT();
  const api = useApi();
  const headingId = useId();
  const [load, setLoad] = useState<LinkLoad>({ kind: 'loading' });

  const connected = useCallback(() => {
    showSuccess('telegramDigest.botConnect.connected');
    onConnected();
  }, [onConnected]);

  const fetchLink = useCallback(() => {
    setLoad({ kind: 'loading' });
    digestApi.botLink(api).then(
      (link) => setLoad({ kind: 'ready', link }),
      () => setLoad({ kind: 'failed' }),
    );
  }, [api]);
  useEffect(fetchLink, [fetchLink]);

  // Linked since the digest status was read (in another tab): nothing to wait for.
  const alreadyLinked = load.kind === 'ready' && load.link.connected;
  useEffect(() => {
    if (alreadyLinked) connected();
  }, [alreadyLinked, connected]);

  let body;
  if (load.kind === 'loading' || alreadyLinked) {
    body = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress aria-label={t('telegramDigest.botConnect.loading')} />
      </Box>
    );
  } else if (load.kind === 'failed') {
    body = (
      <ActionAlert severity="error" actionLabel={t('telegramDigest.botConnect.retry')} onAction={fetchLink}>
        {t('telegramDigest.botConnect.statusFailed')}
      </ActionAlert>
    );
  } else if (!load.link.available || load.link.botUsername === null) {
    body = <Alert severity="info">{t('telegramDigest.botConnect.unavailable')}</Alert>;
  } else {
    body = <CodePanel onConnected={connected} />;
  }

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} lang="ru" data-testid="bot-connect">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <TelegramIcon color="primary" fontSize="large" aria-hidden />
          <Typography variant="h5" component="h2" id={headingId}>
            {t('telegramDigest.botConnect.title')}
          </Typography>
        </Box>
        <Typography color="text.secondary">{t('telegramDigest.botConnect.intro')}</Typography>
        {body}
      </CardContent>
    </Card>
  );
}
