import { findJobs } from '../../core/domain/operations/list-jobs.ts';
import { getJob } from '../../core/domain/operations/get-job.ts';
import { toAdminJob } from '../../core/domain/operations/to-admin-job.ts';
import type { AdminJob } from '../../contracts/operations.ts';
import { AppError } from '../../core/errors.ts';
import { CliError, formatTable, main, type CommandContext, type CommandSpec } from './cli/index.ts';
import { jobFilterOf, jobFilterOptions } from './jobs-filter-options.ts';

/** The --id jobs that still exist. */
async function jobsByIds(queues: CommandContext['queues'], ids: string[]): Promise<AdminJob[]> {
  const found = await Promise.all(
    ids.map(async (id) => {
      try {
        return await getJob(queues, id);
      } catch (err) {
        if (err instanceof AppError && err.code === 'not_found') return null;
        throw err;
      }
    }),
  );
  return found.filter((j): j is AdminJob => j !== null);
}

/** Lists failed BullMQ jobs (payloads redacted as in the console). */
export const jobsFailed: CommandSpec = {
  name: 'ops:jobs:failed',
  summary: 'List failed BullMQ jobs, newest first, with their error and attempts. Filters combine.',
  options: {
    ...jobFilterOptions,
    limit: { type: 'string', placeholder: '<n>', description: 'show at most n jobs (default 100)' },
  },
  examples: [
    'npm run ops:jobs:failed -- --as ops@example.com',
    'npm run ops:jobs:failed -- --queue telegram-send --since 2h',
    'OPS_OPERATOR=ops@example.com npm run ops:jobs:failed -- --name calendar.write --json',
  ],
  needs: { redis: true },
  async run(ctx) {
    const filter = jobFilterOf(ctx);
    const limit = Number(ctx.string('limit') ?? '100');
    if (!Number.isInteger(limit) || limit < 1) throw new CliError('--limit must be a positive whole number');
    let jobs: AdminJob[];
    try {
      jobs = filter.ids.length > 0 ? await jobsByIds(ctx.queues, filter.ids) : (await findJobs(ctx.queues, filter)).map(({ job, state }) => toAdminJob(job, state));
    } catch (err) {
      if (err instanceof AppError) throw new CliError(err.message);
      throw err;
    }
    const shown = jobs.slice(0, limit);
    if (!ctx.json && shown.length > 0) {
      ctx.print(
        formatTable(shown, [
          { header: 'ID', value: (j) => j.id, max: 50 },
          { header: 'NAME', value: (j) => j.name, max: 30 },
          { header: 'FAILED AT', value: (j) => j.finishedAt ?? '' },
          { header: 'ATTEMPTS', value: (j) => `${j.attemptsMade}/${j.attempts}` },
          { header: 'ERROR', value: (j) => j.failedReason ?? '', max: 80 },
        ]),
      );
    }
    const more = jobs.length > shown.length ? ` (showing ${shown.length}; --limit to see more)` : '';
    return { summary: [`${jobs.length} failed job(s)${more}`], failed: 0, json: shown };
  },
};

if (import.meta.main) await main(jobsFailed);
