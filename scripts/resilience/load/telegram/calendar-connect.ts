import type { Auth, calendar_v3 } from 'googleapis';
import { createCalendarApi, createCalendarOAuthClient } from '../../../../core/clients/google-calendar/client.ts';
import { CALENDAR_SCOPES, calendarEndpoints, SANDBOX_GOOGLE_CALENDAR_PATH, type CalendarEndpoints } from '../../../../core/clients/google-calendar/endpoints.ts';
import { parseConfig } from '../../../../core/config.ts';
import { createSecretBox, parseKeyring } from '../../../../core/crypto.ts';
import { CALENDAR_TOKEN_SECRET } from '../../../../core/domain/calendar/connection.ts';
import { storeUserSecret } from '../../../../core/domain/secrets/user-secrets.ts';
import { CalendarConnection, TelegramLink, User } from '../../../../db/index.ts';
import { giveActiveSubscription } from '../../../../bench/subscribed-user.ts';
import type { LoadContext } from '../contract.ts';
import type { TelegramPerson } from './updates.ts';

/** A demo account of the fake Google (db/sandbox-demo-users.ts) that no other kind of the load writes to. */
export const CALENDAR_ACCOUNT = 'mikhail@sandbox.test';
/** The demo calendars' zone (sandbox/google-calendar/demo-calendars.ts), as a real connect records it. */
export const CALENDAR_ZONE = 'Europe/Moscow';

/**
 * The fake Google Calendar's OAuth and API on the fakes process. The fakes run the sandbox's
 * config made from the product's env (stack/fakes-server.ts): the calendar fake takes only that
 * config's Google client and callback, so the grant is asked for as that client.
 */
function fakeCalendarEndpoints(ctx: LoadContext): CalendarEndpoints {
  const fakesConfig = parseConfig({ ...ctx.env, NODE_ENV: 'development', SANDBOX: '1', PUBLIC_URL: `http://127.0.0.1:${ctx.env.PORT ?? ''}`, PAYMENT_PROVIDER: 'test' });
  const { clientId, clientSecret, redirectUri } = calendarEndpoints(fakesConfig);
  const oauth = `${ctx.fakesUrl}${SANDBOX_GOOGLE_CALENDAR_PATH}`;
  return { clientId, clientSecret, redirectUri, authUrl: `${oauth}/o/oauth2/v2/auth`, tokenUrl: `${oauth}/token`, revokeUrl: `${oauth}/revoke`, apiRootUrl: `${ctx.fakesUrl}/` };
}

/**
 * Consent as a person gives it on the fake's page, without a browser: open the page the auth URL
 * names, pick the account, press Allow; the code comes back on the redirect to the callback.
 */
async function consentCode(oauth: Auth.OAuth2Client, endpoints: CalendarEndpoints, account: string): Promise<string> {
  const authUrl = oauth.generateAuthUrl({ access_type: 'offline', prompt: 'consent', scope: [...CALENDAR_SCOPES], state: 'resilience-load' });
  const page = await fetch(authUrl, { signal: AbortSignal.timeout(10_000) });
  const html = await page.text();
  const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1];
  if (!consent) throw new Error(`the fake Google's consent page answered ${page.status}: ${html.slice(0, 300)}`);
  const allowed = await fetch(`${new URL(endpoints.authUrl).origin}${SANDBOX_GOOGLE_CALENDAR_PATH}/o/oauth2/v2/consent`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ consent, decision: 'allow', account }),
    signal: AbortSignal.timeout(10_000),
  });
  const code = new URL(allowed.headers.get('location') ?? 'about:blank').searchParams.get('code');
  if (allowed.status !== 302 || !code) throw new Error(`the fake Google's consent answered ${allowed.status} without a code: ${(await allowed.text()).slice(0, 300)}`);
  return code;
}

/**
 * Users as after connecting Google Calendar and linking the calendar bot (bench/calendar-bot.ts
 * makes them so): a user row with an ACTIVE subscription (the bot is premium), the grant's tokens
 * encrypted with the product's key under the name the worker reads, the connection to the
 * account's primary calendar, and the chat's link. One grant, redeemed once, serves every user.
 * Answers the Calendar API with the same grant, for the audit to read the events.
 */
export async function connectCalendarChats(ctx: LoadContext, people: readonly TelegramPerson[], run: string): Promise<calendar_v3.Calendar> {
  const endpoints = fakeCalendarEndpoints(ctx);
  const oauth = createCalendarOAuthClient(endpoints);
  const { tokens } = await oauth.getToken(await consentCode(oauth, endpoints, CALENDAR_ACCOUNT));
  if (!tokens.access_token || !tokens.refresh_token) throw new Error('the fake Google Calendar answered no access or refresh token');
  oauth.setCredentials(tokens);
  const box = createSecretBox(parseKeyring(ctx.env.ENCRYPTION_KEYS ?? ''), ctx.env.ENCRYPTION_KEY_ID ?? '');
  for (const person of people) {
    const taken = await TelegramLink.query().findOne({ bot: 'calendar', chat_id: person.id });
    if (taken) throw new Error(`the calendar bot's chat ${person.id} is already linked (user ${taken.userId}): the telegram load needs the demo chats for itself`);
    const user = await User.query().insert({ googleId: `resilience-calendar-${run}-${person.id}`, email: `calendar-${run}-${person.id}@example.com`, name: `Calendar load ${person.firstName}`, role: 'user' });
    await giveActiveSubscription(user.id);
    await storeUserSecret(box, user.id, CALENDAR_TOKEN_SECRET, JSON.stringify(tokens));
    await CalendarConnection.query().insert({ userId: user.id, account: CALENDAR_ACCOUNT, calendarId: CALENDAR_ACCOUNT, timeZone: CALENDAR_ZONE, state: 'connected' });
    await TelegramLink.query().insert({ userId: user.id, bot: 'calendar', chatId: person.id, telegramUserId: person.id, username: person.username, firstName: person.firstName, languageCode: 'en' });
  }
  return createCalendarApi(oauth, endpoints.apiRootUrl);
}

/** Every live event's title in the account's primary calendar, page by page. */
export async function eventTitles(api: calendar_v3.Calendar): Promise<string[]> {
  const titles: string[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await api.events.list({ calendarId: CALENDAR_ACCOUNT, maxResults: 2500, showDeleted: false, ...(pageToken ? { pageToken } : {}) });
    for (const event of data.items ?? []) if (event.status !== 'cancelled') titles.push(event.summary ?? '');
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return titles;
}
