import { messageBundle } from '../../../i18n/catalog';

/** The YouTube area's texts in both languages, each fetched when first needed. */
export const youtubeMessages = messageBundle('youtube', { en: () => import('./en'), ru: () => import('./ru') });
