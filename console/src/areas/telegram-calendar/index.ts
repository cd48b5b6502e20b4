import { paths } from '../../app/paths';
import type { Area } from '../types';
import { telegramCalendarMessages } from './i18n';

/**
 * The calendar tool (spec 2 '/telegram-calendar', premium): the two setup steps (`setup/`,
 * the bot's code in `bot/`), the calendar picker (`picker/`) and the recent events
 * (`events/`); /telegram-calendar/auth shows the bot's code alone. `onboarding/` holds the
 * spec's unrouted onboarding mock. The payment success page links here as /telegram/calendar.
 */
export const telegramCalendarArea: Area = {
  id: 'telegram-calendar',
  path: paths.telegramCalendar,
  feature: 'telegram-calendar',
  aliases: [paths.telegramCalendarShortcut],
  messages: telegramCalendarMessages,
  screens: () => import('./routes'),
};
