import type { TelegramBot } from '../../../contracts/telegram.ts';
import { analyticsProfile } from '../analytics/profile.ts';
import { calendarProfile } from '../calendar/profile.ts';
import { digestProfile } from '../digest/profile.ts';
import { homeworkProfile } from '../homework/profile.ts';
import type { BotProfile } from './texts.ts';

/** Every bot's name, purpose, console page and menu (the registration script reads them too). */
export const botProfiles: Record<TelegramBot, BotProfile> = {
  calendar: calendarProfile,
  digest: digestProfile,
  homework: homeworkProfile,
  analytics: analyticsProfile,
};
