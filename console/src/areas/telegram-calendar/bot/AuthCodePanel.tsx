import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TelegramIcon from '@mui/icons-material/Telegram';
import { Alert, Box, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { LINK_CODE_TTL_MINUTES } from '../../../../../contracts/telegram.ts';
import { usePublicConfig } from '../../../config/PublicConfigContext';
import { useT } from '../../../i18n/LocaleProvider';
import { ActionAlert } from '../../../shell/ActionAlert';
import { srOnly } from '../../../shell/sr-only';
import { formatTimeLeft } from '../../../shell/use-polled-wait';
import type { LinkStatusBody } from '../shared/calendar-api';
import { botTarget } from './bot-target';
import { POLL_TIMEOUT_MS, useBotLink } from './use-bot-link';

/** How long 'Code copied' stays. */
export const COPIED_FEEDBACK_MS = 2_000;

/**
 * Spec 2 'the auth-code panel for the bot' (Step 2 and /telegram-calendar/auth): the code,
 * generated at once, large with a Copy button; the bot's @username; 'Open Telegram bot' opens
 * the bot in a new tab and waits for the link (spec 4), showing the time left.
 */
export function AuthCodePanel({ onConnected }: { onConnected: (status: LinkStatusBody) => void }) {
  const t = useT();
  const sandbox = usePublicConfig()?.sandbox === true;
  const { code, wait, timeLeft, generate, startWaiting } = useBotLink(onConnected);
  const labelId = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (code.kind === 'generating') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{t('telegramCalendar.code.generating')}</Typography>
      </Box>
    );
  }
  if (code.kind === 'failed') {
    return (
      <ActionAlert severity="error" actionLabel={t('telegramCalendar.retry')} onAction={generate}>
        {t('telegramCalendar.code.failed')}
      </ActionAlert>
    );
  }

  const { authCode, botUsername } = code.code;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(authCode);
      setCopied('copied');
      // The code is on its way to the bot by hand: start watching for the link as the button does.
      if (wait.kind !== 'waiting') startWaiting();
    } catch {
      setCopied('failed');
    }
  };
  const open = () => {
    window.open(botTarget(code.code, sandbox), '_blank', 'noopener,noreferrer');
    startWaiting();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="auth-code-panel">
      <Typography>{t('telegramCalendar.code.instructions')}</Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.default' }}>
        <Typography id={labelId} variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600 }}>
          {t('telegramCalendar.code.label')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Typography
            component="code"
            data-testid="auth-code"
            sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: { xs: 28, sm: 34 }, fontWeight: 700, letterSpacing: '0.15em', textDecoration: code.expired ? 'line-through' : 'none' }}
          >
            {authCode}
          </Typography>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} aria-label={t('telegramCalendar.code.copyCode')} disabled={code.expired}>
            {t('telegramCalendar.code.copy')}
          </Button>
        </Box>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('telegramCalendar.code.bot', { username: `@${botUsername}` })}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('telegramCalendar.code.validity', { smart_count: LINK_CODE_TTL_MINUTES })}
        </Typography>
      </Box>
      <Box role="status">
        {copied === 'copied' && <Typography color="success.main">{t('telegramCalendar.code.copied')}</Typography>}
        {copied === 'failed' && <Typography color="error">{t('telegramCalendar.code.copyFailed')}</Typography>}
      </Box>

      {code.expired ? (
        <ActionAlert severity="warning" actionLabel={t('telegramCalendar.code.newCode')} onAction={generate}>
          {t('telegramCalendar.code.expired')}
        </ActionAlert>
      ) : (
        <Box>
          <Button variant="contained" size="large" startIcon={<TelegramIcon />} endIcon={<OpenInNewIcon />} onClick={open}>
            {t('telegramCalendar.code.open')}
            <Box component="span" sx={srOnly}>
              {` ${t('telegramCalendar.code.opensInNewTab')}`}
            </Box>
          </Button>
        </Box>
      )}

      <Box role="status" data-testid="bot-wait">
        {wait.kind === 'waiting' && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('telegramCalendar.waiting')}</Typography>
          </Box>
        )}
      </Box>
      {wait.kind === 'waiting' && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={(timeLeft / POLL_TIMEOUT_MS) * 100}
            aria-label={t('telegramCalendar.code.timeLeft', { time: formatTimeLeft(timeLeft) })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-hidden>
            {t('telegramCalendar.code.timeLeft', { time: formatTimeLeft(timeLeft) })}
          </Typography>
        </Box>
      )}
      {wait.kind === 'timed-out' && <Alert severity="error">{t('telegramCalendar.code.timeout')}</Alert>}
    </Box>
  );
}
