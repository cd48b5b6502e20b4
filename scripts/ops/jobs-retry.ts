import { randomUUID } from 'node:crypto';
import { retryJobs } from '../../core/domain/operations/retry-jobs.ts';
import { formatTable, main, type CommandSpec } from './cli/index.ts';
import { jobFilterOf, jobFilterOptions } from './jobs-filter-options.ts';
import { selectFailedJobs } from './jobs-select.ts';

/** Retries failed BullMQ jobs chosen by queue, name, id or time range; audited once per run. */
export const jobsRetry: CommandSpec = {
  name: 'ops:jobs:retry',
  summary: 'Retry failed BullMQ jobs (same id and payload, run again by the workers). Only failed jobs are retried; filters combine; give at least one.',
  options: {
    ...jobFilterOptions,
    reason: { type: 'string', placeholder: '<text>', description: 'why, for the audit log' },
  },
  examples: [
    'npm run ops:jobs:retry -- --as ops@example.com --queue telegram-send --dry-run',
    'npm run ops:jobs:retry -- --queue calendar --name calendar.write --since 2h --yes',
    'npm run ops:jobs:retry -- --id telegram-send:calendar:42:0 --reason "chat unblocked"',
  ],
  needs: { redis: true },
  acts: true,
  async run(ctx) {
    const filter = jobFilterOf(ctx);
    if (!filter.queue && !filter.name && filter.ids.length === 0 && !filter.from && !filter.to) {
      return { summary: ['Say which jobs: --queue, --name, --id, --since or --until (use ops:jobs:failed to look first).'], failed: 1 };
    }
    const { ids, jobs } = await selectFailedJobs(ctx, filter);
    if (ids.length === 0) return { summary: ['No failed jobs match: nothing to retry.'], failed: 0, json: { done: [], missing: [], refused: [] } };
    if (ctx.dryRun && !ctx.json && jobs.length > 0) {
      ctx.print(
        formatTable(jobs.slice(0, 50), [
          { header: 'WOULD RETRY', value: (j) => `${j.queueName}:${String(j.id)}`, max: 50 },
          { header: 'NAME', value: (j) => j.name, max: 30 },
          { header: 'ERROR', value: (j) => j.failedReason ?? '', max: 70 },
        ]),
      );
      if (jobs.length > 50) ctx.print(`... and ${jobs.length - 50} more`);
    }
    if (!ctx.dryRun && !(await ctx.confirm(ids.length, `Retry ${ids.length} failed job(s)?`))) {
      return { summary: ['Nothing retried (not confirmed).'], failed: 0 };
    }
    const bar = ctx.progress(ids.length, ctx.dryRun ? 'checking' : 'retrying');
    let last = 0;
    const result = await retryJobs(ctx.queues, ids, {
      actorId: ctx.operator.id,
      eventKey: `cli:jobs.retry:${randomUUID()}`,
      reason: ctx.string('reason') ?? null,
      via: 'cli',
      dryRun: ctx.dryRun,
      onProgress: (n) => {
        bar.tick(n - last);
        last = n;
      },
    });
    bar.stop();
    const verb = ctx.dryRun ? 'would retry' : 'retried';
    const summary = [`${verb} ${result.done.length} job(s)` + (ctx.dryRun ? ' (dry run: nothing changed)' : '')];
    if (result.missing.length > 0) summary.push(`${result.missing.length} job(s) no longer exist: ${result.missing.slice(0, 10).join(', ')}${result.missing.length > 10 ? ', ...' : ''}`);
    for (const r of result.refused.slice(0, 20)) summary.push(`not retried ${r.id}: ${r.message}`);
    if (result.refused.length > 20) summary.push(`... and ${result.refused.length - 20} more not retried`);
    return { summary, failed: result.missing.length + result.refused.length, json: result };
  },
};

if (import.meta.main) await main(jobsRetry);
