import Router from '@koa/router';
import { findUserEvent, listMessagingEvents, toMessagingEvent } from '../../../core/domain/calendar/messaging-events.ts';
import { removeEventFromConsole } from '../../../core/domain/calendar/write-flow.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../middleware/authenticate.ts';
import { calendarGate } from './gate.ts';

/**
 * Spec 7: the messaging events at both of the spec's paths (GET /api/calendar/events and
 * /api/telegram/events), one event, and removing one from the console.
 */
export function calendarEventRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const gate = calendarGate(deps);

  for (const path of ['/calendar/events', '/telegram/events']) {
    router.get(path, ...gate, async (ctx) => {
      ctx.body = { events: await listMessagingEvents(currentUser(ctx).id, deps.calendar.now()) };
    });
  }

  router.get('/calendar/events/:id', ...gate, async (ctx) => {
    ctx.body = { event: toMessagingEvent(await findUserEvent(currentUser(ctx).id, ctx.params.id ?? ''), deps.calendar.now()) };
  });

  router.delete('/calendar/events/:id', ...gate, async (ctx) => {
    const row = await findUserEvent(currentUser(ctx).id, ctx.params.id ?? '');
    ctx.body = { event: toMessagingEvent(await removeEventFromConsole(deps, row), deps.calendar.now()) };
  });

  return router;
}
