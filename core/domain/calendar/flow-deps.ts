import type { Telegram } from 'telegraf';
import { CalendarConnection, UserSettings } from '../../../db/index.ts';
import type { BotMessage, TelegramOutbox } from '../telegram/outbox.ts';
import type { JobProducer } from '../../queues/producer.ts';
import { calendarTexts, type CalendarLocale, type CalendarTexts } from './bot-texts.ts';
import type { CalendarDeps } from './deps.ts';

/** What the calendar bot's jobs use: the calendar tool's deps, the bot's client and outbox, the queue. */
export interface CalendarFlowDeps {
  calendar: CalendarDeps;
  outbox: TelegramOutbox;
  jobs: JobProducer;
  /** The calendar bot's Bot API client (files are downloaded through it); null when the bot is not configured. */
  client: Telegram | null;
}

/** The chat of one event, answered in the user's console language. */
export interface EventChat {
  texts: CalendarTexts;
  locale: CalendarLocale;
  /** The user's own zone (their calendar's): an event in another zone is also spelled in this one. */
  zone: string | null;
  say(key: string, message: BotMessage): Promise<void>;
}

export async function chatOf(deps: CalendarFlowDeps, userId: string, chatId: number): Promise<EventChat> {
  const [settings, connection] = await Promise.all([UserSettings.query().findById(userId), CalendarConnection.query().findById(userId)]);
  const locale: CalendarLocale = settings?.locale === 'ru' ? 'ru' : 'en';
  return { texts: calendarTexts[locale], locale, zone: connection?.timeZone ?? null, say: (key, message) => deps.outbox.send('calendar', chatId, key, message) };
}

export const connectionOf = (userId: string) => CalendarConnection.query().findById(userId);
