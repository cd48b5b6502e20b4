import { paths } from '../../app/paths';

/** A react-admin list with its filter in the address, as the list itself keeps it. */
const listWith = (path: string, filter: Record<string, string>): string => `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

/** react-admin's show page of a record; ids such as `<queue>:<jobId>` are encoded as react-admin does. */
const showOf = (path: string, id: string): string => `${path}/${encodeURIComponent(id)}/show`;

export const jobsLink = (filter: { queue: string; state?: string }): string => listWith(paths.operatorJobs, filter);
export const jobLink = (id: string): string => showOf(paths.operatorJobs, id);
export const workflowsLink = (filter: { type?: string; status?: string }): string => listWith(paths.operatorWorkflows, filter);
export const workflowLink = (id: string): string => showOf(paths.operatorWorkflows, id);
export const userLink = (id: string): string => showOf(paths.operatorUsers, id);
export const subscriptionLink = (id: string): string => showOf(paths.operatorSubscriptions, id);
export const paymentLink = (id: string): string => showOf(paths.operatorPayments, id);
