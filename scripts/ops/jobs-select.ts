import type { Job } from 'bullmq';
import { findJobs, type JobFilter } from '../../core/domain/operations/list-jobs.ts';
import { jobRefId, parseJobRef } from '../../core/domain/operations/job-ref.ts';
import { AppError } from '../../core/errors.ts';
import { CliError, type CommandContext } from './cli/index.ts';

/**
 * The failed jobs a run is about: the --id ones as given (each is judged when acted on), or
 * every failed job the filters match. Bad queue names and ids become one-line usage errors.
 */
export async function selectFailedJobs(ctx: CommandContext, filter: JobFilter & { ids: string[] }): Promise<{ ids: string[]; jobs: Job[] }> {
  try {
    if (filter.ids.length > 0) {
      for (const id of filter.ids) parseJobRef(id);
      return { ids: filter.ids, jobs: [] };
    }
    const found = await findJobs(ctx.queues, filter);
    return { ids: found.map(({ job }) => jobRefId(job.queueName, String(job.id))), jobs: found.map(({ job }) => job) };
  } catch (err) {
    if (err instanceof AppError) throw new CliError(err.message);
    throw err;
  }
}
