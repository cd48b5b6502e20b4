import { messageBundle } from '../../../i18n/catalog';

/** The analytics area's texts in both languages, each fetched when first needed. */
export const analyticsMessages = messageBundle('analytics', { en: () => import('./en'), ru: () => import('./ru') });
