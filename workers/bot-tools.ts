import type { BotTools } from './bots/shared/context.ts';
import { calendarFlowOf } from './calendar-flow.ts';
import type { WorkerDeps } from './job-handler.ts';

/** The tools' services the bots use, from the worker's deps. */
export const botToolsOf = (deps: WorkerDeps): BotTools => ({
  calendar: calendarFlowOf(deps),
  homework: { storage: deps.homework.storage, jobs: deps.jobs },
  analyticsQuestions: { jobs: deps.jobs, speech: deps.calendar },
  limits: deps.limits,
});
