import { messageBundle } from '../../../i18n/catalog';

/** The calendar tool's texts in both languages, each fetched when first needed. */
export const telegramCalendarMessages = messageBundle('telegramCalendar', { en: () => import('./en'), ru: () => import('./ru') });
