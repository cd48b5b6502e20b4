import { rerunWorkflow } from '../../core/domain/operations/workflows/rerun-workflow.ts';
import { CliError, main, type CommandSpec } from './cli/index.ts';
import { actOnRuns } from './workflows-act.ts';
import { selectWorkflows, workflowSelectOptions } from './workflows-select.ts';

const { stuck: _stuck, 'min-attempts': _minAttempts, ...options } = workflowSelectOptions;

/**
 * Starts a fresh run of each selected run that ended badly: same workflow id, type, task queue
 * and input (from its start event), none of its history. Unlike reset, the workflow starts
 * over; use it when the failure was in the first steps or the code changed incompatibly.
 */
export const workflowsRerun: CommandSpec = {
  name: 'ops:workflows:rerun',
  summary:
    'Start a fresh run of failed, timed-out, terminated or canceled workflow runs with their original input (same workflow id, type and task queue; its history is not replayed, unlike reset). A running or completed run is refused.',
  options: { ...options, reason: { type: 'string', placeholder: '<text>', description: 'why (required unless --dry-run; kept in the audit log)' } },
  examples: [
    'npm run ops:workflows:rerun -- --as ops@example.com --type onboardingWorkflow --since 7d --dry-run',
    'npm run ops:workflows:rerun -- --id onboarding-2b1e... --reason "settings table fixed"',
  ],
  needs: { temporal: true },
  acts: true,
  async run(ctx) {
    if (ctx.strings('id').length === 0 && !ctx.string('type') && ctx.strings('status').length === 0 && !ctx.string('since')) {
      throw new CliError('Say which runs: --id, --type, --status or --since (ops:workflows:list shows them first).');
    }
    const runs = await selectWorkflows(ctx, { statuses: ['Failed', 'TimedOut'] });
    return actOnRuns(ctx, runs, { name: 'rerun', past: 'rerun', ing: 'rerunning' }, rerunWorkflow);
  },
};

if (import.meta.main) await main(workflowsRerun);
