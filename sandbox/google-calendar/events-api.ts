import type { Router, RouterContext } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { DemoCalendar } from './demo-calendars.ts';
import { createdEvent, EVENT_ID, eventBody, newEventId, patchedEvent } from './event-resource.ts';
import { checkTimes } from './event-times.ts';
import { expandSeries, instanceById, isSeries, originalStartMs } from './instances.ts';
import { badRequest, googleError, notFound } from './google-error.ts';
import type { SandboxCalendarStore, StoredEvent } from './store.ts';
import { instantWithOffset } from './time.ts';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const listQuery = z
  .object({
    timeMin: z.string().max(40).optional(),
    timeMax: z.string().max(40).optional(),
    singleEvents: bool.optional(),
    showDeleted: bool.optional(),
    orderBy: z.enum(['startTime', 'updated']).optional(),
    q: z.string().max(1000).optional(),
    // Google caps a page at 2,500 whatever is asked.
    maxResults: z.coerce.number().int().min(1).default(250).transform((n) => Math.min(n, 2500)),
    pageToken: z.string().max(200).optional(),
    privateExtendedProperty: z.union([z.string(), z.array(z.string())]).optional(),
  })
  .loose();

const instancesQuery = z
  .object({
    timeMin: z.string().max(40).optional(),
    timeMax: z.string().max(40).optional(),
    originalStart: z.string().max(40).optional(),
    showDeleted: bool.optional(),
    maxResults: z.coerce.number().int().min(1).default(250).transform((n) => Math.min(n, 2500)),
  })
  .loose();

const encodePage = (offset: number) => Buffer.from(`sbx:${offset}`).toString('base64url');
const decodePage = (token: string) => Number(/^sbx:(\d{1,7})$/.exec(Buffer.from(token, 'base64url').toString())?.[1] ?? NaN);

const GONE = 'Resource has been deleted';

export interface EventRoutesDeps {
  store: SandboxCalendarStore;
  publicUrl: string;
  /** The account the request's access token opens (set by the API's auth middleware). */
  accountOf: (ctx: Context) => string;
}

/** The calendar in the path, or undefined after answering 404 as Google does for one the account cannot see. */
function calendarIn(ctx: RouterContext, deps: EventRoutesDeps): DemoCalendar | undefined {
  const calendar = deps.store.calendar(deps.accountOf(ctx), ctx.params.calendarId ?? '');
  if (!calendar) notFound(ctx);
  return calendar;
}

/** The body checked as an event resource; null after answering 400. */
function bodyIn(ctx: Context) {
  const parsed = eventBody.safeParse(ctx.request.body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  badRequest(ctx, `Invalid value for: ${issue?.path.join('.') || 'body'}`, 'invalid');
  return null;
}

const matches = (stored: StoredEvent, term: string | undefined) => {
  if (!term) return true;
  const { summary, description, location } = stored.event;
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [summary, description, location].join(' ').toLowerCase();
  return words.every((w) => text.includes(w));
};

const hasProperties = (stored: StoredEvent, wanted: string[]) =>
  wanted.every((pair) => {
    const at = pair.indexOf('=');
    return at > 0 && stored.event.extendedProperties?.private?.[pair.slice(0, at)] === pair.slice(at + 1);
  });

/**
 * events.list, insert, get, patch, delete and instances of the Calendar API v3 with Google's
 * rules: the time window keeps events ending after timeMin and starting before timeMax; a
 * client-chosen id must be base32hex and new to the calendar (409 otherwise, deleted ones
 * included); a deleted event stays as 'cancelled', so a second delete is 410; a recurring event
 * is listed as its occurrences with `singleEvents=true`, and one occurrence can be read, moved or
 * cancelled by its instance id (instances.ts).
 */
export function registerEventRoutes(router: Router, deps: EventRoutesDeps) {
  const { store } = deps;

  router.get('/calendars/:calendarId/events', (ctx) => {
    const calendar = calendarIn(ctx, deps);
    if (!calendar) return;
    const parsed = listQuery.safeParse(ctx.query);
    if (!parsed.success) return badRequest(ctx, `Invalid value for: ${String(parsed.error.issues[0]?.path[0] ?? 'query')}`, 'invalid');
    const q = parsed.data;
    const min = q.timeMin === undefined ? null : instantWithOffset(q.timeMin);
    const max = q.timeMax === undefined ? null : instantWithOffset(q.timeMax);
    if ((q.timeMin !== undefined && !min) || (q.timeMax !== undefined && !max)) return badRequest(ctx, 'Bad Request', 'badRequest', q.timeMin !== undefined && !min ? 'timeMin' : 'timeMax');
    if (min && max && max.toMillis() <= min.toMillis()) return badRequest(ctx, 'The specified time range is empty.', 'timeRangeEmpty', 'timeMax');
    if (q.orderBy === 'startTime' && !q.singleEvents) return badRequest(ctx, 'The requested ordering is not available for the particular query.', 'badRequest', 'orderBy');
    const properties = [q.privateExtendedProperty ?? []].flat();
    const all = store.eventsOf(deps.accountOf(ctx), calendar.id);
    // Single events: each series as its occurrences (instances.ts); otherwise the series and its exceptions as they are.
    const window = { ...(min ? { min: min.toMillis() } : {}), ...(max ? { max: max.toMillis() } : {}) };
    const listed = q.singleEvents ? [...all.values()].flatMap((e) => (isSeries(e) ? expandSeries(e, all, calendar.timeZone, window) : e.event.recurringEventId ? [] : [e])) : [...all.values()];
    const found = listed
      .filter((e) => (q.showDeleted || e.event.status !== 'cancelled') && (!min || e.endMs > min.toMillis()) && (!max || e.startMs < max.toMillis()))
      .filter((e) => matches(e, q.q) && hasProperties(e, properties))
      .sort(q.orderBy === 'startTime' ? (a, b) => a.startMs - b.startMs || a.seq - b.seq : q.orderBy === 'updated' ? (a, b) => (a.event.updated ?? '').localeCompare(b.event.updated ?? '') : (a, b) => a.seq - b.seq);
    const offset = q.pageToken === undefined ? 0 : decodePage(q.pageToken);
    if (!Number.isInteger(offset) || offset > found.length) return badRequest(ctx, 'Invalid page token value.', 'invalid', 'pageToken');
    const end = offset + q.maxResults;
    ctx.body = {
      kind: 'calendar#events',
      etag: `"${Date.now() * 1000}"`,
      summary: calendar.summary,
      updated: new Date().toISOString(),
      timeZone: calendar.timeZone,
      accessRole: calendar.accessRole,
      defaultReminders: calendar.defaultReminders ?? [],
      ...(end < found.length ? { nextPageToken: encodePage(end) } : {}),
      items: found.slice(offset, end).map((e) => e.event),
    };
  });

  router.post('/calendars/:calendarId/events', (ctx) => {
    const calendar = calendarIn(ctx, deps);
    const body = calendar && bodyIn(ctx);
    if (!calendar || !body) return;
    const events = store.eventsOf(deps.accountOf(ctx), calendar.id);
    if (body.id !== undefined && !EVENT_ID.test(body.id)) return badRequest(ctx, 'Invalid resource id value.', 'invalid', 'id');
    // Google refuses an id once used in the calendar, even by an event deleted since.
    if (body.id !== undefined && events.has(body.id)) return googleError(ctx, 409, 'The requested identifier already exists.', { reason: 'duplicate' });
    const times = checkTimes(body.start ?? undefined, body.end ?? undefined, calendar.timeZone);
    if (!times.ok) return badRequest(ctx, times.message, times.reason);
    const id = body.id ?? newEventId();
    const stored = createdEvent(body, times, id, { account: deps.accountOf(ctx), calendar, publicUrl: deps.publicUrl }, store.nextSeq());
    events.set(id, stored);
    ctx.body = stored.event;
  });

  router.get('/calendars/:calendarId/events/:eventId/instances', (ctx) => {
    const calendar = calendarIn(ctx, deps);
    if (!calendar) return;
    const events = store.eventsOf(deps.accountOf(ctx), calendar.id);
    const series = events.get(ctx.params.eventId ?? '');
    if (!series) return notFound(ctx);
    if (series.event.status === 'cancelled') return googleError(ctx, 410, GONE, { reason: 'deleted' });
    const parsed = instancesQuery.safeParse(ctx.query);
    if (!parsed.success) return badRequest(ctx, `Invalid value for: ${String(parsed.error.issues[0]?.path[0] ?? 'query')}`, 'invalid');
    const q = parsed.data;
    const min = q.timeMin === undefined ? null : instantWithOffset(q.timeMin);
    const max = q.timeMax === undefined ? null : instantWithOffset(q.timeMax);
    const original = q.originalStart === undefined ? null : instantWithOffset(q.originalStart);
    if ((q.timeMin !== undefined && !min) || (q.timeMax !== undefined && !max) || (q.originalStart !== undefined && !original)) return badRequest(ctx, 'Bad Request', 'badRequest');
    // One occurrence by its original start: looked for around it, whatever its own time is now.
    const window = original ? { min: original.toMillis(), max: original.toMillis() + 1 } : { ...(min ? { min: min.toMillis() } : {}), ...(max ? { max: max.toMillis() } : {}) };
    const items = (isSeries(series) ? expandSeries(series, events, calendar.timeZone, window) : [])
      .filter((e) => q.showDeleted || e.event.status !== 'cancelled')
      .filter((e) => (original ? originalStartMs(e, calendar.timeZone) === original.toMillis() : (!min || e.endMs > min.toMillis()) && (!max || e.startMs < max.toMillis())))
      .sort((a, b) => a.startMs - b.startMs)
      .slice(0, q.maxResults)
      .map((e) => e.event);
    ctx.body = { kind: 'calendar#events', etag: `"${Date.now() * 1000}"`, summary: calendar.summary, updated: new Date().toISOString(), timeZone: calendar.timeZone, accessRole: calendar.accessRole, defaultReminders: calendar.defaultReminders ?? [], items };
  });

  router.get('/calendars/:calendarId/events/:eventId', (ctx) => {
    const calendar = calendarIn(ctx, deps);
    if (!calendar) return;
    // A deleted event is still answered, with status 'cancelled', as Google does; an occurrence of a series by its instance id.
    const stored = instanceById(store.eventsOf(deps.accountOf(ctx), calendar.id), ctx.params.eventId ?? '', calendar.timeZone);
    if (!stored) return notFound(ctx);
    ctx.body = stored.event;
  });

  router.patch('/calendars/:calendarId/events/:eventId', (ctx) => {
    const calendar = calendarIn(ctx, deps);
    const body = calendar && bodyIn(ctx);
    if (!calendar || !body) return;
    const events = store.eventsOf(deps.accountOf(ctx), calendar.id);
    // An occurrence patched becomes an exception of its series, kept by its instance id.
    const stored = instanceById(events, ctx.params.eventId ?? '', calendar.timeZone);
    if (!stored) return notFound(ctx);
    const times = checkTimes(body.start ?? stored.event.start ?? undefined, body.end ?? stored.event.end ?? undefined, calendar.timeZone);
    if (!times.ok) return badRequest(ctx, times.message, times.reason);
    const updated = patchedEvent(stored, body, times);
    events.set(stored.event.id, updated);
    ctx.body = updated.event;
  });

  router.delete('/calendars/:calendarId/events/:eventId', (ctx) => {
    const calendar = calendarIn(ctx, deps);
    if (!calendar) return;
    const events = store.eventsOf(deps.accountOf(ctx), calendar.id);
    // An occurrence deleted stays as a cancelled exception of its series.
    const stored = instanceById(events, ctx.params.eventId ?? '', calendar.timeZone);
    if (!stored) return notFound(ctx);
    if (stored.event.status === 'cancelled') return googleError(ctx, 410, GONE, { reason: 'deleted' });
    events.set(stored.event.id, patchedEvent(stored, { status: 'cancelled' }, { start: stored.event.start ?? {}, end: stored.event.end ?? {}, startMs: stored.startMs, endMs: stored.endMs }));
    ctx.status = 204;
  });
}
