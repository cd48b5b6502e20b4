import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { describeError } from '../../../api/server-error';
import { leaveTo } from '../../../app/leave';
import { useT } from '../../../i18n/LocaleProvider';
import { renderText, type Text } from '../../../i18n/types';
import { toasts } from '../../../toast/toast-store';
import { calendarApi, type CalendarStatusBody } from '../shared/calendar-api';
import { DisconnectDialog } from '../shared/DisconnectDialog';
import { StepCard } from '../shared/StepCard';
import { DateOrderSelect } from './DateOrderSelect';

interface Props {
  status: CalendarStatusBody;
  /** The status changed on the server (disconnected). */
  onChanged: () => void;
}

/** Step 1 of spec 2: the Google Calendar account, and once connected how the bot reads dates like 03/12 (issue 33). */
export function CalendarStep({ status, onChanged }: Props) {
  const t = useT();
  const api = useApi();
  const heading = useRef<HTMLHeadingElement>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<Text | null>(null);
  const [confirming, setConfirming] = useState(false);

  const connect = async () => {
    setStarting(true);
    setProblem(null);
    try {
      leaveTo(await calendarApi.connectUrl(api));
    } catch (error) {
      setProblem(describeError(error));
      setStarting(false);
    }
  };

  const disconnect = async (): Promise<Text | null> => {
    try {
      await calendarApi.disconnect(api);
      toasts.show({ title: { key: 'telegramCalendar.calendarStep.disconnected' }, variant: 'success' });
      onChanged();
      return null;
    } catch (error) {
      return describeError(error);
    }
  };

  // The Google account names the connection better than a secondary calendar's generated id (the picker shows which calendar).
  const identifier = status.account ?? status.calendarId;

  return (
    <StepCard
      title={t('telegramCalendar.calendarStep.title')}
      description={t('telegramCalendar.calendarStep.description')}
      state={status.connected ? 'connected' : 'not-connected'}
      headingRef={heading}
      testId="calendar-step"
    >
      {status.connected ? (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('telegramCalendar.calendarStep.identifier')}
              </Typography>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="calendar-identifier">
                {identifier ?? t('common.notAvailable')}
              </Typography>
            </Box>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {t('telegramCalendar.disconnect')}
            </Button>
          </Box>
          <DateOrderSelect />
        </>
      ) : (
        <Box>
          {status.reconnectRequired && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('telegramCalendar.calendarStep.reconnect')}
            </Alert>
          )}
          <Button variant="contained" startIcon={<CalendarMonthIcon />} onClick={() => void connect()} disabled={starting}>
            {starting
              ? t('telegramCalendar.calendarStep.connecting')
              : status.reconnectRequired
                ? t('telegramCalendar.calendarStep.connectAgain')
                : t('telegramCalendar.calendarStep.connect')}
          </Button>
        </Box>
      )}
      {problem !== null && <Alert severity="error">{renderText(t, problem)}</Alert>}
      <DisconnectDialog
        open={confirming}
        title={t('telegramCalendar.calendarStep.dialogTitle')}
        body={t('telegramCalendar.calendarStep.dialogBody')}
        onConfirm={disconnect}
        onClose={() => setConfirming(false)}
        onExited={(done) => {
          if (done) heading.current?.focus();
        }}
      />
    </StepCard>
  );
}
