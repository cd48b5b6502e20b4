import { deliverNotification } from './deliver-notification.ts';
import { userSignedIn } from './user-signed-in.ts';

/**
 * Every job definition, one line each. The worker must have a processor for each key
 * (workers/processors/index.ts does not compile without one).
 */
export const jobs = {
  userSignedIn,
  deliverNotification,
};

export type JobKey = keyof typeof jobs;
