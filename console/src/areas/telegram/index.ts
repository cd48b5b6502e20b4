import { paths } from '../../app/paths';
import type { Area } from '../types';
import { telegramMessages } from './i18n';

/**
 * The messaging services hub at /telegram (spec 2 'Messaging services hub', its route not
 * shown): the two Telegram tools and how they work. Signed in, not premium itself: each tool
 * has its own feature guard.
 */
export const telegramArea: Area = {
  id: 'telegram',
  path: paths.telegram,
  nav: { label: { en: 'Telegram', ru: 'Telegram' } },
  messages: telegramMessages,
  screens: () => import('./routes'),
};
