import type { CalendarFlowDeps } from '../core/domain/calendar/flow-deps.ts';
import type { WorkerDeps } from './job-handler.ts';

/** The calendar bot's jobs' view of the worker: the tool's deps, the bot's client and outbox, the queue. */
export const calendarFlowOf = (deps: WorkerDeps): CalendarFlowDeps => ({
  calendar: deps.calendar,
  outbox: deps.telegram.outbox,
  jobs: deps.jobs,
  client: deps.telegram.clients.calendar ?? null,
});
