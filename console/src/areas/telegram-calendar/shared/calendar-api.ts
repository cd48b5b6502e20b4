import type { z } from 'zod';
import {
  calendarConnectSchema,
  calendarListSchema,
  calendarPaths,
  calendarStatusSchema,
  messagingEventsSchema,
  type CalendarItem,
  type CalendarStatusBody,
  type MessagingEvent,
} from '../../../../../contracts/calendar.ts';
import { DATE_ORDER_SETTINGS, userSettingsPath, userSettingsResponseSchema, type DateOrderSetting, type UserSettingsBody } from '../../../../../contracts/settings.ts';
import { linkCodeSchema, linkStatusSchema, type LinkCodeBody, type LinkStatusBody } from '../../../../../contracts/telegram.ts';
import type { ApiClient } from '../../../api/client';

export { DATE_ORDER_SETTINGS };
export type { CalendarItem, CalendarStatusBody, DateOrderSetting, LinkCodeBody, LinkStatusBody, MessagingEvent, UserSettingsBody };

/** Spec 7: the calendar bot's link, at the spec's own paths (contracts/telegram.ts). */
export const botPaths = {
  generate: '/telegram/auth/generate',
  status: '/telegram/status',
  disconnect: '/telegram/disconnect',
} as const;

/** An answer checked against its contract; a mismatch fails like any other call. */
const read = async <T>(schema: z.ZodType<T>, answer: Promise<unknown>): Promise<T> => schema.parse(await answer);

/** Spec 7 'Calendar and messaging (calendar tool)': the calls of this area, answers parsed with contracts/calendar.ts and contracts/telegram.ts. */
export const calendarApi = {
  status: (api: ApiClient): Promise<CalendarStatusBody> => read(calendarStatusSchema, api.get(calendarPaths.status)),
  /** Google's consent URL for the signed-in user. */
  connectUrl: async (api: ApiClient): Promise<string> => (await read(calendarConnectSchema, api.get(calendarPaths.connect))).authUrl,
  disconnect: async (api: ApiClient): Promise<void> => {
    await api.delete(calendarPaths.disconnect);
  },
  list: async (api: ApiClient): Promise<CalendarItem[]> => (await read(calendarListSchema, api.get(calendarPaths.list))).calendars,
  select: async (api: ApiClient, calendarId: string): Promise<void> => {
    await api.post(calendarPaths.select, { calendarId });
  },
  events: async (api: ApiClient): Promise<MessagingEvent[]> => (await read(messagingEventsSchema, api.get(calendarPaths.events))).events,
  botStatus: (api: ApiClient): Promise<LinkStatusBody> => read(linkStatusSchema, api.get(botPaths.status)),
  /** A new link code and the bot's deep link; the server keeps it 10 minutes. */
  botCode: (api: ApiClient): Promise<LinkCodeBody> => read(linkCodeSchema, api.post(botPaths.generate, {})),
  disconnectBot: async (api: ApiClient): Promise<void> => {
    await api.delete(botPaths.disconnect);
  },
  /** The user's settings (contracts/settings.ts): the bot's date order lives there, a preference of the person. */
  settings: async (api: ApiClient): Promise<UserSettingsBody> => (await read(userSettingsResponseSchema, api.get(userSettingsPath))).settings,
  /** How the bot reads "03/12"; answers the settings as saved. */
  saveDateOrder: async (api: ApiClient, dateOrder: DateOrderSetting): Promise<UserSettingsBody> =>
    (await read(userSettingsResponseSchema, api.patch(userSettingsPath, { dateOrder }))).settings,
};
