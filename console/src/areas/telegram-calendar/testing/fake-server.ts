import { ApiError } from '../../../api/api-error';
import { scriptedApi, type ApiCall } from '../../../test/fakes';
import type { CalendarItem, CalendarStatusBody, DateOrderSetting, LinkCodeBody, LinkStatusBody, MessagingEvent, UserSettingsBody } from '../shared/calendar-api';

export const calendarStatus = (fields: Partial<CalendarStatusBody> = {}): CalendarStatusBody => ({
  connected: true,
  calendarId: 'anna@example.com',
  account: 'anna@example.com',
  timeZone: 'Europe/Moscow',
  reconnectRequired: false,
  ...fields,
});
export const calendarOff = (fields: Partial<CalendarStatusBody> = {}) => calendarStatus({ connected: false, calendarId: null, account: null, timeZone: null, ...fields });

export const botStatus = (fields: Partial<LinkStatusBody> = {}): LinkStatusBody => ({
  bot: 'calendar',
  available: true,
  connected: false,
  username: null,
  botUsername: 'sandbox_calendar_bot',
  linkedAt: null,
  ...fields,
});
export const botLinked = () => botStatus({ connected: true, username: '@anna_t', linkedAt: '2026-03-01T10:00:00.000Z' });

export const linkCode = (code = 'K7M2XQ9P'): LinkCodeBody => ({
  authCode: code,
  authUrl: `https://t.me/sandbox_calendar_bot?start=${code}`,
  botUsername: 'sandbox_calendar_bot',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
});

export const calendars: CalendarItem[] = [
  { id: 'anna@example.com', summary: 'anna@example.com', primary: true, selected: true, backgroundColor: '#9fe1e7', timeZone: 'Europe/Moscow' },
  { id: 'work@group.calendar.google.com', summary: 'Work', primary: false, selected: false, backgroundColor: '#f83a22', timeZone: 'Europe/Moscow' },
];

export const messagingEvent = (fields: Partial<MessagingEvent> = {}): MessagingEvent => ({
  id: 'evt-1',
  eventTitle: 'Dentist',
  transcribedText: null,
  source: 'text',
  startTime: '2026-03-12T12:00:00.000Z',
  endTime: '2026-03-12T13:00:00.000Z',
  allDay: false,
  timeZone: 'Europe/Moscow',
  location: null,
  status: 'created',
  waitingFor: null,
  expired: false,
  failureReason: null,
  htmlLink: 'https://calendar.google.com/calendar/event?eid=evt1',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...fields,
});

export const userSettings = (fields: Partial<UserSettingsBody> = {}): UserSettingsBody => ({
  locale: 'en',
  timezone: 'Europe/Moscow',
  emailNotifications: true,
  dateOrder: 'auto',
  ...fields,
});

export interface ServerState {
  calendar: CalendarStatusBody;
  bot: LinkStatusBody;
  calendars: CalendarItem[];
  events: MessagingEvent[];
  /** GET and PATCH /users/me/settings (the date order the bot reads "03/12" in). */
  settings: UserSettingsBody;
}

/** An `{error, message}` answer as the API gives it. */
export const refusal = (status: number, code: string, message: string) => new ApiError(code, status, { error: code, message });

/**
 * The calendar tool's API in memory: statuses, calendars, events, codes. `override` answers a
 * call first when it returns something other than undefined (or throws, for a failure).
 */
export function calendarServer(initial: Partial<ServerState> = {}, override: (call: ApiCall, state: ServerState) => unknown = () => undefined) {
  const state: ServerState = { calendar: calendarStatus(), bot: botStatus(), calendars, events: [], settings: userSettings(), ...initial };
  let codes = 0;
  const api = scriptedApi((call) => {
    const answer = override(call, state);
    if (answer !== undefined) return answer;
    const route = `${call.method} ${call.path}`;
    switch (route) {
      case 'GET /calendar/status':
        return state.calendar;
      case 'GET /telegram/status':
        return state.bot;
      case 'GET /calendar/connect':
        return { authUrl: 'https://accounts.example/o/oauth2/v2/auth?client_id=calendar' };
      case 'DELETE /calendar/disconnect':
        state.calendar = calendarOff();
        return { success: true };
      case 'DELETE /telegram/disconnect':
        state.bot = botStatus();
        return { success: true };
      case 'GET /calendar/list':
        return { calendars: state.calendars };
      case 'POST /calendar/select': {
        const { calendarId } = call.body as { calendarId: string };
        state.calendars = state.calendars.map((calendar) => ({ ...calendar, selected: calendar.id === calendarId }));
        state.calendar = { ...state.calendar, calendarId };
        return { success: true, calendarId };
      }
      case 'GET /calendar/events':
        return { events: state.events };
      case 'GET /users/me/settings':
        return { settings: state.settings };
      case 'PATCH /users/me/settings':
        state.settings = { ...state.settings, ...(call.body as { dateOrder: DateOrderSetting }) };
        return { settings: state.settings };
      case 'POST /telegram/auth/generate':
        codes += 1;
        return linkCode(codes === 1 ? 'K7M2XQ9P' : `K7M2XQ${codes}A`.slice(0, 8));
      default:
        throw new Error(`unexpected call ${route}`);
    }
  });
  return Object.assign(api, { state });
}

export const callsTo = (api: { calls: ApiCall[] }, path: string, method = 'GET') => api.calls.filter((call) => call.method === method && call.path === path);
