import { messageBundle } from '../../../i18n/catalog';

/** The digest tool's texts in both languages, each fetched when first needed. */
export const telegramDigestMessages = messageBundle('telegramDigest', { en: () => import('./en'), ru: () => import('./ru') });
