import type { AdminWorkflow } from '../../contracts/operations.ts';
import type { WorkflowActionDeps, WorkflowActionRequest } from '../../core/domain/operations/workflows/act-on-workflow.ts';
import { type CommandContext, type CommandOutcome } from './cli/index.ts';
import { cliTemporalUi, temporalOf, type SelectedRun } from './workflows-select.ts';
import { workflowTable } from './workflows-table.ts';

/**
 * Acts on the selected runs one at a time (reset, rerun): shows them, stops there on --dry-run,
 * asks above a handful unless --yes, draws progress, and reports each failure. Every action is
 * audited by core with the operator and --reason.
 */
export async function actOnRuns(
  ctx: CommandContext,
  runs: SelectedRun[],
  verb: { name: string; past: string; ing: string },
  act: (deps: WorkflowActionDeps, request: WorkflowActionRequest) => Promise<AdminWorkflow>,
): Promise<CommandOutcome> {
  if (runs.length === 0) return { summary: [`No runs match: nothing to ${verb.name}.`], failed: 0, json: { done: [], failed: [] } };
  if (!ctx.json) ctx.print(workflowTable(runs, ctx.dryRun ? `WOULD ${verb.name.toUpperCase()}` : 'WORKFLOW ID'));
  if (ctx.dryRun) return { summary: [`would ${verb.name} ${runs.length} run(s) (dry run: nothing changed)`], failed: 0, json: { wouldAct: runs } };
  const reason = ctx.string('reason');
  if (!reason || reason.trim().length < 3) return { summary: [`Say why with --reason "<text>" (kept in the audit log): nothing done.`], failed: 1 };
  if (!(await ctx.confirm(runs.length, `${verb.name[0]!.toUpperCase()}${verb.name.slice(1)} ${runs.length} run(s)?`))) return { summary: [`Nothing done (not confirmed).`], failed: 0 };
  const deps = { temporal: temporalOf(ctx), ui: cliTemporalUi(ctx) };
  const bar = ctx.progress(runs.length, verb.ing);
  const done: { from: string; to: AdminWorkflow }[] = [];
  const failed: { id: string; message: string }[] = [];
  for (const run of runs) {
    try {
      done.push({ from: run.id, to: await act(deps, { workflowId: run.workflowId, runId: run.runId, reason: reason.trim(), actorId: ctx.operator.id }) });
    } catch (err) {
      failed.push({ id: run.id, message: err instanceof Error ? err.message : String(err) });
    }
    bar.tick();
  }
  bar.stop();
  const summary = [`${verb.past} ${done.length} of ${runs.length} run(s)`];
  for (const d of done.slice(0, 20)) summary.push(`  ${d.from} -> new run ${d.to.runId} (${d.to.status})`);
  for (const f of failed.slice(0, 20)) summary.push(`not ${verb.past} ${f.id}: ${f.message}`);
  if (failed.length > 20) summary.push(`... and ${failed.length - 20} more not ${verb.past}`);
  return { summary, failed: failed.length, json: { done, failed } };
}
