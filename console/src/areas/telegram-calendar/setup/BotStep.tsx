import { Alert, Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { describeError } from '../../../api/server-error';
import { useT } from '../../../i18n/LocaleProvider';
import type { Text } from '../../../i18n/types';
import { toasts } from '../../../toast/toast-store';
import { AuthCodePanel } from '../bot/AuthCodePanel';
import { calendarApi, type LinkStatusBody } from '../shared/calendar-api';
import { DisconnectDialog } from '../shared/DisconnectDialog';
import { StepCard } from '../shared/StepCard';

interface Props {
  calendarConnected: boolean;
  bot: LinkStatusBody;
  /** The bot's link changed: found by polling, or disconnected here. */
  onChanged: (bot: LinkStatusBody) => void;
}

/** Step 2 of spec 2: the Telegram bot, locked until the calendar is connected. */
export function BotStep({ calendarConnected, bot, onChanged }: Props) {
  const t = useT();
  const api = useApi();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);

  const connected = (status: LinkStatusBody) => {
    toasts.show({ title: { key: 'telegramCalendar.botStep.connectedToast' }, variant: 'success' });
    onChanged(status);
  };

  const disconnect = async (): Promise<Text | null> => {
    try {
      await calendarApi.disconnectBot(api);
      toasts.show({ title: { key: 'telegramCalendar.botStep.disconnected' }, variant: 'success' });
      onChanged({ ...bot, connected: false, username: null, linkedAt: null });
      return null;
    } catch (error) {
      return describeError(error);
    }
  };

  const connectedAs = <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{t('telegramCalendar.botStep.connectedAs', { username: bot.username ?? '' })}</Typography>;

  return (
    <StepCard
      title={t('telegramCalendar.botStep.title')}
      description={t('telegramCalendar.botStep.description')}
      state={!calendarConnected ? 'locked' : bot.connected ? 'connected' : 'not-connected'}
      headingRef={heading}
      testId="bot-step"
    >
      {!calendarConnected ? (
        // Locked: the link, if any, stays and works again once the calendar is back.
        bot.connected && connectedAs
      ) : bot.connected ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          {connectedAs}
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {t('telegramCalendar.disconnect')}
          </Button>
        </Box>
      ) : bot.available ? (
        <AuthCodePanel onConnected={connected} />
      ) : (
        <Alert severity="info">{t('telegramCalendar.botStep.unavailable')}</Alert>
      )}
      <DisconnectDialog
        open={confirming}
        title={t('telegramCalendar.botStep.dialogTitle')}
        body={t('telegramCalendar.botStep.dialogBody')}
        onConfirm={disconnect}
        onClose={() => setConfirming(false)}
        onExited={(done) => {
          if (done) heading.current?.focus();
        }}
      />
    </StepCard>
  );
}
