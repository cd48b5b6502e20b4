import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TelegramIcon from '@mui/icons-material/Telegram';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { paths } from '../../../app/paths';
import { usePublicConfig } from '../../../config/PublicConfigContext';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { srOnly } from '../../../shell/sr-only';
import type { LinkCodeBody } from '../shared/homework-api';
import { useHomeworkBot } from './use-homework-bot';

/**
 * Where 'Open the homework bot' leads: the bot's deep link `https://t.me/<bot>?start=<code>`; in
 * sandbox, where the bots are fakes nobody reaches in Telegram, the sandbox chat with the same
 * `/start <code>`.
 */
const botTarget = (code: LinkCodeBody, sandbox: boolean): string =>
  sandbox ? `${paths.sandboxChat}?${new URLSearchParams({ bot: 'homework', start: code.authCode }).toString()}` : code.authUrl;

function Busy({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/**
 * The teacher dashboard's 'Telegram notifications': link the homework bot to be told in
 * Telegram when submissions wait for review. The status (in words, with an icon), a code with a
 * button opening the bot, the wait until the bot says linked, and Disconnect.
 */
export function TelegramNotificationsCard() {
  const t = useT();
  const titleId = useId();
  const sandbox = usePublicConfig()?.sandbox === true;
  const { link, code, disconnecting, read, connect, disconnect } = useHomeworkBot();
  const connected = link.kind === 'ready' && link.link.connected;

  let body: ReactNode;
  if (link.kind === 'loading') body = <Busy label={t('homework.dashboard.notifications.loading')} />;
  else if (link.kind === 'failed') {
    body = (
      <ActionAlert severity="error" actionLabel={t('homework.retry')} onAction={read}>
        {t('homework.dashboard.notifications.statusFailed')}
      </ActionAlert>
    );
  } else if (link.link.connected) {
    body = (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {link.link.username === null ? t('homework.dashboard.notifications.on') : t('homework.dashboard.notifications.connectedAs', { username: link.link.username })}
        </Typography>
        <Button size="small" variant="outlined" color="error" startIcon={<LinkOffIcon />} onClick={disconnect} disabled={disconnecting}>
          {t(disconnecting ? 'homework.dashboard.notifications.disconnecting' : 'homework.dashboard.notifications.disconnect')}
        </Button>
      </Box>
    );
  } else if (!link.link.available || link.link.botUsername === null) {
    body = <Alert severity="info">{t('homework.dashboard.notifications.unavailable')}</Alert>;
  } else if (code.kind === 'generating') body = <Busy label={t('homework.dashboard.notifications.generating')} />;
  else if (code.kind === 'failed') {
    body = (
      <ActionAlert severity="error" actionLabel={t('homework.retry')} onAction={connect}>
        {t('homework.dashboard.notifications.codeFailed')}
      </ActionAlert>
    );
  } else if (code.kind === 'timed-out') {
    body = (
      <ActionAlert severity="warning" actionLabel={t('homework.dashboard.notifications.newCode')} onAction={connect}>
        {t('homework.dashboard.notifications.timeout')}
      </ActionAlert>
    );
  } else if (code.kind === 'waiting') {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography variant="body2">{t('homework.dashboard.notifications.instructions', { bot: `@${code.code.botUsername}` })}</Typography>
        <Typography variant="body2">
          {t('homework.dashboard.notifications.codeLabel')}{' '}
          <Box component="code" data-testid="homework-bot-code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 700, letterSpacing: '0.1em' }}>
            {code.code.authCode}
          </Box>
        </Typography>
        <Button variant="contained" component="a" href={botTarget(code.code, sandbox)} target="_blank" rel="noopener noreferrer" startIcon={<TelegramIcon />} endIcon={<OpenInNewIcon aria-hidden />}>
          {t('homework.dashboard.notifications.open')}
          <Box component="span" sx={srOnly}>
            {` ${t('homework.dashboard.notifications.opensInNewTab')}`}
          </Box>
        </Button>
        <Busy label={t('homework.dashboard.notifications.waiting')} />
      </Box>
    );
  } else {
    body = (
      <Box>
        <Button variant="contained" startIcon={<TelegramIcon />} onClick={connect}>
          {t('homework.dashboard.notifications.connect')}
        </Button>
      </Box>
    );
  }

  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} data-testid="telegram-notifications">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TelegramIcon color="primary" aria-hidden />
          <Typography variant="h6" component="h3" id={titleId}>
            {t('homework.dashboard.notifications.title')}
          </Typography>
          {link.kind === 'ready' && (
            <Chip
              size="small"
              variant="outlined"
              color={connected ? 'success' : 'default'}
              icon={connected ? <CheckCircleOutlineIcon /> : <LinkOffIcon />}
              label={t(connected ? 'homework.dashboard.notifications.connected' : 'homework.dashboard.notifications.notConnected')}
              data-testid="homework-bot-status"
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('homework.dashboard.notifications.intro')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
