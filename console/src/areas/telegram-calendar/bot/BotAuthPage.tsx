import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { PageSpinner } from '../../../shell/PageSpinner';
import { toasts } from '../../../toast/toast-store';
import { useSetupStatus } from '../setup/use-setup-status';
import { RetryAlert } from '../shared/RetryAlert';
import { AuthCodePanel } from './AuthCodePanel';

/**
 * /telegram-calendar/auth (spec 2: a signed-in route whose content is not shown): for someone the
 * bot sent here, Step 2's code panel on its own, with the way back to the tool. The calendar must
 * be connected first (spec 6), as on the tool's page.
 */
export function BotAuthPage() {
  const t = useT();
  const { calendar, bot, error, reload, setBot } = useSetupStatus();

  let body;
  if (error !== null) {
    body = <RetryAlert error={error} onRetry={reload} />;
  } else if (calendar === null || bot === null) {
    body = <PageSpinner />;
  } else if (bot.connected) {
    body = <Alert severity="success">{t('telegramCalendar.auth.linked', { username: bot.username ?? '' })}</Alert>;
  } else if (!calendar.connected) {
    body = <Alert severity="info">{t('telegramCalendar.auth.needsCalendar')}</Alert>;
  } else if (!bot.available) {
    body = <Alert severity="info">{t('telegramCalendar.botStep.unavailable')}</Alert>;
  } else {
    body = (
      <AuthCodePanel
        onConnected={(status) => {
          toasts.show({ title: { key: 'telegramCalendar.botStep.connectedToast' }, variant: 'success' });
          setBot(status);
        }}
      />
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('telegramCalendar.auth.title')} · ${t('app.name')}`}</title>
      <Button component={RouterLink} to={paths.telegramCalendar} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('telegramCalendar.auth.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
        {t('telegramCalendar.auth.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('telegramCalendar.auth.subtitle')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Box>{body}</Box>
        </CardContent>
      </Card>
    </Container>
  );
}
