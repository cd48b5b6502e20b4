import type { JobFilter } from '../../core/domain/operations/list-jobs.ts';
import { parseTime, type CommandContext, type OptionSpec } from './cli/index.ts';

/** The job filters ops:jobs:failed and ops:jobs:retry share. */
export const jobFilterOptions: Record<string, OptionSpec> = {
  queue: { type: 'string', short: 'q', placeholder: '<queue>', description: 'only this queue (default: every queue)' },
  name: { type: 'string', short: 'n', placeholder: '<job name>', description: 'only jobs of this name (e.g. telegram.send)' },
  id: { type: 'string', multiple: true, placeholder: '<queue>:<jobId>', description: 'only this job' },
  since: { type: 'string', placeholder: '<time>', description: 'failed at or after: ISO time or an age (30m, 2h, 7d)' },
  until: { type: 'string', placeholder: '<time>', description: 'failed at or before: ISO time or an age' },
};

export function jobFilterOf(ctx: CommandContext): JobFilter & { ids: string[] } {
  const since = ctx.string('since');
  const until = ctx.string('until');
  return {
    state: 'failed',
    queue: ctx.string('queue'),
    name: ctx.string('name'),
    from: since ? parseTime(since, 'since') : undefined,
    to: until ? parseTime(until, 'until') : undefined,
    ids: ctx.strings('id'),
  };
}
