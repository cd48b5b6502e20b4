import type { z } from 'zod';
import { deliverNotification } from '../../core/domain/notifications/deliver-notification.ts';
import type { deliverNotification as deliverNotificationJob } from '../../core/queues/jobs.ts';

type Payload = z.infer<typeof deliverNotificationJob.schema>;

/** The outbox: every message to a user goes through here, deduplicated by its key. */
export function handleDeliverNotification() {
  return async (payload: Payload): Promise<void> => {
    await deliverNotification(payload);
  };
}
