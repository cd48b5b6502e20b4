import { messageBundle } from '../../../i18n/catalog';

/** The homework area's texts in both languages, each fetched when first needed. */
export const homeworkMessages = messageBundle('homework', { en: () => import('./en'), ru: () => import('./ru') });
