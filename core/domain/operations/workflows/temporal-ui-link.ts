/** Where the web process serves the Temporal UI to operators (api/routes/temporal-ui.ts), and the namespace. */
export interface TemporalUiBase {
  url: string;
  namespace: string;
}

const namespacePath = ({ url, namespace }: TemporalUiBase) => `${url.replace(/\/$/, '')}/namespaces/${encodeURIComponent(namespace)}`;

/** A workflow's page (its latest run), or one run's history, in the Temporal UI. */
export const workflowUiUrl = (base: TemporalUiBase, workflowId: string, runId?: string): string =>
  `${namespacePath(base)}/workflows/${encodeURIComponent(workflowId)}${runId ? `/${encodeURIComponent(runId)}/history` : ''}`;

export const scheduleUiUrl = (base: TemporalUiBase, scheduleId: string): string => `${namespacePath(base)}/schedules/${encodeURIComponent(scheduleId)}`;
