import { messageBundle } from '../../i18n/catalog';

/** The operator area's texts in both languages, each fetched when first needed. */
export const operatorMessages = messageBundle('operator', { en: () => import('./en'), ru: () => import('./ru') });
