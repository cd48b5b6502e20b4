import type Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { calendarConnectionRoutes } from './connection.ts';
import { calendarEventRoutes } from './events.ts';

/** /api/calendar: the calendar tool's Google account and the events its bot wrote (the bot's link is under /api/telegram). */
export const calendarRoutes = (deps: AppDeps): Router[] => [calendarConnectionRoutes(deps), calendarEventRoutes(deps)];
