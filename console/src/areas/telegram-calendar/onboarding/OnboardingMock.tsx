import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { useCopy } from '../../../shell/use-copy';

/** The mock's fixed example code (spec 2: 'An unrouted onboarding mock exists with a fixed example code'). */
export const EXAMPLE_CODE = 'ABCD2345';

/**
 * Spec 2's unrouted onboarding mock: 'Connect Google Calendar' first, then 'Connect Telegram
 * Bot' with the example code, a Copy button and "I've Connected the Bot" leading to
 * /telegram-calendar. No route shows it; it is kept for a future onboarding screen.
 */
export function OnboardingMock() {
  const t = useT();
  const headingId = useId();
  const { copied, copy } = useCopy();

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} data-testid="onboarding-mock">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Typography variant="h5" component="h2" id={headingId}>
          {t('telegramCalendar.onboarding.title')}
        </Typography>
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 3 }}>
          <li>
            <Typography variant="overline" color="text.secondary" component="div">
              {t('telegramCalendar.onboarding.step', { number: 1 })}
            </Typography>
            <Typography variant="h6" component="h3">
              {t('telegramCalendar.onboarding.calendarTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('telegramCalendar.onboarding.calendarBody')}
            </Typography>
            <Button variant="contained" startIcon={<CalendarMonthIcon />} component={RouterLink} to={paths.telegramCalendar}>
              {t('telegramCalendar.onboarding.calendarTitle')}
            </Button>
          </li>
          <li>
            <Typography variant="overline" color="text.secondary" component="div">
              {t('telegramCalendar.onboarding.step', { number: 2 })}
            </Typography>
            <Typography variant="h6" component="h3">
              {t('telegramCalendar.onboarding.botTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('telegramCalendar.onboarding.botBody')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('telegramCalendar.onboarding.codeLabel')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
              <Typography component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 28, fontWeight: 700, letterSpacing: '0.15em' }}>
                {EXAMPLE_CODE}
              </Typography>
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(EXAMPLE_CODE)} aria-label={t('telegramCalendar.code.copyCode')}>
                {t('telegramCalendar.code.copy')}
              </Button>
              <Box role="status">{copied && <Typography color="success.main">{t('telegramCalendar.code.copied')}</Typography>}</Box>
            </Box>
            <Button variant="text" component={RouterLink} to={paths.telegramCalendar}>
              {t('telegramCalendar.onboarding.done')}
            </Button>
          </li>
        </Box>
      </CardContent>
    </Card>
  );
}
