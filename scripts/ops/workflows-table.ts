import { formatTable } from './cli/index.ts';
import type { SelectedRun } from './workflows-select.ts';

/** Runs as the ops commands print them (the Temporal UI link is in --json). */
export const workflowTable = (runs: readonly SelectedRun[], header = 'WORKFLOW ID'): string =>
  formatTable(runs, [
    { header, value: (r) => r.workflowId, max: 70 },
    { header: 'RUN ID', value: (r) => r.runId, max: 36 },
    { header: 'TYPE', value: (r) => r.type, max: 30 },
    { header: 'STATUS', value: (r) => r.status },
    { header: 'STARTED', value: (r) => r.startTime.slice(0, 19).replace('T', ' ') },
    { header: 'CLOSED / WHY STUCK', value: (r) => r.why ?? r.closeTime?.slice(0, 19).replace('T', ' ') ?? '', max: 80 },
  ]);
