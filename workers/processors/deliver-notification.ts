import { deliverNotification } from '../../core/domain/notifications/deliver-notification.ts';
import type { JobPayload } from '../../core/queues/define-job.ts';
import type { deliverNotification as deliverNotificationJob } from '../../core/queues/jobs/deliver-notification.ts';

/** The outbox: every message to a user goes through here, deduplicated by its key. */
export async function handle(payload: JobPayload<typeof deliverNotificationJob>): Promise<void> {
  await deliverNotification(payload);
}
