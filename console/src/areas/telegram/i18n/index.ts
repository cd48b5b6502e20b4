import { messageBundle } from '../../../i18n/catalog';

/** The Telegram hub's texts in both languages, each fetched when first needed. */
export const telegramMessages = messageBundle('telegram', { en: () => import('./en'), ru: () => import('./ru') });
