import { OPERATOR_PAGES } from '../../contracts/public-config.ts';
import { workflowStatuses, type AdminWorkflow } from '../../contracts/operations.ts';
import { findStuckWorkflows } from '../../core/domain/operations/workflows/find-stuck-workflows.ts';
import { getWorkflow } from '../../core/domain/operations/workflows/get-workflow.ts';
import { walkWorkflows } from '../../core/domain/operations/workflows/list-workflows.ts';
import type { TemporalClient } from '../../core/domain/operations/workflows/temporal-client.ts';
import type { TemporalUiBase } from '../../core/domain/operations/workflows/temporal-ui-link.ts';
import { toAdminWorkflow } from '../../core/domain/operations/workflows/to-admin-workflow.ts';
import { AppError } from '../../core/errors.ts';
import { CliError, parseTime, type CommandContext, type OptionSpec } from './cli/index.ts';

/** The selection ops:workflows:list, :reset and :rerun share. */
export const workflowSelectOptions: Record<string, OptionSpec> = {
  type: { type: 'string', short: 't', placeholder: '<workflow type>', description: 'only runs of this type (e.g. paymentRefundWorkflow)' },
  status: { type: 'string', multiple: true, placeholder: '<status>', description: `only runs in this state: ${workflowStatuses.join(', ')} (default Failed and TimedOut)` },
  stuck: { type: 'boolean', description: 'running runs whose activity or workflow task keeps failing (see --min-attempts)' },
  'min-attempts': { type: 'string', placeholder: '<n>', description: 'with --stuck: the attempt from which a failing activity counts as stuck (default 3)' },
  since: { type: 'string', placeholder: '<time>', description: 'started at or after: ISO time or an age (30m, 2h, 7d)' },
  until: { type: 'string', placeholder: '<time>', description: 'started at or before: ISO time or an age (with --stuck: "running for longer than")' },
  id: { type: 'string', multiple: true, placeholder: '<workflowId>[:<runId>]', description: 'this run (the latest run of the id without a run id); other filters are then ignored' },
  limit: { type: 'string', placeholder: '<n>', description: 'at most this many runs (default 1000)' },
};

type Status = AdminWorkflow['status'];
export type SelectedRun = AdminWorkflow & { why?: string };

const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `<workflowId>:<runId>`: workflow ids may hold colons (a scheduled run's fire time), run ids are UUIDs. */
function splitId(value: string): { workflowId: string; runId?: string } {
  const at = value.lastIndexOf(':');
  return at > 0 && RUN_ID.test(value.slice(at + 1)) ? { workflowId: value.slice(0, at), runId: value.slice(at + 1) } : { workflowId: value };
}

const positive = (ctx: CommandContext, name: string, fallback: number): number => {
  const raw = ctx.string(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new CliError(`--${name} takes a whole number of at least 1, not "${raw}"`);
  return n;
};

/** The Temporal UI as operators open it: through the web process, behind their session. */
export const cliTemporalUi = (ctx: CommandContext): TemporalUiBase => ({ url: `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${OPERATOR_PAGES.temporalUi}`, namespace: ctx.env.TEMPORAL_NAMESPACE });

export function temporalOf(ctx: CommandContext): TemporalClient {
  if (!ctx.temporal) throw new CliError('This command needs Temporal');
  return ctx.temporal;
}

/** The runs the options name, in visibility's order (newest first within a state), at most --limit. */
export async function selectWorkflows(ctx: CommandContext, defaults: { statuses: Status[] }): Promise<SelectedRun[]> {
  const temporal = temporalOf(ctx);
  const ui = cliTemporalUi(ctx);
  const limit = positive(ctx, 'limit', 1000);
  const ids = ctx.strings('id');
  if (ids.length > 0) {
    const runs: SelectedRun[] = [];
    for (const id of ids.slice(0, limit)) {
      const { workflowId, runId } = splitId(id);
      try {
        runs.push(await getWorkflow(temporal, ui, workflowId, runId));
      } catch (err) {
        if (err instanceof AppError && err.status === 404) throw new CliError(`No workflow run ${id}`);
        throw err;
      }
    }
    return runs;
  }
  const since = ctx.string('since');
  const until = ctx.string('until');
  const filter = { type: ctx.string('type'), startedAfter: since ? parseTime(since, 'since') : undefined, startedBefore: until ? parseTime(until, 'until') : undefined };
  if (ctx.flag('stuck')) {
    return findStuckWorkflows(temporal, ui, filter, { minAttempts: positive(ctx, 'min-attempts', 3), limit });
  }
  const statuses = ctx.strings('status');
  for (const s of statuses) if (!(workflowStatuses as readonly string[]).includes(s)) throw new CliError(`--status ${s} is not one of ${workflowStatuses.join(', ')}`);
  const runs: SelectedRun[] = [];
  for (const status of statuses.length > 0 ? (statuses as Status[]) : defaults.statuses) {
    for await (const info of walkWorkflows(temporal, { ...filter, status })) {
      if (runs.length >= limit) return runs;
      runs.push(toAdminWorkflow(info, ui));
    }
  }
  return runs;
}
