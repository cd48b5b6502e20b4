import { Alert, AlertTitle, Box, Container, Stack, Typography } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { PageSpinner } from '../../../shell/PageSpinner';
import { RecentEvents } from '../events/RecentEvents';
import { CalendarPicker } from '../picker/CalendarPicker';
import { RetryAlert } from '../shared/RetryAlert';
import { BotStep } from './BotStep';
import { CalendarStep } from './CalendarStep';
import { useCallbackResult } from './use-callback-result';
import { useSetupStatus } from './use-setup-status';

/**
 * Spec 2 '/telegram-calendar': Step 1 (Google Calendar) and Step 2 (the Telegram bot, locked
 * until Step 1 is done), the calendar picker once the calendar is connected, and the recent
 * events. Google's consent returns here with ?calendar=connected or ?calendarError=….
 */
export function CalendarSetupPage() {
  const t = useT();
  const callback = useCallbackResult();
  const { calendar, bot, error, reload, setBot } = useSetupStatus();
  const calendarConnected = calendar?.connected === true;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('telegramCalendar.title')} · ${t('app.name')}`}</title>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
        {t('telegramCalendar.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('telegramCalendar.subtitle')}
      </Typography>

      <Stack spacing={3}>
        {callback.failure !== null && (
          <Alert severity="error" onClose={callback.dismiss} closeText={t('common.close')}>
            <AlertTitle>{t('telegramCalendar.callback.title')}</AlertTitle>
            {t(`telegramCalendar.callback.${callback.failure}`)}
          </Alert>
        )}
        {error !== null && <RetryAlert error={error} onRetry={reload} />}
        {calendar === null || bot === null ? (
          error === null && <PageSpinner />
        ) : (
          <>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'stretch' }}>
              <CalendarStep status={calendar} onChanged={reload} />
              <BotStep calendarConnected={calendarConnected} bot={bot} onChanged={setBot} />
            </Box>
            {calendarConnected && <CalendarPicker onSaved={reload} />}
            <RecentEvents active={calendarConnected || bot.connected} />
          </>
        )}
      </Stack>
    </Container>
  );
}
