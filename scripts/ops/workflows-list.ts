import { main, type CommandSpec } from './cli/index.ts';
import { selectWorkflows, workflowSelectOptions } from './workflows-select.ts';
import { workflowTable } from './workflows-table.ts';

/** Lists failed (or stuck) Temporal runs by type, state and start time; reads only. */
export const workflowsList: CommandSpec = {
  name: 'ops:workflows:list',
  summary:
    'List Temporal workflow runs: by default the ones that failed or timed out; --stuck for running ones whose activity or workflow task keeps failing (a pending attempt of --min-attempts or more). Reads only.',
  options: workflowSelectOptions,
  examples: [
    'npm run ops:workflows:list -- --as ops@example.com',
    'npm run ops:workflows:list -- --type paymentRefundWorkflow --since 24h --json',
    'npm run ops:workflows:list -- --stuck --until 2h   (running for more than 2 hours and stuck)',
    'npm run ops:workflows:list -- --status Terminated --status Canceled --limit 20',
  ],
  needs: { temporal: true },
  async run(ctx) {
    const runs = await selectWorkflows(ctx, { statuses: ['Failed', 'TimedOut'] });
    if (!ctx.json && runs.length > 0) ctx.print(workflowTable(runs));
    return { summary: [`${runs.length} run(s)${ctx.flag('stuck') ? ' stuck' : ''}`], failed: 0, json: runs };
  },
};

if (import.meta.main) await main(workflowsList);
