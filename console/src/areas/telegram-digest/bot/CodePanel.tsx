import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TelegramIcon from '@mui/icons-material/Telegram';
import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { deepLinkStart } from '../../../../../contracts/telegram.ts';
import { paths } from '../../../app/paths';
import { usePublicConfig } from '../../../config/PublicConfigContext';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { formatTimeLeft } from '../../../shell/use-polled-wait';
import { NewTabNote } from '../shared/NewTabNote';
import { useBotConnect } from './use-bot-connect';

/**
 * The bot-connect screen's code: 'Получить код', then the code, the bot's deep link as the server
 * answered it (`https://t.me/<bot>?start=<token>`: a token nobody can guess, not the code) and
 * the sandbox chat with the same token in sandbox, where the bots are fakes,
 * the wait with the time left, and a new code after the 5-minute timeout.
 */
export function CodePanel({ onConnected }: { onConnected: () => void }) {
  const t = useT();
  const sandbox = usePublicConfig()?.sandbox === true;
  const { state, timeLeft, start } = useBotConnect(onConnected);
  const codeLabelId = useId();

  if (state.kind === 'idle') {
    return (
      <Box>
        <Button variant="contained" size="large" onClick={start}>
          {t('telegramDigest.botConnect.getCode')}
        </Button>
      </Box>
    );
  }
  if (state.kind === 'saving') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('telegramDigest.botConnect.generating')}</Typography>
      </Box>
    );
  }
  if (state.kind === 'save-failed') {
    return (
      <ActionAlert severity="error" actionLabel={t('telegramDigest.botConnect.retry')} onAction={start}>
        {t('telegramDigest.botConnect.saveFailed')}
      </ActionAlert>
    );
  }

  const botUrl = state.authUrl;
  const sandboxUrl = `${paths.sandboxChat}?${new URLSearchParams({ bot: 'digest', start: deepLinkStart(state.authUrl) }).toString()}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box role="group" aria-labelledby={codeLabelId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.default' }}>
        <Typography id={codeLabelId} variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600 }}>
          {t('telegramDigest.botConnect.codeLabel')}
        </Typography>
        <Typography
          component="code"
          data-testid="bot-code"
          sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: { xs: 28, sm: 34 }, fontWeight: 700, letterSpacing: '0.15em', textDecoration: state.kind === 'timed-out' ? 'line-through' : 'none' }}
        >
          {state.code}
        </Typography>
      </Box>
      <Typography>{t('telegramDigest.botConnect.instructions')}</Typography>
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('telegramDigest.botConnect.botLink')}
        </Typography>
        <Link href={botUrl} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all', display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="bot-link">
          {botUrl}
          <OpenInNewIcon fontSize="inherit" aria-hidden />
          <NewTabNote />
        </Link>
      </Box>
      {sandbox && (
        <Box>
          <Button component="a" href={sandboxUrl} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<TelegramIcon />}>
            {t('telegramDigest.botConnect.sandboxChat')}
            <NewTabNote />
          </Button>
        </Box>
      )}

      <Box role="status" data-testid="bot-wait">
        {state.kind === 'waiting' && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('telegramDigest.botConnect.waiting')}</Typography>
          </Box>
        )}
      </Box>
      {state.kind === 'waiting' && (
        // Outside the live region: a clock read out every second would drown everything else.
        <Typography variant="body2" color="text.secondary">
          {t('telegramDigest.botConnect.timeLeft', { time: formatTimeLeft(timeLeft) })}
        </Typography>
      )}
      {state.kind === 'timed-out' && (
        <ActionAlert severity="warning" actionLabel={t('telegramDigest.botConnect.newCode')} onAction={start}>
          {t('telegramDigest.botConnect.timeout')}
        </ActionAlert>
      )}
    </Box>
  );
}
