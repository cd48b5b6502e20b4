import { analyticsArea } from './analytics';
import { homeworkArea } from './homework';
import { sandboxChatArea } from './sandbox-chat';
import { subscriptionArea } from './subscription';
import { telegramArea } from './telegram';
import { telegramCalendarArea } from './telegram-calendar';
import { telegramDigestArea } from './telegram-digest';
import type { Area } from './types';
import { youtubeArea } from './youtube';

/**
 * Every area of the console, in the header's order. The top-level router (public pages and
 * who must sign in), the header and mobile menu (nav links), react-admin's CustomRoutes (the
 * signed-in screens, behind the feature guard for a premium feature) and the i18n parity test
 * read this list: a new area is a folder under areas/ and one line here.
 */
export const areas: readonly Area[] = [
  youtubeArea,
  telegramArea,
  telegramCalendarArea,
  telegramDigestArea,
  homeworkArea,
  analyticsArea,
  subscriptionArea,
  sandboxChatArea,
];
