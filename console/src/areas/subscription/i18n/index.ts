import { messageBundle } from '../../../i18n/catalog';

/** The subscription area's texts in both languages, each fetched when first needed. */
export const subscriptionMessages = messageBundle('subscription', { en: () => import('./en'), ru: () => import('./ru') });
