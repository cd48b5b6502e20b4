import { resetWorkflow } from '../../core/domain/operations/workflows/reset-workflow.ts';
import { CliError, main, type CommandSpec } from './cli/index.ts';
import { actOnRuns } from './workflows-act.ts';
import { selectWorkflows, workflowSelectOptions } from './workflows-select.ts';

/** Resets the selected runs to their last (or first) completed workflow task; audited per run. */
export const workflowsReset: CommandSpec = {
  name: 'ops:workflows:reset',
  summary:
    'Reset Temporal runs: each becomes a new run replayed up to its last completed workflow task (--to first: its first), which then runs on with the signals it had received. Selects failed and timed-out runs by default; a completed run is refused.',
  options: {
    ...workflowSelectOptions,
    to: { type: 'string', placeholder: '<last|first>', description: 'the workflow task to reset to (default last)' },
    reason: { type: 'string', placeholder: '<text>', description: 'why (required unless --dry-run; kept in the audit log and the run history)' },
  },
  examples: [
    'npm run ops:workflows:reset -- --as ops@example.com --type paymentRefundWorkflow --since 24h --dry-run',
    'npm run ops:workflows:reset -- --type paymentRefundWorkflow --status Failed --reason "bank back up" --yes',
    'npm run ops:workflows:reset -- --id payment-refund-6f1c... --reason "fixed the data"',
    'npm run ops:workflows:reset -- --stuck --type onboardingWorkflow --reason "deploy fixed the activity"',
  ],
  needs: { temporal: true },
  acts: true,
  async run(ctx) {
    const to = ctx.string('to') ?? 'last';
    if (to !== 'last' && to !== 'first') throw new CliError('--to takes last or first');
    if (ctx.strings('id').length === 0 && !ctx.string('type') && ctx.strings('status').length === 0 && !ctx.flag('stuck') && !ctx.string('since')) {
      throw new CliError('Say which runs: --id, --type, --status, --stuck or --since (ops:workflows:list shows them first).');
    }
    const runs = await selectWorkflows(ctx, { statuses: ['Failed', 'TimedOut'] });
    return actOnRuns(ctx, runs, { name: 'reset', past: 'reset', ing: 'resetting' }, (deps, request) => resetWorkflow(deps, { ...request, to }));
  },
};

if (import.meta.main) await main(workflowsReset);
