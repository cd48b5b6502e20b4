import { messageBundle } from '../../../i18n/catalog';

/** The sandbox chat's texts in both languages, each fetched when first needed. */
export const sandboxChatMessages = messageBundle('sandboxChat', { en: () => import('./en'), ru: () => import('./ru') });
