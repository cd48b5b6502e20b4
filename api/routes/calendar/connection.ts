import Router from '@koa/router';
import { z } from 'zod';
import { calendarSelectSchema, CALENDAR_CALLBACK_ERRORS, type CalendarCallbackError } from '../../../contracts/calendar.ts';
import { calendarAuthUrl, calendarStatus, completeCalendarAuthorization, disconnectCalendar, listCalendars, selectCalendar } from '../../../core/domain/calendar/connection.ts';
import { resumeAfterReconnect } from '../../../core/domain/calendar/read-flow.ts';
import { AppError } from '../../../core/errors.ts';
import { oauthNonceCookie } from '../../auth/oauth-nonce-cookie.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { parseBody, parseQuery } from '../../middleware/validate.ts';
import { calendarGate } from './gate.ts';

const callbackQuery = z.object({ code: z.string().min(1).max(2000).optional(), state: z.string().max(4000).optional(), error: z.string().max(200).optional() }).loose();

/** Spec 7 'Calendar and messaging': connecting Google Calendar and choosing the calendar. */
export function calendarConnectionRoutes(deps: AppDeps): Router {
  const { calendar, log } = deps;
  const router = new Router({ prefix: '/api/calendar' });
  const gate = calendarGate(deps);
  const nonceCookie = oauthNonceCookie(deps.config, 'calendar_oauth', '/api/calendar/callback');

  router.get('/connect', ...gate, async (ctx) => {
    const { authUrl, nonce } = await calendarAuthUrl(calendar, currentUser(ctx).id);
    nonceCookie.set(ctx, nonce);
    ctx.body = { authUrl };
  });

  // Google sends the browser here; the signed state names the user, the cookie proves it is the
  // browser that asked. Back to the tool either way.
  router.get('/callback', async (ctx) => {
    const back = new URL('/telegram-calendar', deps.config.PUBLIC_URL);
    const nonce = nonceCookie.take(ctx);
    const query = parseQuery(ctx, callbackQuery);
    try {
      if (query.error) throw new AppError('bad_request', query.error === 'access_denied' ? 'access_denied' : 'authorization_failed');
      if (!query.code || !query.state) throw new AppError('bad_request', 'authorization_failed');
      const userId = await completeCalendarAuthorization(calendar, query.code, query.state, nonce);
      // Events that waited for the calendar (its grant was lost) are written now.
      await resumeAfterReconnect(deps, userId);
      back.searchParams.set('calendar', 'connected');
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'Google Calendar authorization failed');
      const reason = err instanceof AppError && (CALENDAR_CALLBACK_ERRORS as readonly string[]).includes(err.message) ? (err.message as CalendarCallbackError) : 'authorization_failed';
      back.searchParams.set('calendarError', reason);
    }
    ctx.redirect(back.toString());
  });

  router.get('/status', ...gate, async (ctx) => {
    ctx.body = await calendarStatus(currentUser(ctx).id);
  });

  router.delete('/disconnect', ...gate, async (ctx) => {
    await disconnectCalendar(calendar, currentUser(ctx).id);
    ctx.body = { success: true };
  });

  router.get('/list', ...gate, async (ctx) => {
    ctx.body = { calendars: await listCalendars(calendar, currentUser(ctx).id) };
  });

  router.post('/select', ...gate, async (ctx) => {
    const { calendarId } = parseBody(ctx, calendarSelectSchema);
    await selectCalendar(calendar, currentUser(ctx).id, calendarId);
    ctx.body = { success: true, calendarId };
  });

  return router;
}
