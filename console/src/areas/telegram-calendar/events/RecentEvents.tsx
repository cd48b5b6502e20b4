import BlockIcon from '@mui/icons-material/Block';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswerOutlined';
import TimerOffIcon from '@mui/icons-material/TimerOffOutlined';
import MicIcon from '@mui/icons-material/Mic';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Link, List, ListItem, Typography, type ChipProps } from '@mui/material';
import { useId, type ReactElement } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import { renderText } from '../../../i18n/types';
import { srOnly } from '../../../shell/sr-only';
import type { MessagingEvent } from '../shared/calendar-api';
import { formatAge, formatStart, sourceOf, statusKey, statusOf, titleOf, type EventSource, type StatusLabel } from './event-format';
import { useEvents } from './use-events';

const sourceIcons: Record<EventSource, ReactElement> = {
  voice: <MicIcon fontSize="small" />,
  text: <ChatBubbleOutlineIcon fontSize="small" />,
  photo: <PhotoCameraIcon fontSize="small" />,
};

const statusLooks: Record<StatusLabel, { color: ChipProps['color']; icon: ReactElement }> = {
  pending: { color: 'info', icon: <HourglassEmptyIcon /> },
  waiting: { color: 'warning', icon: <QuestionAnswerIcon /> },
  expired: { color: 'default', icon: <TimerOffIcon /> },
  created: { color: 'success', icon: <CheckCircleIcon /> },
  cancelled: { color: 'default', icon: <BlockIcon /> },
  failed: { color: 'error', icon: <ErrorOutlineIcon /> },
};

/**
 * Spec 2 'Recent Events': the messages the bot turned (or is turning) into events, newest
 * first. While neither service is connected it says how to begin instead.
 */
export function RecentEvents({ active }: { active: boolean }) {
  const { t } = useLocale();
  const headingId = useId();
  const { events, error } = useEvents(active);

  let body: ReactElement;
  if (!active) {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography>{t('telegramCalendar.nothingConnected')}</Typography>
        <Box role="status">
          <Chip variant="outlined" icon={<HourglassEmptyIcon />} label={t('telegramCalendar.waiting')} />
        </Box>
      </Box>
    );
  } else if (error !== null && events === null) {
    body = <Alert severity="error">{renderText(t, error)}</Alert>;
  } else if (events === null) {
    body = (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{t('telegramCalendar.events.loading')}</Typography>
      </Box>
    );
  } else if (events.length === 0) {
    body = <Typography color="text.secondary">{t('telegramCalendar.events.empty')}</Typography>;
  } else {
    const now = new Date();
    body = (
      <>
        {error !== null && <Alert severity="error">{renderText(t, error)}</Alert>}
        <List disablePadding aria-labelledby={headingId}>
          {events.map((event, index) => (
            <EventRow key={event.id} event={event} now={now} divider={index < events.length - 1} />
          ))}
        </List>
      </>
    );
  }

  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('telegramCalendar.events.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

function EventRow({ event, now, divider }: { event: MessagingEvent; now: Date; divider: boolean }) {
  const { t, locale } = useLocale();
  const source = sourceOf(event);
  const status = statusOf(event);
  const start = formatStart(event, locale, t);
  const look = statusLooks[status];

  return (
    <ListItem divider={divider} disableGutters data-testid="event-row" sx={{ alignItems: 'flex-start', gap: 2, py: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{titleOf(event, t)}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="event-source">
            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
              {sourceIcons[source]}
            </Box>
            <Typography variant="body2" component="span">
              {t(`telegramCalendar.events.source.${source}`)}
            </Typography>
          </Box>
          <Typography variant="body2" component="span" data-testid="event-start">
            {start ?? t('telegramCalendar.events.noTime')}
          </Typography>
          <Typography variant="body2" component="span" data-testid="event-age">
            {formatAge(event.createdAt, now, t)}
          </Typography>
        </Box>
        {(status === 'pending' || status === 'waiting') && event.waitingFor !== null && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t(`telegramCalendar.events.waitingFor.${event.waitingFor}`)}
          </Typography>
        )}
        {status === 'expired' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="event-expired">
            {t('telegramCalendar.events.expiredHint')}
          </Typography>
        )}
        {status === 'failed' && event.failureReason !== null && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }} data-testid="event-failure">
            {event.failureReason}
          </Typography>
        )}
        {event.htmlLink !== null && event.status !== 'cancelled' && (
          <Link href={event.htmlLink} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            {t('telegramCalendar.events.open')}
            <OpenInNewIcon fontSize="inherit" aria-hidden />
            <Box component="span" sx={srOnly}>
              {` ${t('telegramCalendar.code.opensInNewTab')}`}
            </Box>
          </Link>
        )}
      </Box>
      <Chip size="small" color={look.color} icon={look.icon} label={t(statusKey(status))} data-testid="event-status" />
    </ListItem>
  );
}
