import { recordAuditEvent } from '../../core/domain/audit/record-audit-event.ts';
import type { JobPayload } from '../../core/queues/define-job.ts';
import type { userSignedIn } from '../../core/queues/jobs/user-signed-in.ts';
import { startOnboarding } from '../../workflows/onboarding/client.ts';
import type { WorkerDeps } from '../job-handler.ts';

/**
 * Records the sign-in in the audit log and, for a new user, starts their onboarding. Both
 * steps are idempotent (event key, workflow id), so a retried job repeats nothing.
 */
export async function handle(payload: JobPayload<typeof userSignedIn>, { temporal }: WorkerDeps): Promise<void> {
  await recordAuditEvent({
    eventKey: `sign-in:${payload.sessionId}`,
    action: 'auth.sign_in',
    actorId: payload.userId,
    userId: payload.userId,
    details: { sessionId: payload.sessionId, firstSignIn: payload.firstSignIn },
    ip: payload.ip,
    userAgent: payload.userAgent,
    occurredAt: new Date(payload.occurredAt),
  });
  if (payload.firstSignIn) await startOnboarding(temporal, payload.userId);
}
