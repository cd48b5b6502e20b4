import { OPERATOR_PAGES } from '../../contracts/public-config.ts';

/**
 * The Temporal UI's one read that is a POST: a workflow query (its Queries and Stack Trace tabs).
 * The same exception the UI server makes when its DisableWriteActions is on.
 */
const QUERY = /^\/api\/v1\/namespaces\/[^/]+\/workflows\/[^/]+\/query\/[^/]+$/;

/** A `.` or `..` segment, spelled out or percent-encoded: the path would not mean what it says. */
const dotSegment = (path: string) => path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));

/**
 * Whether a call through the proxy only reads. Everything else (cancel, terminate, reset, signal,
 * update, start, batch operations, schedule and activity writes, Nexus endpoints...) is refused:
 * operators act through the console's audited routes. A list of what is allowed, so that a
 * write the UI adds in a later release is refused too.
 */
export function isReadCall(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST' || dotSegment(path)) return false;
  const prefix = OPERATOR_PAGES.temporalUi;
  return path.startsWith(`${prefix}/`) && QUERY.test(path.slice(prefix.length));
}

/** The UI server's settings call: its answer tells the UI which buttons to show. */
export const SETTINGS_PATH = `${OPERATOR_PAGES.temporalUi}/api/v1/settings`;

/** Every switch of the UI's settings that hides a write action (Temporal UI 2.42). */
export const READ_ONLY_SETTINGS = {
  DisableWriteActions: true,
  WorkflowTerminateDisabled: true,
  WorkflowCancelDisabled: true,
  WorkflowSignalDisabled: true,
  WorkflowUpdateDisabled: true,
  WorkflowResetDisabled: true,
  WorkflowPauseDisabled: true,
  BatchActionsDisabled: true,
  StartWorkflowDisabled: true,
  ActivityCommandsDisabled: true,
} as const;
