import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { SANDBOX_CALENDAR_API_PREFIX } from '../../core/clients/google-calendar/endpoints.ts';
import type { SandboxGrants } from '../google-oauth/grants.ts';
import { registerEventRoutes } from './events-api.ts';
import { expandSeries, isSeries } from './instances.ts';
import { AUTH_MESSAGE, badRequest, googleError, injectedFailure } from './google-error.ts';
import type { SandboxCalendarStore } from './store.ts';
import { instantWithOffset, isZone, utcStamp, zonedStamp } from './time.ts';

export interface CalendarApiSettings {
  /** Where event links point (the product's PUBLIC_URL in the web process). */
  publicUrl: string;
  /** Every answer waits this long (the benchmark's upstream latency). */
  delayMs: number;
}

const freeBusyBody = z.object({
  timeMin: z.string().max(40),
  timeMax: z.string().max(40),
  timeZone: z.string().max(64).optional(),
  items: z.array(z.object({ id: z.string().min(1).max(1024) }).loose()).max(50),
}).loose();

/** Google's access roles, weakest first (calendarList's minAccessRole). */
const ACCESS_ROLES = ['freeBusyReader', 'reader', 'writer', 'owner'];

interface Interval {
  start: number;
  end: number;
}

/** Busy times as Google gives them: clipped to the window, overlapping ones merged. */
function mergeBusy(intervals: Interval[], min: number, max: number): Interval[] {
  const merged: Interval[] = [];
  for (const { start, end } of intervals.map((i) => ({ start: Math.max(i.start, min), end: Math.min(i.end, max) })).sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/**
 * A local stand-in for the Google Calendar API v3 paths the product calls (calendarList,
 * events, freeBusy) at Google's own paths and in its JSON and error shapes, over the demo
 * accounts' calendars. Only access tokens the sandbox OAuth issued and nobody revoked are taken,
 * so an expired one is refused with 401 and googleapis refreshes it.
 */
export function sandboxCalendarApiRoutes(store: SandboxCalendarStore, grants: SandboxGrants, settings: CalendarApiSettings): Router {
  const router = new Router({ prefix: SANDBOX_CALENDAR_API_PREFIX });
  // The account a request's token opens, kept beside the request rather than in the untyped ctx.state.
  const accounts = new WeakMap<Context, string>();
  const accountOf = (ctx: Context) => accounts.get(ctx) ?? '';

  router.use(async (ctx, next) => {
    if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
    const failure = store.takeFailure();
    if (failure !== undefined) return injectedFailure(ctx, failure);
    const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
    const account = bearer ? grants.accountOf(bearer) : undefined;
    if (!account) {
      ctx.set('WWW-Authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return googleError(ctx, 401, AUTH_MESSAGE, { reason: 'authError', location: 'Authorization', locationType: 'header' }, 'UNAUTHENTICATED');
    }
    accounts.set(ctx, account);
    await next();
  });

  router.get('/users/me/calendarList', (ctx) => {
    const min = ctx.query.minAccessRole;
    if (min !== undefined && (typeof min !== 'string' || !ACCESS_ROLES.includes(min))) return badRequest(ctx, 'Invalid value for: minAccessRole', 'invalid', 'minAccessRole');
    const rank = (role: string | null | undefined) => ACCESS_ROLES.indexOf(role ?? '');
    const items = (store.calendarsOf(accountOf(ctx)) ?? []).filter((c) => min === undefined || rank(c.accessRole) >= rank(min));
    ctx.body = { kind: 'calendar#calendarList', etag: `"${items.map((c) => c.etag).join('')}"`, nextSyncToken: 'sbx-sync', items };
  });

  registerEventRoutes(router, { store, publicUrl: settings.publicUrl, accountOf });

  router.post('/freeBusy', (ctx) => {
    const parsed = freeBusyBody.safeParse(ctx.request.body ?? {});
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
      return field === 'items' && parsed.error.issues[0]?.code === 'too_big' ? badRequest(ctx, 'Too many calendars requested.', 'tooManyCalendarsRequested') : badRequest(ctx, `Invalid value for: ${field}`, 'invalid', field);
    }
    const b = parsed.data;
    const min = instantWithOffset(b.timeMin);
    const max = instantWithOffset(b.timeMax);
    if (!min || !max) return badRequest(ctx, 'Bad Request', 'badRequest', min ? 'timeMax' : 'timeMin');
    if (b.timeZone !== undefined && !isZone(b.timeZone)) return badRequest(ctx, 'Invalid value for: timeZone', 'invalid', 'timeZone');
    if (max.toMillis() <= min.toMillis()) return badRequest(ctx, 'The specified time range is empty.', 'timeRangeEmpty', 'timeMax');
    const account = accountOf(ctx);
    // Busy times come in UTC unless the request names a zone.
    const at = (ms: number) => (b.timeZone ? zonedStamp(ms, b.timeZone) : utcStamp(ms).replace('.000Z', 'Z'));
    const calendars = Object.fromEntries(
      b.items.map(({ id }) => {
        const calendar = store.calendar(account, id);
        if (!calendar) return [id, { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] }];
        const events = store.eventsOf(account, calendar.id);
        // A series is busy at each of its occurrences (its exceptions among them), not only at its first.
        const window = { min: min.toMillis(), max: max.toMillis() };
        const busy = [...events.values()]
          .flatMap((e) => (isSeries(e) ? expandSeries(e, events, calendar.timeZone, window) : e.event.recurringEventId ? [] : [e]))
          .filter((e) => e.event.status !== 'cancelled' && e.event.transparency !== 'transparent' && e.endMs > min.toMillis() && e.startMs < max.toMillis())
          .map((e) => ({ start: e.startMs, end: e.endMs }));
        return [id, { busy: mergeBusy(busy, min.toMillis(), max.toMillis()).map((i) => ({ start: at(i.start), end: at(i.end) })) }];
      }),
    );
    ctx.body = { kind: 'calendar#freeBusy', timeMin: utcStamp(min.toMillis()), timeMax: utcStamp(max.toMillis()), calendars };
  });

  return router;
}
